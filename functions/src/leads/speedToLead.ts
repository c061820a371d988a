/**
 * Keeps leadStats/speedToLead: time to first contact (median, 90th percentile), the share
 * contacted within 5 minutes and the leads still new, over the last 7 and 30 days
 * (domain/src/lead/speedToLead.ts computes them).
 *
 * A lead's change rewrites only its own entry in the document of its day of arrival
 * (leadStats/speedToLead/days/{YYYY-MM-DD}; about 60 bytes a lead, so a day holds some
 * 15,000 leads before the 1 MiB limit), reading only the lead. The figures are then
 * recomputed from the 31 day documents: exact medians and percentiles, at a cost that does not
 * grow with the number of leads. At most once a minute: a change within a minute of the last
 * recomputation only marks the figures stale (dirtyAt), and the e-mail sweep (every minute)
 * recomputes stale figures. The figures also move with the clock alone (a lead's 5 minutes
 * end, a lead leaves a window): each recomputation stores when that next happens (changesAt,
 * speedToLeadChangesAt), and the same sweep recomputes then, so an idle sweep reads this one
 * document. The dashboard reads the one document.
 */
import {
  leadOfEntry,
  speedToLeadChangesAt,
  speedToLeadDay,
  speedToLeadDays,
  speedToLeadEntry,
  speedToLeadStats,
  SPEED_TO_LEAD_HORIZON_MS,
  type SpeedToLeadEntry,
} from '@altum/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import type { LeadChangeHandler, LeadData } from '../leadChange';

/** The figures are recomputed at most this often on changes (the sweep takes the rest). */
export const SPEED_TO_LEAD_REFRESH_MS = 60_000;

/** Figures stored before changesAt was kept are recomputed by the sweep when this old. */
export const SPEED_TO_LEAD_STALE_MS = 10 * 60_000;

/** A day's document is needed while its leads are in the window; the TTL policy removes it. */
const DAY_TTL_MS = 32 * 24 * 60 * 60 * 1000;

export const speedToLeadRef = (db: Firestore) => db.collection('leadStats').doc('speedToLead');

export const speedToLeadDayRef = (db: Firestore, day: string) =>
  speedToLeadRef(db).collection('days').doc(day);

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

function entryOf(data: LeadData | undefined): SpeedToLeadEntry | null {
  if (!data) return null;
  return speedToLeadEntry({
    createdAt: millis(data['createdAt']) ?? undefined,
    status: (data['status'] as string | undefined) ?? null,
    firstContactAt: millis(data['firstContactAt']),
    suspectedSpam: (data['suspectedSpam'] as string | undefined) ?? null,
  });
}

/**
 * Writes (or removes) one lead's entry in its day's document, from the lead as it is now (one
 * read), in a transaction: events that arrive late, out of order or twice cannot leave an
 * older state behind. The day's document is only written, never read.
 */
export async function recordSpeedToLeadEntry(
  db: Firestore,
  leadId: string,
  before: LeadData | undefined,
): Promise<void> {
  const leadRef = db.collection('contacts').doc(leadId);
  await db.runTransaction(async (tx) => {
    const entry = entryOf((await tx.get(leadRef)).data());
    const previous = entryOf(before);
    // A lead that left a day (deleted, marked spam, or another arrival time) leaves its entry.
    if (previous && (!entry || speedToLeadDay(previous[0]) !== speedToLeadDay(entry[0]))) {
      tx.set(
        speedToLeadDayRef(db, speedToLeadDay(previous[0])),
        { leads: { [leadId]: FieldValue.delete() } },
        { merge: true },
      );
    }
    if (entry) {
      tx.set(
        speedToLeadDayRef(db, speedToLeadDay(entry[0])),
        { leads: { [leadId]: entry }, expireAt: Timestamp.fromMillis(entry[0] + DAY_TTL_MS) },
        { merge: true },
      );
    }
  });
}

/**
 * Fills the day documents from the leads themselves, once: figures kept before the day
 * documents existed (a stack or project from before them) have none. One read per lead of
 * the window, a single time.
 */
async function fillDaysFromLeads(db: Firestore, now: number) {
  const snapshot = await db
    .collection('contacts')
    .where('createdAt', '>', Timestamp.fromMillis(now - SPEED_TO_LEAD_HORIZON_MS))
    .select('createdAt', 'status', 'firstContactAt', 'suspectedSpam')
    .get();
  const days = new Map<string, Record<string, SpeedToLeadEntry>>();
  for (const doc of snapshot.docs) {
    const entry = entryOf(doc.data());
    if (!entry) continue;
    const day = speedToLeadDay(entry[0]);
    days.set(day, { ...days.get(day), [doc.id]: entry });
  }
  const writer = db.bulkWriter();
  for (const [day, leads] of days) {
    const expireAt = Timestamp.fromMillis(Date.parse(day) + DAY_TTL_MS);
    void writer.set(speedToLeadDayRef(db, day), { leads, expireAt }, { merge: true });
  }
  await writer.close();
  logger.info('Speed-to-lead day documents filled from the leads', { leads: snapshot.size });
}

