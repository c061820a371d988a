import {
  chosenTotalCents,
  formatUsd,
  QUOTE_STATUS_LABELS,
  TEXAS_DEDUCTIBLE_NOTICE,
  type QuoteOptionTier,
  type QuoteStatus,
  type QuoteTotals,
  type RequestQuote,
  zonedDay,
} from '@altum/domain';
import type { Ref } from 'react';
import styled from 'styled-components';
import { FieldError } from '../../ui/form/Field';
import { up } from '../../ui/theme';
import { QuoteLines } from './QuoteLines';
import { formatQuoteDay, formatQuoteTime, QUOTE_TEXT } from './quoteText';

/**
 * A sent version as the homeowner reads it and prints it: its status, the common items, the
 * options (a radio group while the homeowner can still choose), the total, the notes, the
 * valid-until day and, for an insurance claim, the deductible notice the statute requires.
 * Every amount comes from the domain's totals; all text is React text, never HTML.
 */
export function QuoteView(props: {
  quote: RequestQuote;
  totals: QuoteTotals;
  status: QuoteStatus;
  /** The options are a choice (an open offer); otherwise they are shown as they stand. */
  choosing: boolean;
  tier: QuoteOptionTier | null;
  onTier: (tier: QuoteOptionTier) => void;
  optionError?: string | undefined;
  firstOptionRef?: Ref<HTMLInputElement>;
}) {
  const { quote, totals } = props;
  const hasOptions = totals.options.length > 0;
  const accepted = quote.acceptance;
  const shownTier = accepted ? accepted.optionTier : props.tier;
  const total = chosenTotalCents(totals, shownTier);
  const optionErrorId = 'quote-option-error';

  return (
    <>
      <Summary>
        <div>
          <Meta>
            Version {quote.version} · sent {formatQuoteDay(zonedDay(quote.sentAt))}
          </Meta>
          <Meta>
            {props.status === 'expired' ? 'Was valid until ' : 'Valid until '}
            <strong>{formatQuoteDay(quote.validUntil)}</strong>
          </Meta>
        </div>
        <Status $status={props.status}>
          <span className="label">Status</span> {QUOTE_STATUS_LABELS[props.status]}
        </Status>
      </Summary>

      {quote.items.length > 0 && (
        <QuoteLines
          caption={hasOptions ? 'Included with every option' : 'The work'}
          lines={totals.lines}
          totals={
            hasOptions
              ? [{ label: 'Subtotal', cents: totals.itemsSubtotalCents }]
              : [{ label: 'Total', cents: totals.itemsSubtotalCents, strong: true }]
          }
        />
      )}

      {hasOptions &&
        (props.choosing ? (
          <Options aria-describedby={props.optionError ? optionErrorId : undefined}>
            <legend>{QUOTE_TEXT.chooseLegend}</legend>
            {props.optionError && <FieldError id={optionErrorId}>{props.optionError}</FieldError>}
            {totals.options.map((option, index) => (
              <OptionCard key={option.tier} $chosen={props.tier === option.tier}>
                <OptionPick>
                  <input
                    type="radio"
                    name="quote-option"
                    value={option.tier}
                    checked={props.tier === option.tier}
                    onChange={() => props.onTier(option.tier)}
                    aria-invalid={props.optionError ? true : undefined}
                    ref={index === 0 ? props.firstOptionRef : undefined}
                  />
                  <span className="name">{option.label}</span>
                  <span className="total">{formatUsd(option.totalCents)}</span>
                </OptionPick>
                <QuoteLines
                  caption={`${option.label}: what it includes`}
                  lines={option.lines}
                  totals={optionTotals(totals, option)}
                />
              </OptionCard>
            ))}
          </Options>
        ) : (
          <OptionList aria-label="Options">
            {totals.options.map((option) => (
              <OptionCard
                as="section"
                key={option.tier}
                $chosen={accepted?.optionTier === option.tier}
                aria-label={option.label}
              >
                <OptionPick as="div" $static>
                  <span className="name">
                    {option.label}
                    {accepted?.optionTier === option.tier && <Chosen> Accepted</Chosen>}
                  </span>
                  <span className="total">{formatUsd(option.totalCents)}</span>
                </OptionPick>
                <QuoteLines
                  caption={`${option.label}: what it includes`}
                  lines={option.lines}
                  totals={optionTotals(totals, option)}
                />
              </OptionCard>
            ))}
          </OptionList>
        ))}

      {hasOptions && (
        <Total aria-live="polite">
          {total === null ? (
            <span className="hint">Choose an option to see your total.</span>
          ) : (
            <>
              <span>Your total</span>
              <strong>{formatUsd(total)}</strong>
            </>
          )}
        </Total>
      )}

      {quote.notes.trim() !== '' && (
        <Notes>
          <h3>Notes</h3>
          <p>{quote.notes}</p>
        </Notes>
      )}

      {quote.insuranceClaim && (
        <Notice>
          <h3>Insurance deductible notice</h3>
          <p>{TEXAS_DEDUCTIBLE_NOTICE.text}</p>
        </Notice>
      )}

      {accepted && (
        <Record>
          <h3 id="quote-accepted" data-focus-key="quote-accepted" tabIndex={-1}>
            Accepted
          </h3>
          <p>
            Accepted by <strong>{accepted.typedName}</strong> on{' '}
            {formatQuoteTime(accepted.acceptedAt)}
            {accepted.optionTier && (
              <>
                , option{' '}
                <strong>
                  {totals.options.find((option) => option.tier === accepted.optionTier)?.label}
                </strong>
              </>
            )}
            .
          </p>
          <p className="fingerprint">Content fingerprint (SHA-256): {quote.contentSha256}</p>
        </Record>
      )}
    </>
  );
}

