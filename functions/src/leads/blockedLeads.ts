/**
 * Leads whose e-mails are `blocked` (SendGrid refused our key, or there is none) wait for no
 * timer: every try would fail the same way. Once any send succeeds again (the key was fixed),
 * leadDelivery.ts hands them back to the sweeper here.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

/**
 * When a lead was last blocked, and up to when blocked leads were last looked for: every
 * successful send would otherwise query the leads for blocked ones, a cost per lead that the
 * emulator (which scans the collection for each query) pays in full.
 */
const BLOCKED_PAGE = 500;

export const blockedMarkRef = (db: Firestore) => db.collection('leadSweeps').doc('blocked');

/**
 * releaseBlockedLeads, only when a lead was blocked after the last look (or the mark is not
 * there yet, as on a project from before it). One read otherwise.
 */
export async function releaseBlockedLeadsIfAny(db: Firestore, now: number): Promise<number> {
  const mark = await blockedMarkRef(db).get();
  const blockedAt = mark.get('blockedAt') as unknown;
  const releasedThrough = mark.get('releasedThrough') as unknown;
  if (
    mark.exists &&
    (!(blockedAt instanceof Timestamp) ||
      (releasedThrough instanceof Timestamp && releasedThrough.toMillis() >= blockedAt.toMillis()))
  )
    return 0;
  const { released, readAt } = await releaseBlockedLeadsAt(db, now);
  // Blocked leads written after this query's read set a later blockedAt: looked for next time.
  if (readAt) await blockedMarkRef(db).set({ releasedThrough: readAt }, { merge: true });
  return released;
}

/**
 * Hands every blocked lead back to the sweeper (due now), after a send succeeded. Each in its
 * own transaction, so a lead that changed meanwhile is left as it is.
 */
export async function releaseBlockedLeads(db: Firestore, now: number): Promise<number> {
  return (await releaseBlockedLeadsAt(db, now)).released;
}

async function releaseBlockedLeadsAt(db: Firestore, now: number) {
  const blocked = await db
    .collection('contacts')
    .where('delivery.status', '==', 'blocked')
    .limit(BLOCKED_PAGE)
    .get();
  let released = 0;
  for (const doc of blocked.docs) {
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (snap.get('delivery.status') !== 'blocked') return;
      tx.update(doc.ref, {
        'delivery.status': 'retrying',
        'delivery.nextAttemptAt': Timestamp.fromMillis(now),
      });
      released++;
    });
  }
  if (released > 0) logger.info('Blocked leads handed back to the sweeper', { released });
  // A full page may have left some: not looked past them.
  return { released, readAt: blocked.size < BLOCKED_PAGE ? blocked.readTime : null };
}
