import {
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

/**
 * The inbox's two filters, each a set of links that keep the other's choice in the URL:
 * whose leads (Mine / Unassigned / All) and which status.
 */
export function LeadFilters({
  status,
  owner,
  counts,
}: {
  status?: LeadStatus;
  owner?: LeadOwnerFilter;
  counts: Record<string, number>;
}) {
  const owners: (LeadOwnerFilter | undefined)[] = ['mine', 'unassigned', undefined];
  const statuses: (LeadStatus | undefined)[] = [undefined, ...LEAD_STATUSES];
  return (
    <Bars>
      <Filters aria-label="Filter leads by owner" data-testid="owner-filter">
        {owners.map((option) => (
          <FilterLink
            key={option ?? 'all'}
            to="/admin/leads"
            search={{ ...(status ? { status } : {}), ...(option ? { owner: option } : {}) }}
            aria-current={option === owner ? 'page' : undefined}
          >
            {OWNER_LABELS[option ?? 'all']}
          </FilterLink>
        ))}
      </Filters>
      <Filters aria-label="Filter leads by status">
        {statuses.map((option) => (
          <FilterLink
            key={option ?? 'all'}
            to="/admin/leads"
            search={{ ...(option ? { status: option } : {}), ...(owner ? { owner } : {}) }}
            aria-current={option === status ? 'page' : undefined}
          >
            {option ? LEAD_STATUS_LABELS[option] : 'All'}
            <Count>{counts[option ?? 'all'] ?? 0}</Count>
          </FilterLink>
        ))}
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
