import {
  chosenTotalCents,
  formatUsd,
  QUOTE_ESIGN_CONSENT,
  quoteTotals,
  shownQuoteStatus,
  type QuoteOptionTier,
  type QuoteTotals,
  type RequestQuote,
} from '@altum/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { company } from '../../content/company';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFocusAfterChange } from '../../ui/useFocusAfterChange';
import { AcceptForm, type AcceptErrors } from './AcceptForm';
import { ChangesForm } from './ChangesForm';
import { latestQuoteQuery, quoteKeys } from './queries';
import { useQuoteSource } from './QuoteSource';
import { formatQuoteTime, QUOTE_TEXT } from './quoteText';
import { QuoteView } from './QuoteView';

/** Versions whose first view this page already reported: once per version, not per render. */
const reportedViews = new Set<string>();

/** How long the page reads the quote again after a decision, until the server's copy has it. */
const FOLLOW_MS = 30_000;
const FOLLOW_EVERY_MS = 1_500;

type Acceptance = NonNullable<RequestQuote['acceptance']>;

/**
 * The request's quote on its page: the latest sent version, to read, print, accept or answer
 * with a request for changes. Shows nothing while there is none (or none this device has seen,
 * offline). Read through Firestore's device cache, so a quote opened once reads offline too.
 */
export default function QuoteSection(props: { leadId: string }) {
  const { leadId } = props;
  const source = useQuoteSource();
  const queryClient = useQueryClient();
  const [following, setFollowing] = useState<{ status: string; since: number } | null>(null);
  const latest = useQuery({
    ...latestQuoteQuery(source, leadId),
    retry: 1,
    // After a decision the server's copy follows within moments: read it until it shows.
    refetchInterval: (query) =>
      following &&
      query.state.data?.quote.status !== following.status &&
      Date.now() - following.since < FOLLOW_MS
        ? FOLLOW_EVERY_MS
        : false,
  });
  const quote = latest.data?.quote;
  const fromCache = latest.data?.fromCache ?? true;

  // The first view of a sent version, told once; never from the device's copy (offline), and
  // a failure is nobody's concern but the office's.
  const quoteId = quote?.quoteId;
  const stored = quote?.status;
  useEffect(() => {
    if (!quoteId || stored !== 'sent' || fromCache || !navigator.onLine) return;
    const key = `${leadId}/${quoteId}`;
    if (reportedViews.has(key)) return;
    reportedViews.add(key);
    source.view(leadId, quoteId).catch(() => undefined);
  }, [leadId, quoteId, stored, fromCache, source]);

  if (!quote) return null;
  let totals: QuoteTotals;
  try {
    totals = quoteTotals(quote);
  } catch {
    // A version the domain cannot price is never shown as if it were a price.
    return null;
  }
  return (
    <OpenedQuote
      leadId={leadId}
      quote={quote}
      totals={totals}
      refresh={() => queryClient.invalidateQueries({ queryKey: quoteKeys.latest(leadId) })}
      follow={(status) => setFollowing({ status, since: Date.now() })}
    />
  );
}

