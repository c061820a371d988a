import type { QuoteStatsDoc } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { up } from '../../../ui/theme';
import { Muted } from '../../../ui/Typography';
import { DashboardPanel, PanelFigures } from './DashboardPanel';
import { quoteStatsQuery } from './quoteStatsQuery';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const numbers = new Intl.NumberFormat('en-US');
const tenths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "November 2026" for '2026-11' (a calendar month, whatever the reader's zone). */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return 'This month';
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, index - 1, 15));
}

/** "2.5 days", "1 day", "0 days": a median to the tenth of a day. */
export function formatDays(days: number): string {
  const shown = tenths.format(days);
  return `${shown} ${shown === '1' ? 'day' : 'days'}`;
}

function Figures({ stats }: { stats: QuoteStatsDoc | null }) {
  const sent = stats?.sent ?? 0;
  return (
    <>
      <PanelFigures>
        <div>
          <dt>Quotes sent</dt>
          <dd data-testid="quotes-sent">{numbers.format(sent)}</dd>
        </div>
        <div>
          <dt>Quotes accepted</dt>
          <dd data-testid="quotes-accepted">{numbers.format(stats?.accepted ?? 0)}</dd>
        </div>
        <div>
          <dt>Acceptance rate</dt>
          <dd data-testid="quotes-rate">
            {stats?.acceptanceRate == null ? '–' : percent.format(stats.acceptanceRate)}
          </dd>
        </div>
        <div>
          <dt>Median from inspection to quote</dt>
          <dd data-testid="quotes-median">
            {stats?.medianDaysToQuote == null ? '–' : formatDays(stats.medianDaysToQuote)}
          </dd>
        </div>
      </PanelFigures>
      {stats && sent > 0 ? (
        <Muted data-testid="quotes-rate-note">
          {numbers.format(stats.acceptedOfSent)} of {numbers.format(sent)} quotes sent this month
          accepted so far.
        </Muted>
      ) : (
        <Muted data-testid="quotes-empty">No quotes sent this month yet</Muted>
      )}
      {stats && stats.timedQuotes > 0 ? (
        <Muted>
          Median over {numbers.format(stats.timedQuotes)} first{' '}
          {stats.timedQuotes === 1 ? 'quote' : 'quotes'} sent after a booked inspection.
        </Muted>
      ) : null}
    </>
  );
}

/**
 * Quotes on the dashboard: sent and accepted this month (Houston's calendar), the share of
 * this month's quotes accepted, and how long after the inspection the first quote goes out.
 */
export function QuoteCards() {
  const stats = useQuery(quoteStatsQuery());
  const month = stats.data?.month;
  return (
    <Panel
      $padding={4}
      as="section"
      aria-labelledby="quote-figures-title"
      aria-busy={stats.isPending}
    >
      <h2 id="quote-figures-title">Quotes this month</h2>
      <Muted>
        {month ? monthLabel(month) : 'This month'}, on Houston&apos;s calendar. A lead&apos;s
        revisions count as one quote.
      </Muted>
      {stats.isError ? (
        <Alert>Failed to load the quote figures. Please try again.</Alert>
      ) : stats.isPending ? (
        <Muted>Loading…</Muted>
      ) : (
        <Figures stats={stats.data ?? null} />
      )}
    </Panel>
  );
}

const Panel = styled(DashboardPanel)`
  p {
    margin: 0;
  }
  dl {
    ${up('md')} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;
