/**
 * Keeps leadStats/speedToLead: time to first contact (median, 90th percentile), the share
 * contacted within 5 minutes and the leads still new, over the last 7 and 30 days
 * (domain/src/lead/speedToLead.ts computes them). Recomputed from the last 30 days of leads
 * when a lead arrives, is deleted, or its status, first contact or spam mark changes: a read
 * bounded by a month of leads (a few hundred for this company), where incremental aggregates
 * could not give an exact median or percentile. The dashboard reads the one document.
 */
import { speedToLeadStats, SPEED_TO_LEAD_HORIZON_MS, type SpeedToLeadLead } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';

export const speedToLeadRef = (db: Firestore) => db.collection('leadStats').doc('speedToLead');

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * Recomputes the figures and returns them; a run that read older data than the stored one
 * writes nothing.
 */
export async function refreshSpeedToLead(db: Firestore, now = Date.now()) {
  const snapshot = await db
    .collection('contacts')
    .where('createdAt', '>', Timestamp.fromMillis(now - SPEED_TO_LEAD_HORIZON_MS))
    .where('createdAt', '<=', Timestamp.fromMillis(now))
    .select('createdAt', 'status', 'firstContactAt', 'suspectedSpam')
    .get();
  const readAt = snapshot.readTime;
  const leads: SpeedToLeadLead[] = snapshot.docs.flatMap((doc) => {
    const createdAt = millis(doc.get('createdAt'));
    if (createdAt === null) return [];
    return [
      {
        createdAt,
        status: (doc.get('status') as string | undefined) ?? null,
        firstContactAt: millis(doc.get('firstContactAt')),
        suspectedSpam: (doc.get('suspectedSpam') as string | undefined) ?? null,
      },
    ];
  });
  const stats = speedToLeadStats(leads, now);
  const ref = speedToLeadRef(db);
  // Two runs at once: the one that read the later snapshot wins, so a slow run never puts
  // older figures over newer ones.
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('readAt') as unknown;
    if (stored instanceof Timestamp && stored.toMillis() > readAt.toMillis()) return;
    tx.set(ref, { ...stats, computedAt: Timestamp.fromMillis(now), readAt });
  });
  return stats;
}

/** The fields the figures depend on; a change to anything else (delivery, note) is skipped. */
const FIGURE_FIELDS = ['createdAt', 'status', 'firstContactAt', 'suspectedSpam'] as const;

export function changesFigures(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return true;
  return FIGURE_FIELDS.some((field) => {
    const a = before[field];
    const b = after[field];
    if (a instanceof Timestamp && b instanceof Timestamp) return !a.isEqual(b);
    return a !== b;
  });
}

export const updateSpeedToLead = onDocumentWritten(
  {
    document: 'contacts/{leadId}',
    // One at a time: each run reads the month's leads, and a burst needs only the last.
    maxInstances: 1,
    concurrency: 1,
    retry: false,
  },
  async (event) => {
    if (!changesFigures(event.data?.before.data(), event.data?.after.data())) return;
    try {
      await refreshSpeedToLead(adminDb());
    } catch (error) {
      // Not retried: the next change or sweep recomputes everything anyway.
      logger.error('Could not refresh the speed-to-lead figures', { error: String(error) });
    }
  },
);
