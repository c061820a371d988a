/**
 * Speed to lead: how fast the office first answers a lead, over the last 7 and 30 days. A
 * function keeps the figures in leadStats/speedToLead from per-day entries (below); the
 * dashboard reads that one document, so its cost does not grow with the number of leads.
 */
import * as v from 'valibot';

export const SPEED_TO_LEAD_WINDOWS = { last7Days: 7, last30Days: 30 } as const;
export type SpeedToLeadWindow = keyof typeof SPEED_TO_LEAD_WINDOWS;

/** "Contacted within 5 minutes" is the figure owners track. */
export const FAST_CONTACT_MS = 5 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest window, in milliseconds: the function reads this far back. */
export const SPEED_TO_LEAD_HORIZON_MS = SPEED_TO_LEAD_WINDOWS.last30Days * DAY_MS;

/** What the figures need of one lead (times in epoch milliseconds). */
export interface SpeedToLeadLead {
  createdAt: number;
  /** Absent or 'new' when nobody has answered yet. */
  status?: string | null;
  firstContactAt?: number | null;
  /** Leads the bot trap marked are no homeowner waiting: left out. */
  suspectedSpam?: string | null;
}

export interface SpeedToLeadFigures {
  /** Leads that arrived in the window (suspected spam left out). */
  leads: number;
  /** Of them, answered (first contact recorded). */
  contacted: number;
  /** Time to first contact, over the answered leads; null when there are none. */
  medianMs: number | null;
  p90Ms: number | null;
  /**
   * Share (0 to 1) of the leads contacted within 5 minutes, of those whose 5 minutes are over
   * or that were answered; null when there are none yet.
   */
  within5MinShare: number | null;
  /** Leads of the window still 'new'. */
  stillNew: number;
}

export type SpeedToLeadStats = Record<SpeedToLeadWindow, SpeedToLeadFigures>;

/**
 * The p-quantile (0 to 1) of sorted values, interpolating between neighbours, so the median
 * of an even count is the mean of its middle two. Null for no values.
 */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const lower = Math.floor(h);
  const below = sorted[lower] ?? 0;
  const above = sorted[Math.min(lower + 1, sorted.length - 1)] ?? below;
  return below + (h - lower) * (above - below);
}

const wholeMs = (ms: number | null) => (ms === null ? null : Math.round(ms));

const isNew = (lead: SpeedToLeadLead) => lead.status == null || lead.status === 'new';

function figures(leads: readonly SpeedToLeadLead[], now: number): SpeedToLeadFigures {
  const durations: number[] = [];
  let fast = 0;
  let decided = 0;
  let stillNew = 0;
  for (const lead of leads) {
    if (isNew(lead)) stillNew++;
    if (lead.firstContactAt != null) {
      const ms = Math.max(0, lead.firstContactAt - lead.createdAt);
      durations.push(ms);
      decided++;
      if (ms <= FAST_CONTACT_MS) fast++;
    } else if (now - lead.createdAt > FAST_CONTACT_MS) {
      // Its 5 minutes are over unanswered: a miss, whatever happens next.
      decided++;
    }
  }
  durations.sort((a, b) => a - b);
  return {
    leads: leads.length,
    contacted: durations.length,
    medianMs: wholeMs(quantile(durations, 0.5)),
    p90Ms: wholeMs(quantile(durations, 0.9)),
    within5MinShare: decided === 0 ? null : fast / decided,
    stillNew,
  };
}

/** The figures for each window, from the leads of the last 30 days (older ones are ignored). */
export function speedToLeadStats(leads: readonly SpeedToLeadLead[], now: number): SpeedToLeadStats {
  const real = leads.filter((lead) => !lead.suspectedSpam);
  const since = (days: number) =>
    real.filter((lead) => lead.createdAt > now - days * DAY_MS && lead.createdAt <= now);
  return {
    last7Days: figures(since(SPEED_TO_LEAD_WINDOWS.last7Days), now),
    last30Days: figures(since(SPEED_TO_LEAD_WINDOWS.last30Days), now),
  };
}

