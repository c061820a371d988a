import { alsoAskedOn } from '@altum/domain';
import styled from 'styled-components';
import { routerLink } from '../../../../ui/routerLink';
import type { InboxLeadRow } from '../data/leads';

/**
 * One homeowner, one thread: the other requests from the same phone number or mailbox (the
 * server links them), each a link that opens the inbox at it.
 */
export function RelatedSection({ lead }: { lead: InboxLeadRow }) {
  const related = lead.relatedLeads.filter((other) => other.id !== lead.id);
  if (related.length === 0) return null;
  return (
    <Related aria-label={`Other requests from ${lead.name || 'this homeowner'}`}>
      {related.map((other) => (
        <li key={other.id}>
          <AlsoLink to="/admin/leads" search={{ lead: other.id }} data-testid="related-lead">
            {other.createdAt ? alsoAskedOn(other.createdAt) : 'Also asked earlier'}
          </AlsoLink>
        </li>
      ))}
    </Related>
  );
}

const Related = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
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
