/**
 * Floods become digests. While more than FLOOD_LEAD_THRESHOLD leads arrived within
 * FLOOD_WINDOW_MS, a new lead is not pushed on its own: it is queued (alertDigestQueue/{leadId})
 * and the sweep sends every staff device one push a minute at most, "12 new leads", for all
 * queued since. The queue entry is the lead's only record, so a lead is counted once however
 * often its trigger runs; the digest's own pushes go through pushDeliveries like any alert.
 */
import { ALERT_DIGEST_INTERVAL_MS, FLOOD_LEAD_THRESHOLD, leadDigestPayload } from '@altum/domain';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { emptyResult, pushToRecipients, type AlertRunResult } from './alertDelivery';
import { alertRecipients } from './alertRecipients';
import { DELIVERY_RECORD_TTL_MS, type AlertDeps } from './alertRecords';
import { leadsInFloodWindow } from '../leads/leadFlood';

export const digestQueue = (db: Firestore) => db.collection('alertDigestQueue');

/** The digests' own state: when the last one went out (functions only). */
export const digestStateRef = (db: Firestore) => db.collection('leadAlertState').doc('digest');

/** Whether leads are flooding in now: more than the threshold within the window. */
export async function isFlooded(db: Firestore, now: number): Promise<boolean> {
  return (await leadsInFloodWindow(db, now)) > FLOOD_LEAD_THRESHOLD;
}

/** Puts a lead in the next digest (idempotent: one entry per lead). */
export async function queueForDigest(db: Firestore, leadId: string, now: number) {
  const entry = digestQueue(db).doc(leadId);
  await entry.set({
    at: Timestamp.fromMillis(now),
    expireAt: Timestamp.fromMillis(now + DELIVERY_RECORD_TTL_MS),
  });
}

export interface DigestResult {
  /** Leads the digest counted; 0 when none was sent. */
  leads: number;
  alerts: AlertRunResult;
}

/** Whether the last digest of this state went out ALERT_DIGEST_INTERVAL_MS ago or more. */
async function digestMinuteIsFree(tx: Transaction, ref: DocumentReference, now: number) {
  const last = (await tx.get(ref)).get('lastSentAt') as unknown;
  // A clock behind the last digest (a test's) does not wait for it.
  const lastMs = last instanceof Timestamp ? last.toMillis() : 0;
  return !(lastMs <= now && now - lastMs < ALERT_DIGEST_INTERVAL_MS);
}

/** Takes this minute's digest of `ref`; false when one went out less than a minute ago. */
export function claimDigestMinute(db: Firestore, ref: DocumentReference, now: number) {
  return db.runTransaction(async (tx) => {
    if (!(await digestMinuteIsFree(tx, ref, now))) return false;
    tx.set(ref, { lastSentAt: Timestamp.fromMillis(now) });
    return true;
  });
}

/** Most queued leads one digest takes (one transaction's writes); more go in the next one. */
const DIGEST_BATCH = 400;

/**
 * Sends the digest when one is due: leads are queued and the last digest went out at least
 * ALERT_DIGEST_INTERVAL_MS ago. The interval and the queued leads are taken in one
 * transaction, so overlapping sweeps never count a lead twice.
 */
export async function sendDueDigest(deps: AlertDeps): Promise<DigestResult> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const none: DigestResult = { leads: 0, alerts: emptyResult() };
  if ((await digestQueue(db).limit(1).select().get()).empty) return none;
  const taken = await db.runTransaction(async (tx) => {
    if (!(await digestMinuteIsFree(tx, digestStateRef(db), now))) return 0;
    const queued = await tx.get(digestQueue(db).orderBy('at').limit(DIGEST_BATCH).select());
    if (queued.empty) return 0;
    for (const doc of queued.docs) tx.delete(doc.ref);
    tx.set(digestStateRef(db), { lastSentAt: Timestamp.fromMillis(now) });
    return queued.size;
  });
  if (taken === 0) return none;
  const id = `digest${now}`;
  const payload = JSON.stringify(leadDigestPayload(id, 'digest', taken));
  const recipients = await alertRecipients(deps, 'staff');
  const alerts = await pushToRecipients(deps, id, 'digest', payload, recipients, id);
  return { leads: taken, alerts };
}