function OpenedQuote(props: {
  leadId: string;
  quote: RequestQuote;
  totals: QuoteTotals;
  refresh: () => Promise<void>;
  follow: (status: RequestQuote['status']) => void;
}) {
  const { leadId, totals } = props;
  const source = useQuoteSource();
  const [openedAt] = useState(() => new Date());
  const [tier, setTier] = useState<QuoteOptionTier | null>(null);
  const [consent, setConsent] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<AcceptErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [justAccepted, setJustAccepted] = useState<{
    quoteId: string;
    acceptance: Acceptance;
  } | null>(null);
  const [changes, setChanges] = useState<'closed' | 'open' | 'sent'>('closed');
  const focusAfter = useFocusAfterChange();
  const firstOption = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const nameBox = useRef<HTMLInputElement>(null);

  // What the server recorded wins; until its copy arrives, what the function just answered.
  // (Kept with its version: a newer one sent meanwhile is a new offer.)
  const quote: RequestQuote =
    props.quote.acceptance || justAccepted?.quoteId !== props.quote.quoteId
      ? props.quote
      : { ...props.quote, status: 'accepted', acceptance: justAccepted.acceptance };
  const status = shownQuoteStatus(quote, openedAt);
  const open = status === 'sent' || status === 'viewed' || status === 'changesRequested';
  const hasOptions = totals.options.length > 0;
  // A choice survives a newer version only if that version still offers it.
  const chosen = totals.options.some((option) => option.tier === tier) ? tier : null;
  const total = chosenTotalCents(totals, chosen);

  const accept = async () => {
    const found: AcceptErrors = {};
    if (hasOptions && chosen === null) found.option = QUOTE_TEXT.optionRequired;
    if (!consent) found.consent = QUOTE_TEXT.consentRequired;
    if (name.trim() === '') found.name = QUOTE_TEXT.nameRequired;
    setErrors(found);
    setProblem(null);
    if (found.option) return firstOption.current?.focus();
    if (found.consent) return consentBox.current?.focus();
    if (found.name) return nameBox.current?.focus();

    setBusy(true);
    const typedName = name.trim();
    const answer = await source.accept({
      leadId,
      quoteId: quote.quoteId,
      optionTier: chosen,
      typedName,
      consentVersion: QUOTE_ESIGN_CONSENT.version,
    });
    setBusy(false);
    if (answer.kind === 'accepted') {
      setJustAccepted({
        quoteId: quote.quoteId,
        acceptance: { optionTier: chosen, typedName, acceptedAt: answer.acceptedAt },
      });
      focusAfter('quote-accepted');
      props.follow('accepted');
      void props.refresh();
      return;
    }
    // The server's words, beside the field they are about when there is one.
    if (answer.message === QUOTE_TEXT.nameRequired) {
      setErrors({ name: answer.message });
      return nameBox.current?.focus();
    }
    if (answer.message === QUOTE_TEXT.optionRequired) {
      setErrors({ option: answer.message });
      return firstOption.current?.focus();
    }
    setProblem(answer.message);
    focusAfter('quote-problem');
    // Expired, accepted meanwhile or replaced by a newer version: show where it stands now.
    if (answer.kind === 'refused') void props.refresh();
  };

  return (
    <Box aria-labelledby="quote-heading" data-quote-print>
      <PrintStyle />
      <Letterhead>
        {company.name} · {company.phone.display} · {company.email}
      </Letterhead>
      <Header>
        <h2 id="quote-heading">{QUOTE_TEXT.heading}</h2>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          onClick={() => window.print()}
          data-print="hide"
        >
          {/* Words only: an icon would join the icon chunk every public page loads. */}
          Print
        </Button>
      </Header>

      {status === 'expired' && <Alert tone="warning">{QUOTE_TEXT.expired}</Alert>}
      {status === 'changesRequested' && quote.changeRequest && changes !== 'sent' && (
        <Alert tone="info">
          You asked for changes on {formatQuoteTime(quote.changeRequest.at)}. We will send you a
          revised quote; you can still accept this one.
        </Alert>
      )}

      <QuoteView
        quote={quote}
        totals={totals}
        status={status}
        choosing={open}
        tier={chosen}
        onTier={(next) => {
          setTier(next);
          setErrors(({ option: _done, ...rest }) => rest);
        }}
        optionError={errors.option}
        firstOptionRef={firstOption}
      />

      {problem && (
        <div data-focus-key="quote-problem" tabIndex={-1} data-print="hide">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}

      {open && (
        <Decide data-print="hide">
          <AcceptForm
            totalText={total === null ? null : formatUsd(total)}
            consent={consent}
            onConsent={(agreed) => {
              setConsent(agreed);
              if (agreed) setErrors(({ consent: _done, ...rest }) => rest);
            }}
            name={name}
            onName={setName}
            errors={errors}
            busy={busy}
            onSubmit={() => void accept()}
            consentRef={consentBox}
            nameRef={nameBox}
          />
          {changes === 'open' ? (
            <ChangesForm
              send={(message) => source.requestChanges(leadId, quote.quoteId, message)}
              onSent={() => {
                setChanges('sent');
                focusAfter('quote-changes-sent');
                props.follow('changesRequested');
                void props.refresh();
              }}
              onClose={() => setChanges('closed')}
            />
          ) : changes === 'sent' ? (
            <p data-focus-key="quote-changes-sent" tabIndex={-1} role="status">
              {QUOTE_TEXT.changesSent}
            </p>
          ) : (
            <Other>
              <span>Not quite right?</span>
              <Button type="button" $variant="ghost" onClick={() => setChanges('open')}>
                Ask for changes
              </Button>
            </Other>
          )}
        </Decide>
      )}
    </Box>
  );
}

/**
 * On paper: the quote alone, black on white. Everything that is not the quote, inside it or
 * on the way to it is hidden (the site's header and footer, the rest of the request page),
 * the boxes it sits in lose their padding and shadows, and buttons and forms stay off.
 */
const PrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 14mm; }
    html, body { background: #fff !important; }
    body :not(:has([data-quote-print])):not([data-quote-print]):not([data-quote-print] *) {
      display: none !important;
    }
    body :has([data-quote-print]) {
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
      max-width: none !important;
    }
    [data-quote-print] [data-print='hide'] { display: none !important; }
    [data-quote-print], [data-quote-print] * {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    [data-quote-print] tr { break-inside: avoid; }
  }
`;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

const Letterhead = styled.p`
  display: none;
  @media print {
    display: block;
    padding-bottom: 6px;
    border-bottom: 2px solid #000;
    font-weight: 700;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Decide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Other = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
