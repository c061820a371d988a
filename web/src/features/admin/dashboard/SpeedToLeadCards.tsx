import type { SpeedToLeadFigures, SpeedToLeadWindow } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { DashboardPanel, PanelFigures } from './DashboardPanel';
import { up } from '../../../ui/theme';
import { Muted } from '../../../ui/Typography';
import { speedToLeadQuery } from './speedToLeadQuery';

const WINDOW_TITLES: Record<SpeedToLeadWindow, string> = {
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
};

/** A time to first contact as staff say it: "45 s", "4 min 12 s", "2 h 5 min", "3 d 4 h". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const numbers = new Intl.NumberFormat('en-US');

function Window({ id, figures }: { id: SpeedToLeadWindow; figures: SpeedToLeadFigures | null }) {
  const titleId = `speed-${id}`;
  const contacted = figures?.contacted ?? 0;
  return (
    <Period $padding={4} as="section" aria-labelledby={titleId} data-testid={`speed-${id}`}>
      <h3 id={titleId}>{WINDOW_TITLES[id]}</h3>
      {contacted === 0 ? <Muted data-testid="speed-empty">No contacted leads yet</Muted> : null}
      <PanelFigures>
        {contacted > 0 && figures ? (
          <>
            <div>
              <dt>Median to first contact</dt>
              <dd data-testid="speed-median">
                {figures.medianMs === null ? '–' : formatDuration(figures.medianMs)}
              </dd>
            </div>
            <div>
              <dt>90th percentile</dt>
              <dd data-testid="speed-p90">
                {figures.p90Ms === null ? '–' : formatDuration(figures.p90Ms)}
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Contacted within 5 minutes</dt>
          <dd data-testid="speed-within5">
            {figures?.within5MinShare == null ? '–' : percent.format(figures.within5MinShare)}
          </dd>
        </div>
        <div>
          <dt>Leads still new</dt>
          <dd data-testid="speed-still-new">{numbers.format(figures?.stillNew ?? 0)}</dd>
        </div>
      </PanelFigures>
      {figures && figures.leads > 0 ? (
        <Muted>
          {numbers.format(figures.contacted)} of {numbers.format(figures.leads)} leads answered.
        </Muted>
      ) : null}
    </Period>
  );
}

/** Speed to lead on the dashboard: how fast the office answers, over 7 and 30 days. */
export function SpeedToLeadCards() {
  const stats = useQuery(speedToLeadQuery());
  return (
    <Panel
      $padding={4}
      as="section"
      aria-labelledby="speed-to-lead-title"
      aria-busy={stats.isPending}
    >
      <h2 id="speed-to-lead-title">Speed to lead</h2>
      <Muted>Time from a request arriving to its first contact (contacted, won or lost).</Muted>
      {stats.isError ? (
        <Alert>Failed to load the speed-to-lead figures. Please try again.</Alert>
      ) : stats.isPending ? (
        <Muted>Loading…</Muted>
      ) : (
        <Periods>
          <Window id="last7Days" figures={stats.data?.last7Days ?? null} />
          <Window id="last30Days" figures={stats.data?.last30Days ?? null} />
        </Periods>
      )}
    </Panel>
  );
}

const Panel = styled(DashboardPanel)`
  p {
    margin: 0;
  }
`;

const Periods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Period = styled(Card)`
  box-shadow: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
