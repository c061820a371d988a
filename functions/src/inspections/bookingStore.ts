/**
 * Where inspection bookings live, and their stored shapes. firestore.rules:
 *   inspectionSchedule/current   the InspectionSchedule; admins read and write it
 *   inspectionAvailability/current  { windows: [{ id, start, end, left }], updatedAt }: public get
 *   inspectionSlots/{windowId}   { start, end, capacity, booked, expireAt }: functions only
 *   bookings/{leadId}            one per request; staff read
 *   requests/{leadId}            the request page's public projection: get by id, no list
 *   bookingMail/{id}, bookingMailCaps/{id}  the booking e-mails' outbox and caps: functions only
 *   bookingHolds, bookingVisitors, bookingNotices  the homeowner's bounds (bookingBounds.ts)
 *   inspectionSweep/state        what the minute sweep has left to do: functions only
 * The lead (contacts/{leadId}) carries a copy for the inbox: booking { windowId, start, end, status }.
 */
import {
  LEAD_ID_PATTERN,
  readInspectionSchedule,
  type HomeownerChanges,
  type InspectionSchedule,
} from '@altum/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
} from 'firebase-admin/firestore';

export const scheduleRef = (db: Firestore) => db.collection('inspectionSchedule').doc('current');

export const availabilityRef = (db: Firestore) =>
  db.collection('inspectionAvailability').doc('current');

/** The same for staff, who may book inside the earliest notice (staffBookingSchedule). */
export const staffAvailabilityRef = (db: Firestore) =>
  db.collection('inspectionAvailability').doc('staff');

/**
 * inspectionSweep/state: { availabilityChangesAt, scheduleUpdatedAt, remindedEvening,
 * quoteStatsDueAt, quoteStatsMarkedAt (quotes/quoteStats.ts) }, what lets the minute sweep read
 * little while nothing is due (sweepInspections.ts).
 */
export const inspectionSweepRef = (db: Firestore) => db.collection('inspectionSweep').doc('state');

/** A window's bookings, by its id; only a window booked at least once has one. */
export const SLOTS = 'inspectionSlots';

export const slotRef = (db: Firestore, windowId: string) => db.collection(SLOTS).doc(windowId);

export const bookingRef = (db: Firestore, leadId: string) => db.collection('bookings').doc(leadId);

export const requestRef = (db: Firestore, leadId: string) => db.collection('requests').doc(leadId);

export const leadRef = (db: Firestore, leadId: string): DocumentReference =>
  db.collection('contacts').doc(leadId);

/** A lead's id as the SDK makes it on the device: the key to its request. */
export const LEAD_ID = new RegExp(`^${LEAD_ID_PATTERN}$`);

/** A window's id: its start on Houston's clock. */
export const WINDOW_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Slots are needed until their window is well past; the TTL policy removes them. */
export const SLOT_TTL_AFTER_END_MS = 7 * 24 * 60 * 60 * 1000;

export type BookingStatus = 'booked' | 'cancelled';

export interface StoredBooking {
  leadId: string;
  windowId: string;
  start: Timestamp;
  end: Timestamp;
  status: BookingStatus;
  /** 'homeowner', or the uid of the staff member who booked for them. */
  bookedBy: string;
  /** 0 on the first booking, +1 per reschedule or cancel: the invitation's SEQUENCE. */
  sequence: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  reminderSentAt?: Timestamp;
  /** The homeowner's reschedules and cancellations, bounded (domain bounds.ts). */
  homeownerChanges?: HomeownerChanges;
  /** The bookingHolds it holds (its mailbox's and phone's), released with it. */
  holds?: string[];
}

/** The lead's copy of its booking, for the inbox. */
export interface LeadBookingCopy {
  windowId: string;
  start: Timestamp;
  end: Timestamp;
  status: BookingStatus;
}

export function scheduleOf(snap: DocumentSnapshot): InspectionSchedule {
  return readInspectionSchedule(snap.data());
}

export function storedBooking(snap: DocumentSnapshot): StoredBooking | null {
  const data = snap.data() as Partial<StoredBooking> | undefined;
  if (!data || typeof data.windowId !== 'string' || !data.start || !data.end) return null;
  return data as StoredBooking;
}

/** The booking that holds a place now, if any. */
export function activeBooking(snap: DocumentSnapshot): StoredBooking | null {
  const booking = storedBooking(snap);
  return booking?.status === 'booked' ? booking : null;
}

/** The bookings of a slot as stored (0 for a slot nobody booked yet). */
export function bookedIn(snap: DocumentSnapshot): number {
  const booked = snap.get('booked') as unknown;
  return typeof booked === 'number' && booked > 0 ? booked : 0;
}

type Tuple<N extends number, T, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<N, T, [...R, T]>;

/** getAll answers one snapshot per reference asked; its typing allows fewer. */
export function answers<N extends number>(
  snaps: DocumentSnapshot[],
  count: N,
): Tuple<N, DocumentSnapshot> {
  if (snaps.length !== count) throw new Error(`Asked for ${count} documents, got ${snaps.length}`);
  return snaps as unknown as Tuple<N, DocumentSnapshot>;
}

/**
 * A slot's counter is the one document many bookings write at once. A booking change reads it
 * outside its transaction's locks and writes it in the transaction only at the version read
 * (a lastUpdateTime precondition; a create for a slot nobody booked yet), so the commit fails
 * when another booking changed it first, and the change is made again from a fresh read. The
 * count stays exact (nothing is written over a newer count), and no transaction holds a read
 * lock on a hot window's counter: two transactions that both read and then write one
 * document wait on each other (the Firestore emulator for 30 s before aborting both).
 */
export async function retryOnNewerVersion<T>(change: () => Promise<T>, attempts = 60): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // 9: FAILED_PRECONDITION (a newer version), 6: ALREADY_EXISTS (created meanwhile).
      if ((code !== 9 && code !== 6) || attempt >= attempts) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 10)),
      );
    }
  }
}