function optionTotals(totals: QuoteTotals, option: QuoteTotals['options'][number]) {
  return totals.lines.length > 0
    ? [
        { label: 'Option subtotal', cents: option.subtotalCents },
        { label: 'Total with the common items', cents: option.totalCents, strong: true },
      ]
    : [{ label: 'Total', cents: option.totalCents, strong: true }];
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Status = styled.p<{ $status: QuoteStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border: 1px solid currentColor;
  color: ${({ theme, $status }) =>
    $status === 'accepted'
      ? theme.colors.success
      : $status === 'expired'
        ? theme.colors.destructive
        : theme.colors.accentText};
  background: ${({ theme, $status }) =>
    $status === 'accepted'
      ? theme.colors.successSoft
      : $status === 'expired'
        ? theme.colors.destructiveSoft
        : theme.colors.accentSoft};
  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const OptionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const OptionCard = styled.div<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.accentSoft : theme.colors.surface)};
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${up('md')} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
  @media print {
    break-inside: avoid;
  }
`;

/* A phone puts the option's total under its name; wider screens beside it. */
const OptionPick = styled.label<{ $static?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $static }) => ($static ? '1fr' : 'auto 1fr')};
  grid-template-areas: ${({ $static }) => ($static ? "'name' 'total'" : "'pick name' '. total'")};
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  min-height: 44px;
  cursor: ${({ $static }) => ($static ? 'auto' : 'pointer')};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  input {
    grid-area: pick;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accentText};
  }
  .name {
    grid-area: name;
  }
  .total {
    grid-area: total;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.accentText};
  }
  ${up('sm')} {
    grid-template-columns: ${({ $static }) => ($static ? '1fr auto' : 'auto 1fr auto')};
    grid-template-areas: ${({ $static }) => ($static ? "'name total'" : "'pick name total'")};
    .total {
      text-align: right;
    }
  }
  @media print {
    input {
      display: none;
    }
  }
`;

const Chosen = styled.span`
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  vertical-align: middle;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    font-variant-numeric: tabular-nums;
  }
  .hint {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
  @media print {
    border: 2px solid #000;
  }
`;

const Notes = styled.div`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/* The statute asks for at least 12-point bold type: never smaller, whatever the theme says. */
const Notice = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: max(12pt, ${({ theme }) => theme.fontSizes.md});
  }
  p {
    font-size: max(12pt, ${({ theme }) => theme.fontSizes.md});
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  @media print {
    border: 2px solid #000;
    p {
      font-size: 12pt;
    }
  }
`;

const Record = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .fingerprint {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
