/**
 * cancelInspection({ leadId }): gives a booked window's place back. The same checks as a
 * reschedule (a homeowner until the earliest notice; staff at any time), in one transaction:
 * the slot counts one less, the booking is 'cancelled' with the next sequence (the invitation
 * is cancelled by it), and the lead's copy, the request page and the outbox follow; the
 * mailbox and phone it held are free again. A homeowner's cancellation counts as one of the
 * booking's changes (bookingBounds.ts). Cancelling what is already cancelled answers as the
 * first time did.
 */
import { BOOKING_MESSAGES, isChangeableAt, nextHomeownerChange } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { refreshAvailability } from './availability';
import { BOOKING_TRANSACTION_ATTEMPTS, type BookingDeps } from './bookInspection';
import { limitRefusal, noticeRef, readOwnHolds, releaseHolds } from './bookingBounds';
import { assertYoungEnough, bookingCaller, parseLeadRequest } from './bookingCaller';
import { writeBookingChange } from './bookingChange';
import {
  bookedIn,
  bookingRef,
  leadRef,
  scheduleOf,
  scheduleRef,
  slotRef,
  storedBooking,
  type StoredBooking,
  answers,
  retryOnNewerVersion,
} from './bookingStore';

export interface CancelledWindow {
  windowId: string;
  start: string;
  end: string;
  status: 'cancelled';
}

export async function cancelInspectionFor(
  deps: BookingDeps,
  uid: string | undefined,
  data: unknown,
): Promise<CancelledWindow> {
  const { db } = deps;
  const { leadId } = parseLeadRequest(data);
  const caller = await bookingCaller(db, uid);
  const now = (deps.now ?? Date.now)();
  const { booking, changed } = await retryOnNewerVersion(() =>
    db.runTransaction(
      async (tx) => {
        // As bookInspection: the booking under the lock, the slot at a version.
        const bookingSnap = await tx.get(bookingRef(db, leadId));
        const [lead, scheduleSnap] = answers(
          await db.getAll(leadRef(db, leadId), scheduleRef(db)),
          2,
        );
        if (!lead.exists) throw new HttpsError('not-found', BOOKING_MESSAGES.unknownRequest);
        assertYoungEnough(lead.data() ?? {}, caller, now);
        const old = storedBooking(bookingSnap);
        if (!old) throw new HttpsError('failed-precondition', BOOKING_MESSAGES.nothingBooked);
        if (old.status === 'cancelled') return { booking: old, changed: false };
        const schedule = scheduleOf(scheduleSnap);
        if (!caller.staff && !isChangeableAt({ start: old.start.toDate() }, schedule, now))
          throw new HttpsError('failed-precondition', BOOKING_MESSAGES.tooLate);
        const change = caller.staff ? null : nextHomeownerChange(old.homeownerChanges, now);
        if (change && 'refused' in change) throw limitRefusal(change.refused);
        const holds = await readOwnHolds(db, leadId, old.holds);
        const notices = await noticeRef(db, leadId).get();
        const slot = await slotRef(db, old.windowId).get();
        if (slot.exists) {
          tx.update(
            slotRef(db, old.windowId),
            { booked: Math.max(0, bookedIn(slot) - 1) },
            { lastUpdateTime: slot.updateTime },
          );
        }
        releaseHolds(tx, holds);
        const cancelled: StoredBooking = {
          ...old,
          status: 'cancelled',
          sequence: old.sequence + 1,
          updatedAt: Timestamp.fromMillis(now),
          ...(change ? { homeownerChanges: change.counts } : {}),
          holds: [],
        };
        delete cancelled.reminderSentAt;
        writeBookingChange(tx, db, {
          leadId,
          lead,
          schedule,
          booking: cancelled,
          kind: 'cancelled',
          notices,
          byStaff: caller.staff,
          now,
        });
        return { booking: cancelled, changed: true };
      },
      { maxAttempts: BOOKING_TRANSACTION_ATTEMPTS },
    ),
  );
  if (changed) {
    await refreshAvailability(db, now).catch((error: unknown) =>
      logger.error('Could not refresh the availability after a cancellation', error, { leadId }),
    );
  }
  return {
    windowId: booking.windowId,
    start: booking.start.toDate().toISOString(),
    end: booking.end.toDate().toISOString(),
    status: 'cancelled',
  };
}

export const cancelInspection = onCall(
  { maxInstances: 10, timeoutSeconds: 60, enforceAppCheck: appCheckEnforced() },
  (request) => cancelInspectionFor({ db: adminDb() }, request.auth?.uid, request.data),
);
