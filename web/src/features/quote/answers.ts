/**
 * What the quote calls answer, as the screens use them: Dates, never ISO strings, and a
 * refusal carrying the server's own words. (Apart from data/ so the screens' tests can build
 * answers without Firebase.)
 */
import type { QuoteOptionTier, RequestQuote } from '@altum/domain';

/** The latest sent version, and whether it came from this device's copy (offline). */
export interface LatestQuote {
  quote: RequestQuote;
  fromCache: boolean;
}

/** What an acceptance sends (the acceptQuote callable's payload). */
export interface AcceptInput {
  leadId: string;
  quoteId: string;
  optionTier: QuoteOptionTier | null;
  typedName: string;
  consentVersion: string;
}

/** The server answered and said no: its code and its message, shown as it is. */
export interface QuoteRefusal {
  kind: 'refused';
  code: string;
  message: string;
}

/** The call never got an answer (offline, or the server failed). */
export interface QuoteFailure {
  kind: 'failed';
  message: string;
}

export type AcceptAnswer = { kind: 'accepted'; acceptedAt: Date } | QuoteRefusal | QuoteFailure;

export type ChangesAnswer = { kind: 'sent' } | QuoteRefusal | QuoteFailure;

/** What a call says when it never reached the server (the booking calls' words). */
export const NO_CONNECTION_MESSAGE =
  'We could not reach our server. Check your connection and try again, or call us.';
