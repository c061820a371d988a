/**
 * The quote section's reads and writes. Keys start with 'admin' so quotes never enter the
 * public cache; the data module is loaded with import() like every other.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { WriteOutcome } from '../data/leads';
import type { QuoteWrite, StaffQuote } from './data/quotes';

export const quoteKeys = {
  all: ['admin', 'leads', 'quotes'] as const,
  lead: (leadId: string) => [...quoteKeys.all, leadId] as const,
  pdf: (path: string) => [...quoteKeys.all, 'pdf', path] as const,
};

/** Follows a lead's versions, newest first. Resolves to the unsubscribe. */
export async function watchQuotes(
  leadId: string,
  onQuotes: (quotes: StaffQuote[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/quotes')).watchQuotes(leadId, onQuotes, onError);
}

/** Save draft: queued offline like the lead's other changes (networkMode 'always'). */
export const saveQuoteDraftMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (input: QuoteWrite): Promise<WriteOutcome> =>
      (await import('./data/quotes')).saveQuoteDraft(input, onLateFailure),
  });

/**
 * Send: it goes to the homeowner, so it waits for the connection (the default network mode)
 * and the button says so offline; the draft itself can be saved offline.
 */
export const sendQuoteMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    mutationFn: async (input: QuoteWrite): Promise<WriteOutcome> =>
      (await import('./data/quotes')).sendQuote(input, onLateFailure),
  });

export const deleteQuoteDraftMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (input: { leadId: string; version: number }): Promise<WriteOutcome> =>
      (await import('./data/quotes')).deleteQuoteDraft(input, onLateFailure),
  });

/** The accepted version's PDF link; the file never changes once written. */
export const quotePdfUrlQuery = (path: string) =>
  queryOptions({
    queryKey: quoteKeys.pdf(path),
    queryFn: async (): Promise<string> => (await import('./data/quotes')).quotePdfUrl(path),
    staleTime: Infinity,
  });