/**
 * Recomputes the figures from the day documents and returns them; a run that read older data
 * than the stored one writes nothing.
 */
export async function refreshSpeedToLead(db: Firestore, now = Date.now()) {
  const ref = speedToLeadRef(db);
  if ((await ref.get()).get('fromDays') !== true) await fillDaysFromLeads(db, now);
  const days = await db.getAll(...speedToLeadDays(now).map((day) => speedToLeadDayRef(db, day)));
  const readAt = days.reduce(
    (latest, day) => (day.readTime.toMillis() > latest.toMillis() ? day.readTime : latest),
    Timestamp.fromMillis(0),
  );
  const leads = days.flatMap((day) =>
    Object.values((day.get('leads') as Record<string, SpeedToLeadEntry> | undefined) ?? {}).map(
      leadOfEntry,
    ),
  );
  const stats = speedToLeadStats(leads, now);
  const changesAt = speedToLeadChangesAt(leads, now);
  // Two runs at once: the one that read the later snapshot wins, so a slow run never puts
  // older figures over newer ones. A change marked after this read stays marked.
  await db.runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    const storedReadAt = stored.get('readAt') as unknown;
    if (storedReadAt instanceof Timestamp && storedReadAt.toMillis() > readAt.toMillis()) return;
    const dirtyAt = stored.get('dirtyAt') as unknown;
    const stillDirty = dirtyAt instanceof Timestamp && dirtyAt.toMillis() > readAt.toMillis();
    tx.set(ref, {
      ...stats,
      computedAt: Timestamp.fromMillis(now),
      changesAt: changesAt === null ? null : Timestamp.fromMillis(changesAt),
      readAt,
      fromDays: true,
      dirtyAt: stillDirty ? dirtyAt : null,
    });
  });
  return stats;
}

/**
 * After a change: recomputes now, unless the figures were computed less than a minute ago;
 * then marks them stale for the sweep. Returns whether it recomputed.
 */
export async function refreshSpeedToLeadSoon(db: Firestore, now = Date.now()): Promise<boolean> {
  const computedAt = millis((await speedToLeadRef(db).get()).get('computedAt'));
  if (computedAt === null || now - computedAt >= SPEED_TO_LEAD_REFRESH_MS) {
    await refreshSpeedToLead(db, now);
    return true;
  }
  // The server's time: after this lead's entry was written, so a recomputation that read
  // before it leaves the mark.
  await speedToLeadRef(db).set({ dirtyAt: FieldValue.serverTimestamp() }, { merge: true });
  return false;
}

/**
 * The sweep's part: recomputes figures marked stale once their minute is over, and figures
 * the clock has changed (changesAt passed). One read otherwise.
 */
export async function refreshStaleSpeedToLead(db: Firestore, now = Date.now()): Promise<boolean> {
  const stored = await speedToLeadRef(db).get();
  const computedAt = millis(stored.get('computedAt'));
  const dirty =
    millis(stored.get('dirtyAt')) !== null &&
    (computedAt === null || now - computedAt >= SPEED_TO_LEAD_REFRESH_MS);
  const changesAt = millis(stored.get('changesAt'));
  const aged =
    stored.get('changesAt') === undefined
      ? computedAt === null || now - computedAt >= SPEED_TO_LEAD_STALE_MS
      : changesAt !== null && now >= changesAt;
  if (!dirty && !aged) return false;
  await refreshSpeedToLead(db, now);
  return true;
}

/** The fields the figures depend on; a change to anything else (delivery, note) is skipped. */
const FIGURE_FIELDS = ['createdAt', 'status', 'firstContactAt', 'suspectedSpam'] as const;

export function changesFigures(before: LeadData | undefined, after: LeadData | undefined): boolean {
  if (!before || !after) return true;
  return FIGURE_FIELDS.some((field) => {
    const a = before[field];
    const b = after[field];
    if (a instanceof Timestamp && b instanceof Timestamp) return !a.isEqual(b);
    return a !== b;
  });
}

/** One change of a lead: its entry, then the figures (now or by the sweep). */
export async function handleSpeedToLeadChange(
  db: Firestore,
  leadId: string,
  before: LeadData | undefined,
  after: LeadData | undefined,
  now = Date.now(),
): Promise<'skipped' | 'recomputed' | 'marked'> {
  if (!changesFigures(before, after)) return 'skipped';
  await recordSpeedToLeadEntry(db, leadId, before);
  return (await refreshSpeedToLeadSoon(db, now)) ? 'recomputed' : 'marked';
}

/**
 * Run by followLeadChanges, retried: a run writes the entry from the lead as it is then, so a
 * retry is harmless, and a lost entry would stay missing from the figures.
 */
export const updateSpeedToLead: LeadChangeHandler = {
  name: 'updateSpeedToLead',
  applies: ({ before, after }) => changesFigures(before, after),
  async run({ leadId, before, after }) {
    await handleSpeedToLeadChange(adminDb(), leadId, before, after);
  },
};
