/**
 * The lead e-mails' sweep (retryLeadEmails, every minute): retries what is due with the
 * outbox's sweep (outbox/sweep.ts), and finds leads whose creation event never ran.
 */
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { eachLimited, findDue, newSweepId } from '../outbox/sweep';
import { EMAIL_DEADLINE_MS } from '../outbox/sendEmails';
import { deliverLeadEmails } from './leadDelivery';
import type { LeadEmailAddresses } from './leadEmails';
import type { SendMail } from './mailer';

/** A lead with no delivery record this long after it arrived lost its creation event. */
export const UNSENT_GRACE_MS = 10 * 60 * 1000;

export interface SweepInput {
  db: Firestore;
  send: SendMail;
  addresses: LeadEmailAddresses;
  confirmationsPerHour?: number;
  /** Also look for leads without a delivery record (default); tests of retries turn it off. */
  unsent?: boolean;
  /** Leads per sweep; the rest wait for the next one. */
  limit?: number;
  /** Leads handled at once. */
  concurrency?: number;
  now?: () => number;
}

export interface SweepResult {
  due: number;
  /** Of `due`: leads found with no delivery record (their creation event never ran). */
  unsent: number;
  sent: number;
  retrying: number;
  failed: number;
  blocked: number;
  skipped: number;
  errors: number;
}

/** Where the scan for leads without a delivery record has got to. */
export const unsentScanRef = (db: Firestore) => db.collection('leadSweeps').doc('unsent');

/**
 * Leads that arrived UNSENT_GRACE_MS ago or earlier and still have no delivery record: their
 * creation event never ran. Firestore cannot query for a missing field, so the sweep walks
 * the leads in arrival order once, from where the last sweep stopped (at most a day back).
 */
export async function findUnsentLeads(db: Firestore, now: number, limit: number) {
  const state = await unsentScanRef(db).get();
  const horizon = Timestamp.fromMillis(now - UNSENT_GRACE_MS);
  const saved = state.get('scannedUntil') as unknown;
  const from = saved instanceof Timestamp ? saved : Timestamp.fromMillis(now - EMAIL_DEADLINE_MS);
  const lastId = String(state.get('lastId') ?? '');
  const ordered = db
    .collection('contacts')
    .where('createdAt', '<=', horizon)
    .orderBy('createdAt')
    .orderBy(FieldPath.documentId());
  // After the last lead seen; from the start of a moment (seen again, harmlessly) otherwise.
  const page = await (lastId ? ordered.startAfter(from, lastId) : ordered.startAt(from))
    .select('createdAt', 'delivery')
    .limit(limit)
    .get();
  const last = page.docs[page.docs.length - 1];
  // A full page: the next sweep goes on after its last lead; else everything up to the
  // horizon was seen.
  await unsentScanRef(db).set(
    page.size === limit && last
      ? { scannedUntil: last.get('createdAt') as Timestamp, lastId: last.id }
      : { scannedUntil: horizon, lastId: '' },
  );
  return page.docs.filter((doc) => doc.get('delivery') === undefined).map((doc) => doc.id);
}

/**
 * Retries what is due: leads whose e-mails wait for a retry, leads whose run died (lease
 * over), leads handed back after a block or by an admin, and leads whose creation event
 * never ran. One attempt per e-mail per sweep; the backoff is in `nextAttemptAt`.
 * Runs every minute in production and every few seconds on the local stack.
 */
export async function sweepLeadEmails(input: SweepInput): Promise<SweepResult> {
  const now = input.now ?? Date.now;
  const limit = input.limit ?? 200;
  const due = await findDue(
    input.db.collection('contacts'),
    'delivery.nextAttemptAt',
    now(),
    limit,
  );
  const unsent = input.unsent === false ? [] : await findUnsentLeads(input.db, now(), limit);
  const queue = [...new Set([...due.docs.map((doc) => doc.id), ...unsent])];
  const result: SweepResult = {
    due: queue.length,
    unsent: unsent.length,
    sent: 0,
    retrying: 0,
    failed: 0,
    blocked: 0,
    skipped: 0,
    errors: 0,
  };
  const sweepId = newSweepId();
  // One lead's trouble (a contended transaction) must not stop the sweep.
  const failed = (error: unknown, leadId: string) => {
    result.errors++;
    logger.error('Lead e-mail sweep failed for a lead', error, { leadId });
  };
  await eachLimited(queue, input.concurrency ?? 10, failed, async (leadId) => {
    const outcome = await deliverLeadEmails({
      db: input.db,
      leadId,
      eventId: sweepId,
      send: input.send,
      addresses: input.addresses,
      retry: { attempts: 1, baseDelayMs: 0 },
      sweep: true,
      ...(input.confirmationsPerHour !== undefined
        ? { confirmationsPerHour: input.confirmationsPerHour }
        : {}),
      now,
    });
    result[outcome]++;
  });
  return result;
}
