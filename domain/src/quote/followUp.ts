/**
 * What happens to a sent quote while the homeowner decides, by the clock:
 *
 * - Unopened: the latest version still `sent` (never viewed) QUOTE_UNOPENED_AFTER_MS after it
 *   was sent proposes a follow-up to the lead's owner, once.
 * - The reminder: one e-mail to the homeowner at QUOTE_REMINDER_TIME on Houston's clock,
 *   QUOTE_REMINDER_DAYS_BEFORE days before the valid-until day, for a version still open
 *   (sent or viewed: an accepted one is agreed, and after "changes requested" the office owes
 *   the homeowner a revision, not a reminder). Never once the quote has expired, and not for a
 *   version sent inside that window (its send e-mail already said the day).
 *
 * The functions store the earliest check still possible as the version's `nextCheckAt`, which
 * one indexed query of the quote sweep reads; each check's time of being done is kept on the
 * version (`unopenedFollowUpAt`, `expiryReminderAt`), so each happens once.
 */
import { zonedInputToDate } from '../blog/schedule';
import { isQuoteExpired } from './status';
import type { StoredQuoteStatus } from './types';

export const QUOTE_UNOPENED_AFTER_MS = 48 * 60 * 60 * 1000;

/** The reminder's day: this many calendar days before the valid-until day, in Houston. */
export const QUOTE_REMINDER_DAYS_BEFORE = 3;

/** The reminder's hour on that day, on Houston's clock (not in the middle of the night). */
export const QUOTE_REMINDER_TIME = '09:00';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment the reminder of a quote valid until `validUntil` ('YYYY-MM-DD') is due: 09:00 in
 * Houston three calendar days before it, whatever the offset that day (a daylight-saving change
 * in between moves it by the hour, not the wall time). Null for a day that is no date.
 */
export function quoteReminderAt(validUntil: string): Date | null {
  const noon = Date.parse(`${validUntil}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(noon)) return null;
  const day = new Date(noon - QUOTE_REMINDER_DAYS_BEFORE * DAY_MS).toISOString().slice(0, 10);
  return zonedInputToDate(`${day}T${QUOTE_REMINDER_TIME}`);
}

/** What the checks need of a version (times as Dates). */
export interface QuoteCheckFacts {
  status: StoredQuoteStatus;
  validUntil: string;
  sentAt: Date;
  viewedAt?: Date | null;
  /** When the unopened follow-up was proposed; absent: not yet. */
  unopenedFollowUpAt?: Date | null;
  /** When the reminder was queued; absent: not yet. */
  expiryReminderAt?: Date | null;
}

export interface QuoteCheckMoments {
  /** When the unopened follow-up falls due, while it still can; else null. */
  unopened: Date | null;
  /** When the reminder falls due, while it still can; else null. */
  reminder: Date | null;
}

/**
 * The checks still possible for the latest sent version at `now`, each with its moment (a
 * moment at or before `now` is due). A version that is no longer the latest sent gets none:
 * the caller knows that, not the version.
 */
export function quoteCheckMoments(quote: QuoteCheckFacts, now: Date): QuoteCheckMoments {
  const unopened =
    quote.status === 'sent' && !quote.viewedAt && !quote.unopenedFollowUpAt
      ? new Date(quote.sentAt.getTime() + QUOTE_UNOPENED_AFTER_MS)
      : null;
  const reminderAt = quoteReminderAt(quote.validUntil);
  const reminder =
    reminderAt &&
    (quote.status === 'sent' || quote.status === 'viewed') &&
    !quote.expiryReminderAt &&
    quote.sentAt.getTime() < reminderAt.getTime() &&
    !isQuoteExpired(quote.validUntil, now)
      ? reminderAt
      : null;
  return { unopened, reminder };
}

export const isQuoteCheckDue = (moment: Date | null, now: Date): moment is Date =>
  moment !== null && moment.getTime() <= now.getTime();

/**
 * The earliest check still possible (due already or to come), or null when none is left: what
 * the version's nextCheckAt holds.
 */
export function nextQuoteCheckAt(quote: QuoteCheckFacts, now: Date): Date | null {
  const { unopened, reminder } = quoteCheckMoments(quote, now);
  const left = [unopened, reminder].filter((at): at is Date => at !== null);
  return left.length > 0 ? new Date(Math.min(...left.map((at) => at.getTime()))) : null;
}
