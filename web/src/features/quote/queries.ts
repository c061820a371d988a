/**
 * The quote feature's way to its data: query-option factories over a source, and the source
 * the site uses. Nothing here imports Firebase: the site's source loads its `data/` modules on
 * first use. Screens take the source from context (QuoteSource.tsx); tests give their own.
 * Keys start with 'quote'.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AcceptAnswer, AcceptInput, ChangesAnswer, LatestQuote } from './answers';

export const quoteKeys = {
  all: ['quote'] as const,
  latest: (leadId: string) => [...quoteKeys.all, 'latest', leadId] as const,
};

/** Where the homeowner's quote screens read and decide. */
export interface QuoteSource {
  /** The latest sent version of a request's quote; null when none was sent. */
  latest(leadId: string): Promise<LatestQuote | null>;
  /** Records the first view of a sent version (the viewQuote callable). */
  view(leadId: string, quoteId: string): Promise<void>;
  accept(input: AcceptInput): Promise<AcceptAnswer>;
  requestChanges(leadId: string, quoteId: string, message: string): Promise<ChangesAnswer>;
}

/** The site's source: Firestore (with its device cache) and the quote callables. */
export const firebaseQuoteSource: QuoteSource = {
  latest: async (leadId) => (await import('./data/latestQuote')).readLatestQuote(leadId),
  view: async (leadId, quoteId) => (await import('./data/quoteCalls')).viewQuote(leadId, quoteId),
  accept: async (input) => (await import('./data/quoteCalls')).acceptQuote(input),
  requestChanges: async (leadId, quoteId, message) =>
    (await import('./data/quoteCalls')).requestQuoteChanges(leadId, quoteId, message),
};

export const latestQuoteQuery = (source: QuoteSource, leadId: string) =>
  queryOptions({
    queryKey: quoteKeys.latest(leadId),
    queryFn: () => source.latest(leadId),
    // A quote changes on the server (a new version, the office's answer): read it on each visit.
    staleTime: 0,
  });
