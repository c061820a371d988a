import {
  formatUsd,
  QUOTE_STATUS_LABELS,
  shownQuoteStatus,
  type QuoteContent,
  type QuoteStatus,
} from '@altum/domain';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Button } from '../../../../ui/Button';
import { ConfirmDeleteDialog } from '../../../../ui/ConfirmDeleteDialog';
import { Muted, Pending } from '../card/styles';
import type { StaffQuote } from './data/quotes';
import { newQuoteContent } from './editorModel';
import { clearQuoteForm, keptQuoteKey } from './keptQuoteForms';
import { QuoteEditor } from './QuoteEditor';
import { QuoteView, safeTotals } from './QuoteView';

/** What the section does with a version; each resolves true once done (or queued offline). */
export interface QuoteActions {
  onSave: (version: number, content: QuoteContent, isNew: boolean) => Promise<boolean>;
  onSend: (version: number, content: QuoteContent, isNew: boolean) => Promise<boolean>;
  onDelete: (version: number) => Promise<boolean>;
}

type Open =
  | { mode: 'edit'; version: number; initial: QuoteContent }
  | { mode: 'view'; version: number }
  | null;

const content = (quote: StaffQuote): QuoteContent => ({
  items: quote.items,
  options: quote.options,
  notes: quote.notes,
  validUntil: quote.validUntil,
  insuranceClaim: quote.insuranceClaim,
});

/** A version's line in the list: its total, or how many options it offers. */
function priceLine(quote: StaffQuote): string {
  if (quote.options.length > 0) return `${quote.options.length} options`;
  const total = safeTotals(quote)?.totalCents;
  return total == null ? '' : formatUsd(total);
}

/**
 * The lead's quote: its versions, newest first, each with its status (expired by the
 * company's calendar), and the one open below: a draft in the editor, any other read-only.
 * One draft at a time: a new quote when there is none, 'Revise' on the latest sent version
 * (a new draft, v(n+1), copied from it).
 */
