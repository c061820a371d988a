import {
  leadCountLabel,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadOwnerFilter,
  type LeadStatus,
} from '@altum/domain';
import styled from 'styled-components';
import { routerLink } from '../../../ui/routerLink';

const OWNER_LABELS: Record<LeadOwnerFilter | 'all', string> = {
  mine: 'Mine',
  unassigned: 'Unassigned',
  all: 'All',
};

type ListChoice = LeadStatus | 'due' | undefined;

const choiceSearch = (choice: ListChoice) =>
  choice === 'due' ? { followUp: 'due' as const } : choice ? { status: choice } : {};

/**
 * The inbox's two filters, each a set of links that keep the other's choice in the URL:
 * whose leads (Mine / Unassigned / All) and which list (all, a status, or the follow-ups
 * due). Each list's count comes from the server; with none (offline), no number is shown.
 */
export function LeadFilters({
  status,
  due = false,
  owner,
  counts,
}: {
  status?: LeadStatus;
  due?: boolean;
  owner?: LeadOwnerFilter;
  counts?: Partial<Record<LeadStatus | 'all' | 'due', number>>;
}) {
  const owners: (LeadOwnerFilter | undefined)[] = ['mine', 'unassigned', undefined];
  const choices: ListChoice[] = [
    undefined,
    'new',
    'due',
    ...LEAD_STATUSES.filter((s) => s !== 'new'),
  ];
  const current: ListChoice = due ? 'due' : status;
  return (
    <Bars>
      <Filters aria-label="Filter leads by owner" data-testid="owner-filter">
        {owners.map((option) => (
          <FilterLink
            key={option ?? 'all'}
            to="/admin/leads"
            search={{ ...choiceSearch(current), ...(option ? { owner: option } : {}) }}
            aria-current={option === owner ? 'page' : undefined}
          >
            {OWNER_LABELS[option ?? 'all']}
          </FilterLink>
        ))}
      </Filters>
      <Filters aria-label="Filter leads by status">
        {choices.map((option) => {
          const count = counts?.[option ?? 'all'];
          return (
            <FilterLink
              key={option ?? 'all'}
              to="/admin/leads"
              search={{ ...choiceSearch(option), ...(owner ? { owner } : {}) }}
              aria-current={option === current ? 'page' : undefined}
            >
              {option === 'due' ? 'Follow-up due' : option ? LEAD_STATUS_LABELS[option] : 'All'}
              {count !== undefined ? <Count>{leadCountLabel(count)}</Count> : null}
            </FilterLink>
          );
        })}
      </Filters>
    </Bars>
  );
}

const Bars = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Filters = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const FilterAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onInk};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FilterLink = routerLink(FilterAnchor);

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  opacity: 0.75;
`;
