/**
 * The dashboard's quote figures for the current month on Houston's calendar:
 *
 * - sent: leads with a version sent this month (a revision of the same quote counts once);
 * - accepted: leads with a version accepted this month (whenever it was sent);
 * - acceptance rate: of the leads counted in `sent`, the share whose version sent this month
 *   has been accepted by now (null while none was sent);
 * - median days from inspection to quote: over the leads whose first version (v1) was sent
 *   this month and whose booked inspection started before it, the days from the inspection
 *   window's start to the send (null while there is none).
 *
 * The functions keep them in leadStats/quotes (functions/src/quotes/quoteStats.ts).
 */
import * as v from 'valibot';
import { zonedDay, zonedInputToDate } from '../blog/schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface QuoteMonth {
  /** 'YYYY-MM' on Houston's calendar. */
  month: string;
  /** Its first instant (midnight on the 1st in Houston). */
  start: number;
  /** The next month's first instant. */
  end: number;
}

/** The Houston calendar month of `now`, with its bounds as instants. */
export function quoteMonth(now: number): QuoteMonth {
  const month = zonedDay(new Date(now)).slice(0, 7);
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = `${index === 12 ? year + 1 : year}-${String((index % 12) + 1).padStart(2, '0')}`;
  // Midnight is never in the hour a daylight-saving change skips in Houston (that is 02:00).
  const at = (m: string) => (zonedInputToDate(`${m}-01T00:00`) as Date).getTime();
  return { month, start: at(month), end: at(next) };
}

/** One sent version as the figures need it. */
export interface QuoteStatVersion {
  leadId: string;
  version: number;
  sentAt: number;
  /** Set once accepted. */
  acceptedAt: number | null;
}

export interface QuoteStats {
  month: string;
  sent: number;
  accepted: number;
  /** Leads counted in `sent` whose version sent this month is accepted. */
  acceptedOfSent: number;
  acceptanceRate: number | null;
  medianDaysToQuote: number | null;
  /** How many quotes the median is taken over. */
  timedQuotes: number;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The figures at `now` from the versions sent or accepted this month (either list may hold
 * versions outside it: they are sorted out here) and each lead's inspection start (ms; absent
 * or null: no booked inspection).
 */
export function quoteStats(
  versions: readonly QuoteStatVersion[],
  inspections: ReadonlyMap<string, number | null>,
  now: number,
): QuoteStats {
  const { month, start, end } = quoteMonth(now);
  const inMonth = (at: number | null) => at !== null && at >= start && at < end;
  const sent = new Set<string>();
  const acceptedOfSent = new Set<string>();
  const accepted = new Set<string>();
  const firstSent = new Map<string, number>();
  for (const version of versions) {
    if (inMonth(version.sentAt)) {
      sent.add(version.leadId);
      if (version.acceptedAt !== null) acceptedOfSent.add(version.leadId);
      if (version.version === 1) firstSent.set(version.leadId, version.sentAt);
    }
    if (inMonth(version.acceptedAt)) accepted.add(version.leadId);
  }
  const days: number[] = [];
  for (const [leadId, sentAt] of firstSent) {
    const inspection = inspections.get(leadId);
    if (inspection != null && inspection <= sentAt) days.push((sentAt - inspection) / DAY_MS);
  }
  return {
    month,
    sent: sent.size,
    accepted: accepted.size,
    acceptedOfSent: acceptedOfSent.size,
    acceptanceRate: sent.size > 0 ? acceptedOfSent.size / sent.size : null,
    medianDaysToQuote: medianOf(days),
    timedQuotes: days.length,
  };
}

/** leadStats/quotes as the dashboard reads it (Timestamps already Dates), leniently. */
export const quoteStatsDocSchema = v.object({
  month: v.fallback(v.string(), ''),
  sent: v.fallback(v.number(), 0),
  accepted: v.fallback(v.number(), 0),
  acceptedOfSent: v.fallback(v.number(), 0),
  acceptanceRate: v.fallback(v.nullable(v.number()), null),
  medianDaysToQuote: v.fallback(v.nullable(v.number()), null),
  timedQuotes: v.fallback(v.number(), 0),
  computedAt: v.fallback(v.nullable(v.date()), null),
});

export type QuoteStatsDoc = v.InferOutput<typeof quoteStatsDocSchema>;
