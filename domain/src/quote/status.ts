/**
 * The status a quote shows. Expiry is not stored, so no job has to flip it on time: a sent
 * quote is expired once its valid-until day has ended on the company's calendar.
 */
import { zonedDay } from '../blog/schedule';
import { COMPANY_TIME_ZONE } from '../company/hours';
import type { QuoteStatus, QuoteVersion } from './types';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  changesRequested: 'Changes requested',
  expired: 'Expired',
};

/**
 * Whether the valid-until day ('YYYY-MM-DD') has ended at `now`: the whole day counts, in
 * Houston, wherever the reader is. Same-length ISO days compare as strings.
 */
export function isQuoteExpired(validUntil: string, now: Date): boolean {
  return zonedDay(now, COMPANY_TIME_ZONE) > validUntil;
}

/**
 * A draft has not been offered and an accepted quote is agreed, so neither expires; an
 * offer still open (sent, viewed, changes asked) does.
 */
export function shownQuoteStatus(
  quote: Pick<QuoteVersion, 'status' | 'validUntil'>,
  now: Date,
): QuoteStatus {
  if (quote.status === 'draft' || quote.status === 'accepted') return quote.status;
  return isQuoteExpired(quote.validUntil, now) ? 'expired' : quote.status;
}
