/**
 * The bounds of a homeowner's booking (domain/src/inspection/bounds.ts) as the booking
 * transactions apply them. The functions' own documents (firestore.rules: no client rule):
 *   bookingHolds/{sha256 of key}   { leadId, kind, until, expireAt }: a mailbox or phone
 *                                  held by an active booking until its window ends
 *   bookingVisitors/{hmac}         { count, expireAt }: one visitor's new bookings on one
 *                                  Houston day (keyed as view counting keys a visitor)
 *   bookingNotices/{leadId}        { leadId, lastAt, told, notBefore? }: the office notices of
 *                                  a lead's homeowner changes, one per BOOKING_NOTICE_INTERVAL_MS
 * Like the slot counters (bookingStore.ts), each is read outside the transaction's locks and
 * written in it only at the version read, so the counts stay exact under concurrent calls and
 * no two bookings wait on each other's read locks.
 */
import { createHash, createHmac } from 'node:crypto';
import {
  BOOKING_LIMIT_MESSAGES,
  bookingHoldKeys,
  bookingNotice,
  boundDay,
  holdBlocks,
  nextNoticeAt,
  visitorMayBook,
  type BookingHoldKind,
  type BookingLimit,
  type NoticeState,
} from '@altum/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  WriteBatch,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { visitorKey } from '../blog/visitorKey';
import type { BookingCaller } from './bookingCaller';
import { queueBookingMail, type BookingMailWindow } from './bookingMailRecords';
import type { StoredBooking } from './bookingStore';

const DAY_MS = 24 * 60 * 60 * 1000;

const LIMIT_CODES: Record<BookingLimit, FunctionsErrorCode> = {
  suspect: 'permission-denied',
  mailbox: 'already-exists',
  phone: 'already-exists',
  visitor: 'resource-exhausted',
  changesToday: 'resource-exhausted',
  changesInAll: 'resource-exhausted',
};

/** A refusal by a bound: the homeowner's words, and which bound for the web. */
export const limitRefusal = (limit: BookingLimit) =>
  new HttpsError(LIMIT_CODES[limit], BOOKING_LIMIT_MESSAGES[limit], { limit });

/** Written at the version read: created when it was absent, else updated only if unchanged. */
function writeAt(tx: Transaction | WriteBatch, snap: DocumentSnapshot, data: DocumentData) {
  const at = { lastUpdateTime: snap.updateTime };
  if (tx instanceof WriteBatch) {
    if (snap.exists) tx.update(snap.ref, data, at);
    else tx.create(snap.ref, data);
  } else if (snap.exists) tx.update(snap.ref, data, at);
  else tx.create(snap.ref, data);
}

// ---- Holds: one active booking per mailbox and per phone ----------------------------------

export const holdRef = (db: Firestore, key: string) =>
  db.collection('bookingHolds').doc(createHash('sha256').update(key).digest('hex'));

export interface ReadHold {
  kind: BookingHoldKind;
  snap: DocumentSnapshot;
}

const holdOf = (snap: DocumentSnapshot) => {
  const until = snap.get('until') as unknown;
  return snap.exists
    ? {
        leadId: snap.get('leadId') as unknown,
        until: until instanceof Timestamp ? until.toMillis() : 0,
      }
    : undefined;
};

/**
 * The holds of the lead's mailbox and phone, as they are; a homeowner is refused when another
 * lead's active booking holds one. Staff book whatever is held.
 */
export async function readHolds(
  db: Firestore,
  lead: Record<string, unknown>,
  leadId: string,
  caller: BookingCaller,
  now: number,
): Promise<ReadHold[]> {
  const keys = bookingHoldKeys(lead);
  if (keys.length === 0) return [];
  const snaps = await db.getAll(...keys.map(({ key }) => holdRef(db, key)));
  const held = keys.map(({ kind }, i) => ({ kind, snap: snaps[i] as DocumentSnapshot }));
  if (!caller.staff)
    for (const { kind, snap } of held)
      if (holdBlocks(holdOf(snap), leadId, now)) throw limitRefusal(kind);
  return held;
}

/**
 * Holds the keys for the booking until its window ends; the ids it holds, for the booking to
 * list (its release needs them once the lead, and so its mailbox, is gone). A key another
 * lead holds (staff booked over it) stays that lead's.
 */
export function writeHolds(
  tx: Transaction,
  held: ReadHold[],
  leadId: string,
  until: Timestamp,
  now: number,
): string[] {
  const ids: string[] = [];
  for (const { kind, snap } of held) {
    if (holdBlocks(holdOf(snap), leadId, now)) continue;
    writeAt(tx, snap, {
      leadId,
      kind,
      until,
      // Needed until the window ends; the TTL policy removes it a day later.
      // TTL: bookingHolds
      expireAt: Timestamp.fromMillis(until.toMillis() + DAY_MS),
    });
    ids.push(snap.id);
  }
  return ids;
}

/** The holds a booking lists that are still its own, read to be released (cancel, delete). */
export async function readOwnHolds(
  db: Firestore,
  leadId: string,
  ids: unknown,
): Promise<DocumentSnapshot[]> {
  const list = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  if (list.length === 0) return [];
  const snaps = await db.getAll(...list.map((id) => db.collection('bookingHolds').doc(id)));
  return snaps.filter((snap) => snap.exists && snap.get('leadId') === leadId);
}

export function releaseHolds(tx: Transaction, own: DocumentSnapshot[]): void {
  for (const snap of own) tx.delete(snap.ref, { lastUpdateTime: snap.updateTime });
}

