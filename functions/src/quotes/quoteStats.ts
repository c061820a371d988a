/**
 * Keeps leadStats/quotes: this month's quotes sent and accepted, the acceptance rate and the
 * median days from inspection to quote (domain/src/quote/stats.ts computes them). The
 * dashboard reads the one document.
 *
 * A recomputation reads this month's versions with two bounded, indexed collection-group
 * queries (sent this month; accepted this month), only the fields it needs, and the booking of
 * each lead whose first version went this month. As the speed-to-lead figures: at most once a
 * minute. A version sent or accepted (followQuoteVersions) or a lead's quote deleted recomputes
 * at once unless the figures are under a minute old; then it only marks them due a minute after
 * the last recomputation. When they are due next is kept in the inspection sweep's state
 * (inspectionSweep/state quoteStatsDueAt: a mark, or the next month's first instant in Houston),
 * which that sweep reads every minute anyway, so waiting costs no read at all.
 */
import { quoteMonth, quoteStats, type QuoteStatVersion } from '@altum/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { inspectionSweepRef } from '../inspections/bookingStore';

/** The figures are recomputed at most this often on changes (the sweep takes the rest). */
export const QUOTE_STATS_REFRESH_MS = 60_000;

/** Versions read per query: far above a roofer's month; past it the figures say too little. */
export const QUOTE_STATS_LIMIT = 5000;

export const quoteStatsRef = (db: Firestore) => db.collection('leadStats').doc('quotes');

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** Recomputes the figures at `now` and stores them; a run that read older data writes nothing. */
export async function refreshQuoteStats(db: Firestore, now = Date.now()) {
  const { start, end } = quoteMonth(now);
  const range = (field: string) =>
    db
      .collectionGroup('quotes')
      .where(field, '>=', Timestamp.fromMillis(start))
      .where(field, '<', Timestamp.fromMillis(end))
      .orderBy(field)
      .select('version', 'sentAt', 'acceptance.acceptedAt', 'sendError')
      .limit(QUOTE_STATS_LIMIT)
      .get();
  const [sent, accepted] = await Promise.all([range('sentAt'), range('acceptance.acceptedAt')]);
  if (sent.size >= QUOTE_STATS_LIMIT || accepted.size >= QUOTE_STATS_LIMIT)
    logger.warn('Quote figures: a month of quotes past the limit', { limit: QUOTE_STATS_LIMIT });
  const versions = new Map<string, QuoteStatVersion>();
  for (const doc of [...sent.docs, ...accepted.docs]) {
    const lead = doc.ref.parent.parent;
    const sentAt = millis(doc.get('sentAt'));
    const version = doc.get('version') as unknown;
    // A version the functions refused (sendError) was never sent to the homeowner.
    if (lead?.parent.id !== 'contacts' || sentAt === null || typeof version !== 'number') continue;
    if (typeof doc.get('sendError') === 'string') continue;
    versions.set(doc.ref.path, {
      leadId: lead.id,
      version,
      sentAt,
      acceptedAt: millis(doc.get('acceptance.acceptedAt')),
    });
  }
  const firsts = [...versions.values()].filter(
    (v) => v.version === 1 && v.sentAt >= start && v.sentAt < end,
  );
  const leads =
    firsts.length > 0
      ? await db.getAll(...firsts.map((v) => db.collection('contacts').doc(v.leadId)), {
          fieldMask: ['booking.start', 'booking.status'],
        })
      : [];
  const inspections = new Map<string, number | null>(
    leads.map((lead) => [
      lead.id,
      lead.get('booking.status') === 'booked' ? millis(lead.get('booking.start')) : null,
    ]),
  );
  const stats = quoteStats([...versions.values()], inspections, now);
  const readAt = [sent, accepted, ...leads].reduce(
    (latest, snap) => (snap.readTime.toMillis() > latest.toMillis() ? snap.readTime : latest),
    Timestamp.fromMillis(0),
  );
  const ref = quoteStatsRef(db);
  const state = inspectionSweepRef(db);
  // Two runs at once: the one that read later wins; a change marked after this read stays due.
  await db.runTransaction(async (tx) => {
    const [stored, sweep] = await tx.getAll(ref, state);
    const storedReadAt = millis(stored?.get('readAt'));
    if (storedReadAt !== null && storedReadAt > readAt.toMillis()) return;
    tx.set(ref, { ...stats, computedAt: Timestamp.fromMillis(now), readAt });
    const markedAt = millis(sweep?.get('quoteStatsMarkedAt'));
    if (markedAt === null || markedAt <= readAt.toMillis())
      tx.set(
        state,
        { quoteStatsDueAt: Timestamp.fromMillis(end), quoteStatsMarkedAt: null },
        { merge: true },
      );
  });
  return stats;
}

/**
 * After a change: recomputes now, unless the figures are under a minute old; then marks them due
 * once that minute is over, for the inspection sweep. Returns whether it recomputed.
 */
export async function refreshQuoteStatsSoon(db: Firestore, now = Date.now()): Promise<boolean> {
  const computedAt = millis((await quoteStatsRef(db).get()).get('computedAt'));
  if (computedAt === null || now - computedAt >= QUOTE_STATS_REFRESH_MS) {
    await refreshQuoteStats(db, now);
    return true;
  }
  await inspectionSweepRef(db).set(
    {
      quoteStatsDueAt: Timestamp.fromMillis(computedAt + QUOTE_STATS_REFRESH_MS),
      // The server's time: after the change, so a recomputation that read before it leaves it.
      quoteStatsMarkedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return false;
}

/**
 * The inspection sweep's part, from the state it has read: figures never computed, marked due,
 * or of a month that has ended are recomputed. Returns whether they were.
 */
export async function refreshDueQuoteStats(
  db: Firestore,
  state: DocumentSnapshot,
  now = Date.now(),
): Promise<boolean> {
  const dueAt = millis(state.get('quoteStatsDueAt'));
  if (dueAt !== null && dueAt > now) return false;
  await refreshQuoteStats(db, now);
  return true;
}
