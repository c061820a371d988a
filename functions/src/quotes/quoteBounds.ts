/**
 * The homeowner's quote calls, bounded per request as booking bounds its changes
 * (functions/src/inspections/bookingBounds.ts): quoteBounds/{leadId} (functions only) counts,
 * on the company's day, the acceptQuote calls (every call, refused or not: an acceptance
 * happens once, so only attempts can be hammered) and the change requests (each pushes staff
 * and is kept for them), and the change requests in all.
 */
import { boundDay } from '@altum/domain';
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COMPANY_PHONE } from '../leads/leadEmails';

export const QUOTE_ACCEPT_CALLS_PER_DAY = 20;
export const QUOTE_CHANGE_REQUESTS_PER_DAY = 3;
export const QUOTE_CHANGE_REQUESTS_IN_ALL = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Kept as long as a lead may still be answering a quote; the TTL policy removes it. */
const BOUNDS_TTL_MS = 120 * DAY_MS;

export const QUOTE_LIMIT_MESSAGES = {
  accept: `Too many tries to accept this quote today. Please call us at ${COMPANY_PHONE}.`,
  changesToday: `You have asked for changes several times today. Please call us at ${COMPANY_PHONE}.`,
  changesInAll: `You have asked for changes many times. Please call us at ${COMPANY_PHONE}.`,
} as const;

export const quoteBoundsRef = (db: Firestore, leadId: string) =>
  db.collection('quoteBounds').doc(leadId);

interface Counts {
  day: string;
  acceptCalls: number;
  changesToday: number;
  changesInAll: number;
}

/** The counts as stored, today's reset on a new day. */
export function countsOf(snap: DocumentSnapshot, now: number): Counts {
  const day = boundDay(now);
  const stored = snap.data() ?? {};
  const today = stored['day'] === day;
  const num = (key: string) => (typeof stored[key] === 'number' ? (stored[key] as number) : 0);
  return {
    day,
    acceptCalls: today ? num('acceptCalls') : 0,
    changesToday: today ? num('changesToday') : 0,
    changesInAll: num('changesInAll'),
  };
}

const write = (tx: Transaction, snap: DocumentSnapshot, counts: Counts, now: number) =>
  tx.set(snap.ref, {
    ...counts,
    // TTL: quoteBounds
    expireAt: Timestamp.fromMillis(now + BOUNDS_TTL_MS),
  });

/** Counts one acceptQuote call, in its own transaction (kept when the call is refused). */
export async function countAcceptCall(db: Firestore, leadId: string, now: number): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(quoteBoundsRef(db, leadId));
    const counts = countsOf(snap, now);
    if (counts.acceptCalls >= QUOTE_ACCEPT_CALLS_PER_DAY)
      throw new HttpsError('resource-exhausted', QUOTE_LIMIT_MESSAGES.accept, { limit: 'accept' });
    write(tx, snap, { ...counts, acceptCalls: counts.acceptCalls + 1 }, now);
  });
}

/** In a change request's transaction: refused past the bounds, else counted. */
export function countChangeRequest(tx: Transaction, snap: DocumentSnapshot, now: number): void {
  const counts = countsOf(snap, now);
  if (counts.changesInAll >= QUOTE_CHANGE_REQUESTS_IN_ALL)
    throw new HttpsError('resource-exhausted', QUOTE_LIMIT_MESSAGES.changesInAll, {
      limit: 'changesInAll',
    });
  if (counts.changesToday >= QUOTE_CHANGE_REQUESTS_PER_DAY)
    throw new HttpsError('resource-exhausted', QUOTE_LIMIT_MESSAGES.changesToday, {
      limit: 'changesToday',
    });
  write(
    tx,
    snap,
    { ...counts, changesToday: counts.changesToday + 1, changesInAll: counts.changesInAll + 1 },
    now,
  );
}