export function QuotePanel({
  leadId,
  leadName,
  quotes,
  now,
  online,
  busy,
  actions,
  PdfLink,
}: {
  leadId: string;
  leadName: string;
  /** Newest first; undefined while loading. */
  quotes: StaffQuote[] | undefined;
  now: Date;
  online: boolean;
  busy: boolean;
  actions: QuoteActions;
  PdfLink: ComponentType<{ path: string; version: number }>;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  // Where focus goes once the control that had it has gone (a closed editor, a sent draft):
  // after the render that shows the new place.
  const listRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || !listRef.current) return;
    focusTarget.current = null;
    listRef.current.querySelector<HTMLElement>(target)?.focus();
  });
  const refocus = (target: string) => {
    focusTarget.current = target;
  };
  if (quotes === undefined) return <Muted as="p">Loading the quote...</Muted>;

  const latest = quotes[0];
  const draft = quotes.find((quote) => quote.status === 'draft');
  const nextVersion = (latest?.version ?? 0) + 1;
  const stored = (version: number) => quotes.find((quote) => quote.version === version);
  const opened = open ? stored(open.version) : undefined;

  const edit = (quote: StaffQuote) =>
    setOpen({ mode: 'edit', version: quote.version, initial: content(quote) });
  const revise = async (from: StaffQuote) => {
    const copy = content(from);
    if (await actions.onSave(nextVersion, copy, true)) {
      setOpen({ mode: 'edit', version: nextVersion, initial: copy });
    }
  };

  return (
    <Panel ref={listRef}>
      {quotes.length === 0 ? (
        <Muted as="p">No quote yet.</Muted>
      ) : (
        <Versions aria-label={`Quote versions for ${leadName}`}>
          {quotes.map((quote) => {
            const status = shownQuoteStatus(quote, now);
            const isOpen = open?.version === quote.version;
            return (
              <li key={quote.id} data-testid="quote-version" data-version={quote.version}>
                <strong>v{quote.version}</strong>
                <Status $status={status} data-testid="quote-status">
                  {QUOTE_STATUS_LABELS[status]}
                </Status>
                <Muted as="span">{priceLine(quote)}</Muted>
                {quote.pending ? <Pending>Waiting to sync</Pending> : null}
                {quote.status === 'draft' ? (
                  isOpen ? null : (
                    <Button
                      $size="sm"
                      $variant="ghost"
                      data-quote-focus
                      onClick={() => edit(quote)}
                    >
                      Edit draft v{quote.version}
                    </Button>
                  )
                ) : (
                  <Button
                    $size="sm"
                    $variant="ghost"
                    data-quote-focus={quote === latest || undefined}
                    aria-expanded={isOpen}
                    onClick={() =>
                      setOpen(isOpen ? null : { mode: 'view', version: quote.version })
                    }
                  >
                    {isOpen ? `Hide v${quote.version}` : `View v${quote.version}`}
                  </Button>
                )}
                {!draft && quote === latest && quote.status !== 'draft' ? (
                  <Button
                    $size="sm"
                    $variant="ghost"
                    disabled={busy}
                    onClick={() => void revise(quote)}
                  >
                    Revise as v{nextVersion}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </Versions>
      )}
      {quotes.length === 0 && open?.mode !== 'edit' ? (
        <Start
          $size="sm"
          data-quote-focus
          onClick={() => setOpen({ mode: 'edit', version: 1, initial: newQuoteContent(now) })}
        >
          Write a quote
        </Start>
      ) : null}

      {open?.mode === 'edit' && (!opened || opened.status === 'draft') ? (
        <QuoteEditor
          key={`${leadId}-v${open.version}`}
          version={open.version}
          leadName={leadName}
          keptKey={keptQuoteKey(leadId, open.version)}
          initial={open.initial}
          online={online}
          busy={busy}
          onSave={(edited) => void actions.onSave(open.version, edited, !opened)}
          onSend={async (edited) => {
            const sent = await actions.onSend(open.version, edited, !opened);
            if (sent) {
              setOpen({ mode: 'view', version: open.version });
              refocus('[data-testid="quote-view"]');
            }
            return sent;
          }}
          onDelete={opened ? () => setDeleting(open.version) : undefined}
          onClose={() => {
            setOpen(null);
            refocus('[data-quote-focus]');
          }}
        />
      ) : opened ? (
        <QuoteView quote={opened} now={now} PdfLink={PdfLink} />
      ) : null}

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete draft v${deleting ?? ''}?`}
        description="The draft and everything typed in it are removed. Sent versions stay."
        confirmLabel="Delete draft"
        deleting={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          void actions.onDelete(deleting).then((done) => {
            setDeleting(null);
            if (done) {
              clearQuoteForm(keptQuoteKey(leadId, deleting));
              setOpen(null);
              refocus('[data-quote-focus]');
            }
          });
        }}
      />
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const TONES: Record<QuoteStatus, (theme: DefaultTheme) => { border: string; background: string }> =
  {
    draft: (theme) => ({ border: theme.colors.border, background: theme.colors.surfaceSunken }),
    sent: (theme) => ({ border: theme.colors.accent, background: theme.colors.accentSoft }),
    viewed: (theme) => ({ border: theme.colors.warning, background: theme.colors.warningSoft }),
    accepted: (theme) => ({ border: theme.colors.success, background: theme.colors.successSoft }),
    changesRequested: (theme) => ({
      border: theme.colors.warning,
      background: theme.colors.warningSoft,
    }),
    expired: (theme) => ({ border: theme.colors.border, background: theme.colors.surface }),
  };

const Status = styled.span<{ $status: QuoteStatus }>`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border: 1px solid ${({ theme, $status }) => TONES[$status](theme).border};
  background: ${({ theme, $status }) => TONES[$status](theme).background};
`;

const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Start = styled(Button)`
  align-self: flex-start;
`;
