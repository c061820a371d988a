import { LEAD_INBOX_MESSAGES } from '@altum/domain';
import type { ReactNode } from 'react';
import { Muted } from '../../../../ui/Typography';
import { InboxHeading } from './styles';

/** What a search found, or why it looked for nothing. */
export function SearchResults({
  q,
  valid,
  pending,
  failed,
  count,
  children,
}: {
  q: string;
  valid: boolean;
  pending: boolean;
  failed: boolean;
  count: number | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="lead-search-results">
      <InboxHeading id="lead-search-results">Leads found</InboxHeading>
      <Muted role="status">
        {!valid
          ? 'Type a whole phone number (10 digits, any format) or an e-mail address.'
          : pending
            ? 'Looking…'
            : failed
              ? LEAD_INBOX_MESSAGES.loadFailed
              : count === 0
                ? `No lead with ${q}.`
                : `${count} ${count === 1 ? 'lead' : 'leads'} with ${q}.`}
      </Muted>
      {children}
    </section>
  );
}