// ---- Visitors: new bookings per client address a day --------------------------------------

/** The caller's address, and the secret its hash is keyed with (the view counter's). */
export interface Visitor {
  ip: string;
  salt: string;
}

/** One visitor's counter on one day: an HMAC of the day and its key, never the address. */
export function visitorRef(db: Firestore, visitor: Visitor, now: number): DocumentReference {
  const id = createHmac('sha256', visitor.salt)
    .update(`booking\n${boundDay(now)}\n${visitorKey(visitor.ip)}`)
    .digest('hex');
  return db.collection('bookingVisitors').doc(id);
}

/** The visitor's counter as it is; refused once the day's new bookings are made. */
export async function readVisitor(
  db: Firestore,
  visitor: Visitor,
  now: number,
): Promise<DocumentSnapshot> {
  // Fail closed: an unsalted hash of an address is reversible by trying every address.
  if (!visitor.salt) throw new HttpsError('internal', 'Booking is not configured.');
  const snap = await visitorRef(db, visitor, now).get();
  if (!visitorMayBook(Number(snap.get('count') ?? 0))) throw limitRefusal('visitor');
  return snap;
}

export function countVisitor(tx: Transaction, snap: DocumentSnapshot, now: number): void {
  writeAt(tx, snap, {
    count: Number(snap.get('count') ?? 0) + 1,
    // Needed for its day only; the TTL policy removes it.
    // TTL: bookingVisitors
    expireAt: Timestamp.fromMillis(now + 2 * DAY_MS),
  });
}

// ---- Notices: the office copy and staff push of a lead's homeowner changes, collapsed --------

export const noticeRef = (db: Firestore, leadId: string) =>
  db.collection('bookingNotices').doc(leadId);

type Told = NoticeState<BookingMailWindow>;

const stateOf = (booking: StoredBooking): Told => ({
  windowId: booking.windowId,
  status: booking.status,
  window: { windowId: booking.windowId, start: booking.start, end: booking.end },
});

const toldOf = (snap: DocumentSnapshot): Told | null => (snap.get('told') as Told) ?? null;

/**
 * Queues the office copy and push of the booking's state as a change from what was told
 * (bookingNotice), and records it as told now. Nothing to tell (moved and moved back):
 * only the wait is over.
 */
function tellNow(
  tx: Transaction | WriteBatch,
  db: Firestore,
  snap: DocumentSnapshot,
  leadId: string,
  booking: StoredBooking,
  now: number,
): void {
  const notice = bookingNotice(toldOf(snap), stateOf(booking));
  if (!notice) {
    if (snap.exists) writeAt(tx, snap, { notBefore: FieldValue.delete() });
    return;
  }
  queueBookingMail(
    tx,
    db,
    {
      leadId,
      kind: notice.kind,
      sequence: booking.sequence,
      window: notice.window,
      previous: notice.previous,
      bookedBy: 'homeowner',
      notice: true,
    },
    now,
  );
  const told = { leadId, lastAt: Timestamp.fromMillis(now), told: stateOf(booking) };
  writeAt(tx, snap, snap.exists ? { ...told, notBefore: FieldValue.delete() } : told);
}

/**
 * In a booking change's transaction, with the lead's notices as read: a homeowner's change is
 * told at once when the last notice is BOOKING_NOTICE_INTERVAL_MS old, else it waits
 * (notBefore) and the sweep tells the state then (releaseDueNotices), so a later change
 * replaces a waiting one. A staff change has its own office copy: it is only what was told.
 */
export function noticeChange(
  tx: Transaction,
  db: Firestore,
  snap: DocumentSnapshot,
  change: { leadId: string; booking: StoredBooking; byStaff: boolean },
  now: number,
): void {
  const { leadId, booking } = change;
  if (change.byStaff) {
    if (snap.exists) writeAt(tx, snap, { told: stateOf(booking) });
    return;
  }
  const lastAt = snap.get('lastAt') as unknown;
  if (lastAt instanceof Timestamp && now < nextNoticeAt(lastAt.toMillis()))
    writeAt(tx, snap, { notBefore: Timestamp.fromMillis(nextNoticeAt(lastAt.toMillis())) });
  else tellNow(tx, db, snap, leadId, booking, now);
}

/**
 * Sends the notices whose wait is over (sweepInspections, every minute): each tells the
 * booking as it is then. A change meanwhile fails the write's version check and the next
 * sweep tells it; a lead gone takes its notices with it.
 */
export async function releaseDueNotices(db: Firestore, now: number, limit = 100): Promise<number> {
  const due = await db
    .collection('bookingNotices')
    .where('notBefore', '<=', Timestamp.fromMillis(now))
    .orderBy('notBefore')
    .limit(limit)
    .get();
  let told = 0;
  for (const doc of due.docs) {
    const leadId = doc.id;
    const [snap, bookingSnap] = await db.getAll(
      noticeRef(db, leadId),
      db.collection('bookings').doc(leadId),
    );
    if (!snap?.exists) continue;
    const batch = db.batch();
    const booking = bookingSnap?.data() as StoredBooking | undefined;
    if (booking) tellNow(batch, db, snap, leadId, booking, now);
    else batch.delete(snap.ref, { lastUpdateTime: snap.updateTime });
    try {
      await batch.commit();
      if (booking) told++;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // 9: changed meanwhile; 6: this state's notice exists. The next sweep looks again.
      if (code !== 9 && code !== 6) throw error;
    }
  }
  return told;
}
