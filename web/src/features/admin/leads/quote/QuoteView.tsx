import {
  formatUsd,
  QUOTE_STATUS_LABELS,
  quoteTotals,
  shownQuoteStatus,
  type QuoteLineItem,
  type QuoteLineTotal,
  type QuoteTotals,
} from '@altum/domain';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Table } from '../../../../ui/Table';
import { Fact, Facts, Muted } from '../card/styles';
import type { StaffQuote } from './data/quotes';
import { DeductibleNotice } from './DeductibleNotice';
import { TIER_LABELS } from './editorModel';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Priced by the domain, or null for a version that cannot be (a draft with a bad number). */
export function safeTotals(quote: Pick<StaffQuote, 'items' | 'options'>): QuoteTotals | null {
  try {
    return quoteTotals(quote);
  } catch {
    return null;
  }
}

function LinesTable({
  caption,
  items,
  priced,
}: {
  caption: string;
  items: QuoteLineItem[];
  priced: QuoteLineTotal[] | undefined;
}) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit</th>
          <th scope="col">Unit price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const total = priced?.[index]?.totalCents;
          return (
            <tr key={index}>
              <td>{item.description}</td>
              <td>{item.quantity}</td>
              <td>{item.unit}</td>
              <td>
                {Number.isSafeInteger(item.unitPriceCents) ? formatUsd(item.unitPriceCents) : '—'}
              </td>
              <td>{total === undefined ? '—' : formatUsd(total)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/**
 * A version as it stands, read-only: what a sent version shows (it is frozen), with what
 * followed it (viewed, accepted, changes asked, the PDF). Text is shown as text, never HTML.
 */
export function QuoteView({
  quote,
  now,
  PdfLink,
}: {
  quote: StaffQuote;
  now: Date;
  PdfLink: ComponentType<{ path: string; version: number }>;
}) {
  const totals = safeTotals(quote);
  const status = shownQuoteStatus(quote, now);
  return (
    <View
      aria-label={`Quote v${quote.version}, read-only`}
      data-testid="quote-view"
      // Focused when it replaces the editor that sent it.
      tabIndex={-1}
    >
      <Facts>
        <Fact label="Status">{QUOTE_STATUS_LABELS[status]}</Fact>
        <Fact label="Valid until">{quote.validUntil}</Fact>
        {quote.sentAt ? <Fact label="Sent">{dateTime.format(quote.sentAt)}</Fact> : null}
        {quote.viewedAt ? (
          <Fact label="First viewed">{dateTime.format(quote.viewedAt)}</Fact>
        ) : null}
        {quote.acceptance ? (
          <Fact label="Accepted">
            {dateTime.format(quote.acceptance.acceptedAt)} by “{quote.acceptance.typedName}”
            {quote.acceptance.optionTier ? `, ${TIER_LABELS[quote.acceptance.optionTier]}` : ''}
          </Fact>
        ) : null}
        {quote.changeRequest ? (
          <Fact label="Changes asked">
            {dateTime.format(quote.changeRequest.at)}: {quote.changeRequest.message}
          </Fact>
        ) : null}
        {quote.sendError != null ? (
          <Fact label="E-mail">
            Not sent to the homeowner
            {typeof quote.sendError === 'string' ? `: ${quote.sendError}` : ''}
          </Fact>
        ) : null}
      </Facts>
      {quote.pdfPath ? <PdfLink path={quote.pdfPath} version={quote.version} /> : null}
      {quote.items.length > 0 ? (
        <LinesTable
          caption={quote.options.length > 0 ? 'Common items' : 'Line items'}
          items={quote.items}
          priced={totals?.lines}
        />
      ) : null}
      {quote.options.map((option, index) => (
        <LinesTable
          key={option.tier}
          caption={`${TIER_LABELS[option.tier]}: ${option.label}`}
          items={option.items}
          priced={totals?.options[index]?.lines}
        />
      ))}
      <TotalsList totals={totals} />
      {quote.notes ? <Notes>{quote.notes}</Notes> : null}
      {quote.insuranceClaim ? <DeductibleNotice /> : null}
    </View>
  );
}

/** The totals as quoteTotals gives them: one total, or each option's. */
export function TotalsList({ totals }: { totals: QuoteTotals | null }) {
  if (!totals) {
    return <Muted as="p">Totals show once every quantity and price is valid.</Muted>;
  }
  return (
    <Totals data-testid="quote-totals">
      {totals.options.length === 0 ? (
        <div>
          <dt>Total</dt>
          <dd>{formatUsd(totals.totalCents ?? 0)}</dd>
        </div>
      ) : (
        <>
          {totals.lines.length > 0 ? (
            <div>
              <dt>Common items</dt>
              <dd>{formatUsd(totals.itemsSubtotalCents)}</dd>
            </div>
          ) : null}
          {totals.options.map((option) => (
            <div key={option.tier}>
              <dt>
                {TIER_LABELS[option.tier]}
                {option.label ? `: ${option.label}` : ''}
              </dt>
              <dd>{formatUsd(option.totalCents)}</dd>
            </div>
          ))}
        </>
      )}
    </Totals>
  );
}

const View = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Totals = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content max-content;
  gap: 2px ${({ theme }) => theme.space[4]}px;
  div {
    display: contents;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
