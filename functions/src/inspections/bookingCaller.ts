/**
 * Who calls a booking callable, and what they sent. Anyone holding a lead's id acts as its
 * homeowner; a signed-in admin or writer (roles/{uid}, read here as the rules read it) books
 * for the homeowner on the phone: leads of any age, without the earliest notice, but never
 * past a window's capacity.
 */
import { BOOKING_MESSAGES, BOOKING_LEAD_MAX_AGE_MS } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { LEAD_ID, WINDOW_ID } from './bookingStore';

export type BookingCaller = { staff: false } | { staff: true; uid: string };

export async function bookingCaller(
  db: Firestore,
  uid: string | undefined,
): Promise<BookingCaller> {
  if (!uid) return { staff: false };
  const role = (await db.collection('roles').doc(uid).get()).data();
  return role?.['admin'] === true || role?.['writer'] === true
    ? { staff: true, uid }
    : { staff: false };
}

/** What bookings record as bookedBy. */
export const bookedBy = (caller: BookingCaller) => (caller.staff ? caller.uid : 'homeowner');

function exactKeys(data: unknown, keys: string[]): data is Record<string, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.keys(data).length === keys.length &&
    keys.every((key) => key in data)
  );
}

export function parseLeadRequest(data: unknown): { leadId: string } {
  if (
    !exactKeys(data, ['leadId']) ||
    typeof data['leadId'] !== 'string' ||
    !LEAD_ID.test(data['leadId'])
  )
    throw new HttpsError('invalid-argument', BOOKING_MESSAGES.malformed);
  return { leadId: data['leadId'] };
}

export function parseBookRequest(data: unknown): { leadId: string; windowId: string } {
  if (
    !exactKeys(data, ['leadId', 'windowId']) ||
    typeof data['leadId'] !== 'string' ||
    !LEAD_ID.test(data['leadId']) ||
    typeof data['windowId'] !== 'string' ||
    !WINDOW_ID.test(data['windowId'])
  )
    throw new HttpsError('invalid-argument', BOOKING_MESSAGES.malformed);
  return { leadId: data['leadId'], windowId: data['windowId'] };
}

/** A lead a homeowner may still book with: younger than BOOKING_LEAD_MAX_AGE_MS. */
export function assertYoungEnough(
  lead: Record<string, unknown>,
  caller: BookingCaller,
  now: number,
): void {
  if (caller.staff) return;
  const createdAt = lead['createdAt'];
  if (!(createdAt instanceof Timestamp) || now - createdAt.toMillis() > BOOKING_LEAD_MAX_AGE_MS)
    throw new HttpsError('failed-precondition', BOOKING_MESSAGES.tooOld);
}
