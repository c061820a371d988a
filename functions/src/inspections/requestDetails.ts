/**
 * requestDetails({ leadId }): what the request page shows beyond the public projection: the
 * address the inspection is at, the office's phone, the booked window and whether it can
 * still be changed. Anyone holding the lead's id (the confirmation e-mail's link), for a lead
 * younger than REQUEST_PAGE_MAX_AGE_MS; an unknown id, or an older lead, is 'not-found'.
 * Never the name, phone or e-mail: the page has no use for them.
 */
import {
  arrivedPhotoCount,
  BOOKING_LEAD_MAX_AGE_MS,
  BOOKING_MESSAGES,
  isChangeableAt,
  REQUEST_PAGE_MAX_AGE_MS,
  requestStatus,
  type RequestStatus,
} from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { COMPANY_PHONE } from '../leads/leadEmails';
import type { BookingDeps } from './bookInspection';
import { parseLeadRequest } from './bookingCaller';
import {
  activeBooking,
  answers,
  bookingRef,
  leadRef,
  scheduleOf,
  scheduleRef,
} from './bookingStore';

export interface RequestDetails {
  address: string;
  officePhone: string;
  window?: { id: string; start: string; end: string };
  status: RequestStatus;
  photoCount: number;
  /** Whether the homeowner may still reschedule or cancel online. */
  changeable: boolean;
}

export async function requestDetailsFor(deps: BookingDeps, data: unknown): Promise<RequestDetails> {
  const { db } = deps;
  const { leadId } = parseLeadRequest(data);
  const now = (deps.now ?? Date.now)();
  const [lead, scheduleSnap, bookingSnap] = answers(
    await db.getAll(leadRef(db, leadId), scheduleRef(db), bookingRef(db, leadId)),
    3,
  );
  const createdAt = lead.get('createdAt') as unknown;
  const age = createdAt instanceof Timestamp ? now - createdAt.toMillis() : Infinity;
  if (!lead.exists || age > REQUEST_PAGE_MAX_AGE_MS)
    throw new HttpsError('not-found', BOOKING_MESSAGES.unknownRequest);
  const booking = activeBooking(bookingSnap);
  const status = requestStatus({
    status: lead.get('status'),
    firstContactAt: lead.get('firstContactAt'),
    booking,
  });
  const shown = status === 'booked' && booking ? booking : null;
  return {
    address: String(lead.get('address') ?? ''),
    officePhone: COMPANY_PHONE,
    ...(shown
      ? {
          window: {
            id: shown.windowId,
            start: shown.start.toDate().toISOString(),
            end: shown.end.toDate().toISOString(),
          },
        }
      : {}),
    status,
    photoCount: arrivedPhotoCount(lead.get('photos')),
    changeable:
      shown !== null &&
      age <= BOOKING_LEAD_MAX_AGE_MS &&
      isChangeableAt({ start: shown.start.toDate() }, scheduleOf(scheduleSnap), now),
  };
}

export const requestDetails = onCall(
  { maxInstances: 10, timeoutSeconds: 30, enforceAppCheck: appCheckEnforced() },
  (request) => requestDetailsFor({ db: adminDb() }, request.data),
);
