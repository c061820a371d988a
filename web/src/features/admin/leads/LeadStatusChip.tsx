import { LEAD_STATUS_LABELS, type LeadStatus } from '@altum/domain';
import styled, { type DefaultTheme } from 'styled-components';

const TONES: Record<LeadStatus, (theme: DefaultTheme) => { border: string; background: string }> = {
  new: (theme) => ({ border: theme.colors.accent, background: theme.colors.accentSoft }),
  contacted: (theme) => ({ border: theme.colors.warning, background: theme.colors.warningSoft }),
  won: (theme) => ({ border: theme.colors.success, background: theme.colors.successSoft }),
  lost: (theme) => ({ border: theme.colors.border, background: theme.colors.surfaceSunken }),
};

const Chip = styled.span<{ $status: LeadStatus }>`
  flex: none;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border: 1px solid ${({ theme, $status }) => TONES[$status](theme).border};
  background: ${({ theme, $status }) => TONES[$status](theme).background};
  color: ${({ theme }) => theme.colors.text};
`;

/** A lead's follow-up status, coloured so a list can be scanned: new stands out. */
export function LeadStatusChip({ status }: { status: LeadStatus }) {
  return (
    <Chip $status={status} data-testid="lead-status">
      {LEAD_STATUS_LABELS[status]}
    </Chip>
  );
}
