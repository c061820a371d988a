import { alsoAskedOn } from '@altum/domain';
import styled from 'styled-components';
import { routerLink } from '../../../../ui/routerLink';
import type { InboxLeadRow } from '../data/leads';

/** Linked requests a card lists by name; past these it counts the rest. */
export const RELATED_LEADS_SHOWN = 3;

/**
 * One homeowner, one thread: the other requests from the same phone number or mailbox (the
 * server links them), the latest few each a link that opens the inbox at it, and how many more
 * there are, so a homeowner who asked a dozen times does not fill the card.
 */
export function RelatedSection({ lead }: { lead: InboxLeadRow }) {
  const related = lead.relatedLeads
    .filter((other) => other.id !== lead.id)
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  if (related.length === 0) return null;
  const shown = related.slice(0, RELATED_LEADS_SHOWN);
  const more = related.length - shown.length;
  return (
    <Related aria-label={`Other requests from ${lead.name || 'this homeowner'}`}>
      {more > 0 && <Count data-testid="related-count">{`${related.length} other requests:`}</Count>}
      {shown.map((other) => (
        <li key={other.id}>
          <AlsoLink to="/admin/leads" search={{ lead: other.id }} data-testid="related-lead">
            {other.createdAt ? alsoAskedOn(other.createdAt) : 'Also asked earlier'}
          </AlsoLink>
        </li>
      ))}
      {more > 0 && <Count data-testid="related-more">{`and ${more} more`}</Count>}
    </Related>
  );
}

const Related = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
`;

const Count = styled.li`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A 24 px target of its own: on a phone it may sit beside the booking panel's windows.
const AlsoLink = routerLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`);
