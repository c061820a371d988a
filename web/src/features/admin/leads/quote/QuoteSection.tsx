import { LEAD_INBOX_MESSAGES, type QuoteContent } from '@altum/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { showToast } from '../../../../ui/toast/toast';
import { useOnline } from '../../shell/useOnline';
import { Muted, Section } from '../card/styles';
import type { InboxLeadRow } from '../data/leads';
import { useNearViewport } from '../photos/useNearViewport';
import { announce } from '../useLeadWork';
import type { StaffQuote } from './data/quotes';
import { QuotePanel, type QuoteActions } from './QuotePanel';
import {
  deleteQuoteDraftMutation,
  quotePdfUrlQuery,
  saveQuoteDraftMutation,
  sendQuoteMutation,
  watchQuotes,
} from './queries';

const lateFailure = (error: unknown) => {
  console.error('A quote change was refused after it was kept on the device', error);
  showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
};

const failed = (what: string, error: unknown) => {
  console.error(`${what} failed`, error);
  showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
  return false;
};

/**
 * A lead's versions, live once the card nears the screen (a long inbox follows only the
 * cards someone scrolls to); undefined until the first snapshot.
 */
function useLiveQuotes(leadId: string, enabled: boolean) {
  const [quotes, setQuotes] = useState<StaffQuote[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onError = (failure: unknown) => {
      console.error('Following the quotes failed', failure);
      setError(failure);
    };
    void watchQuotes(
      leadId,
      (rows) => {
        setError(null);
        setQuotes(rows);
      },
      onError,
    ).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    }, onError);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [leadId, enabled]);
  return { quotes, error };
}

/** The accepted version's PDF, from Storage (staff only), once its link is known. */
function QuotePdfLink({ path, version }: { path: string; version: number }) {
  const url = useQuery(quotePdfUrlQuery(path));
  if (url.data) {
    return (
      <a href={url.data} target="_blank" rel="noopener noreferrer">
        PDF of accepted quote v{version}
      </a>
    );
  }
  return (
    <Muted as="p">
      {url.isError ? 'The PDF could not be reached. Try again online.' : 'Finding the PDF...'}
    </Muted>
  );
}

/** The lead card's Quote section: versions, the draft editor, send and revise. */
export function QuoteSection({
  lead,
  uid,
  now,
}: {
  lead: InboxLeadRow;
  /** The signed-in staff member: the author of every write. */
  uid: string;
  now: Date;
}) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const { quotes, error } = useLiveQuotes(lead.id, near);
  const online = useOnline();
  const save = useMutation(saveQuoteDraftMutation(lateFailure));
  const send = useMutation(sendQuoteMutation(lateFailure));
  const remove = useMutation(deleteQuoteDraftMutation(lateFailure));
  const headingId = `lead-${lead.id}-quote`;

  const write = (version: number, content: QuoteContent, isNew: boolean) => ({
    leadId: lead.id,
    version,
    content,
    uid,
    isNew,
  });
  const actions: QuoteActions = {
    onSave: (version, content, isNew) =>
      save.mutateAsync(write(version, content, isNew)).then(
        (outcome) => {
          announce(`Draft v${version} saved`)(outcome);
          return true;
        },
        (failure: unknown) => failed('Saving the quote', failure),
      ),
    onSend: (version, content, isNew) =>
      send.mutateAsync(write(version, content, isNew)).then(
        (outcome) => {
          announce(`Quote v${version} sent`)(outcome);
          return true;
        },
        (failure: unknown) => failed('Sending the quote', failure),
      ),
    onDelete: (version) =>
      remove.mutateAsync({ leadId: lead.id, version }).then(
        (outcome) => {
          announce(`Draft v${version} deleted`)(outcome);
          return true;
        },
        (failure: unknown) => failed('Deleting the draft', failure),
      ),
  };

  return (
    <QuoteBlock ref={ref} aria-labelledby={headingId} data-testid="lead-quote">
      <h3 id={headingId}>Quote</h3>
      {error ? (
        <Muted as="p">The quote could not be loaded.</Muted>
      ) : (
        <QuotePanel
          leadId={lead.id}
          leadName={lead.name || 'this lead'}
          quotes={near ? quotes : undefined}
          now={now}
          online={online}
          busy={save.isPending || send.isPending || remove.isPending}
          actions={actions}
          PdfLink={QuotePdfLink}
        />
      )}
    </QuoteBlock>
  );
}

/* The editor needs the card's whole width: the section spans every column. */
const QuoteBlock = styled(Section)`
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