/**
 * How the function keeps the figures without reading every lead on each change: one document
 * per UTC day of arrival holds, per lead of that day, the little the figures need (an entry),
 * so a change rewrites one entry and a recomputation reads the SPEED_TO_LEAD_DAYS day
 * documents, however many leads they hold.
 */
export type SpeedToLeadEntry = [createdAt: number, firstContactAt: number | null, stillNew: 0 | 1];

/** Day documents that cover the longest window: its 30 days start part-way through a day. */
export const SPEED_TO_LEAD_DAYS = SPEED_TO_LEAD_WINDOWS.last30Days + 1;

/** The UTC day a moment falls in, as a document id: 2026-11-24. */
export function speedToLeadDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The day documents a recomputation at `now` reads, oldest first. */
export function speedToLeadDays(now: number): string[] {
  return Array.from({ length: SPEED_TO_LEAD_DAYS }, (_, i) =>
    speedToLeadDay(now - (SPEED_TO_LEAD_DAYS - 1 - i) * DAY_MS),
  );
}

/** A lead's entry, or null when it counts in no figure (suspected spam, no arrival time). */
export function speedToLeadEntry(lead: Partial<SpeedToLeadLead>): SpeedToLeadEntry | null {
  if (lead.suspectedSpam || typeof lead.createdAt !== 'number') return null;
  return [lead.createdAt, lead.firstContactAt ?? null, isNew(lead as SpeedToLeadLead) ? 1 : 0];
}

/** The entry read back as a lead for speedToLeadStats. */
export function leadOfEntry([
  createdAt,
  firstContactAt,
  stillNew,
]: SpeedToLeadEntry): SpeedToLeadLead {
  return { createdAt, firstContactAt, status: stillNew ? 'new' : 'contacted' };
}

const figuresSchema = v.object({
  leads: v.fallback(v.number(), 0),
  contacted: v.fallback(v.number(), 0),
  medianMs: v.fallback(v.nullable(v.number()), null),
  p90Ms: v.fallback(v.nullable(v.number()), null),
  within5MinShare: v.fallback(v.nullable(v.number()), null),
  stillNew: v.fallback(v.number(), 0),
});

/** leadStats/speedToLead as the dashboard reads it (Timestamps already Dates). */
export const speedToLeadDocSchema = v.object({
  last7Days: figuresSchema,
  last30Days: figuresSchema,
  computedAt: v.fallback(v.nullable(v.date()), null),
});

export type SpeedToLeadDoc = v.InferOutput<typeof speedToLeadDocSchema>;

/**
 * Whether a change to the office's follow-up records the lead's first contact: the lead has
 * none yet, was new, and leaves 'new' now (contacted, won or lost). firestore.rules requires
 * firstContactAt (the server's time) and firstContactBy (the writer) on exactly this change.
 */
export function isFirstContact(
  before: { status?: string | null; firstContactAt?: unknown },
  nextStatus: string,
): boolean {
  return before.firstContactAt == null && isNew(before as SpeedToLeadLead) && nextStatus !== 'new';
}

/**
 * The first moment after `now` at which the figures change with the clock alone: a lead
 * unanswered for 5 minutes becomes a miss, a lead leaves the 7- or the 30-day window, or a
 * lead dated ahead enters them. Null when no lead will: then only a change of a lead moves
 * the figures, and that change recomputes them itself.
 */
export function speedToLeadChangesAt(
  leads: readonly SpeedToLeadLead[],
  now: number,
): number | null {
  let soonest = Infinity;
  const consider = (at: number) => {
    if (at > now && at < soonest) soonest = at;
  };
  for (const lead of leads) {
    if (lead.suspectedSpam) continue;
    consider(lead.createdAt);
    if (lead.firstContactAt == null) consider(lead.createdAt + FAST_CONTACT_MS + 1);
    consider(lead.createdAt + SPEED_TO_LEAD_WINDOWS.last7Days * DAY_MS);
    consider(lead.createdAt + SPEED_TO_LEAD_WINDOWS.last30Days * DAY_MS);
  }
  return soonest === Infinity ? null : soonest;
}
