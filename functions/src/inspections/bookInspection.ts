/**
 * bookInspection({ leadId, windowId }): books (or moves) a request's inspection into a window.
 * In one transaction: the booking is read, with the lead, the schedule and the window's slot
 * (and the old one on a reschedule); a window no longer bookable, or full, is refused; else the
 * slot counts one more (the old one one less) and the booking, the lead's copy, the request
 * page and the outbox are written. A window never gets more bookings than its capacity: the
 * count is written in that transaction only at the version it was read at
 * (retryOnNewerVersion), so a count changed meanwhile makes the booking read it again. A full
 * window answers 'resource-exhausted' with the next open windows; the availability is
 * refreshed after.
 * A homeowner is bounded in the same transaction (bookingBounds.ts): no booking for a lead
 * the honeypot caught, one active booking per mailbox and per phone, a few new bookings per
 * visitor a day and a few changes per booking; each refusal says which, and to call. Staff
 * booking for the homeowner are bounded by capacity only.
 */
import {
  BOOKING_MESSAGES,
  bookableWindows,
  isChangeableAt,
  isOpenForBooking,
  mayBookOnline,
  nextHomeownerChange,
  staffBookingSchedule,
  type InspectionSchedule,
} from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { clientIp, viewHashSalt } from '../blog/countPostView';
import { offeredWindows, refreshAvailability } from './availability';
import {
  assertYoungEnough,
  bookedBy,
  bookingCaller,
  parseBookRequest,
  type BookingCaller,
} from './bookingCaller';
import {
  countVisitor,
  limitRefusal,
  noticeRef,
  readHolds,
  readVisitor,
  writeHolds,
  type Visitor,
} from './bookingBounds';
import { writeBookingChange } from './bookingChange';
import {
  activeBooking,
  bookedIn,
  bookingRef,
  leadRef,
  scheduleOf,
  scheduleRef,
  slotRef,
  SLOT_TTL_AFTER_END_MS,
  storedBooking,
  type StoredBooking,
  answers,
  retryOnNewerVersion,
} from './bookingStore';

export interface BookingDeps {
  db: Firestore;
  now?: () => number;
}

export interface BookedWindow {
  windowId: string;
  start: string;
  end: string;
}

/** Attempts of one transaction on Firestore's own contention (ABORTED). */
export const BOOKING_TRANSACTION_ATTEMPTS = 10;

/** The schedule as the caller may book it (staffBookingSchedule says how staff may). */
export function scheduleFor(caller: BookingCaller, schedule: InspectionSchedule) {
  return caller.staff ? staffBookingSchedule(schedule) : schedule;
}

type Outcome =
  | { kind: 'booked'; booking: StoredBooking }
  | { kind: 'unchanged'; booking: StoredBooking }
  | { kind: 'gone' | 'full'; schedule: InspectionSchedule };

/** `visitor`: who called, for the per-visitor bound of a homeowner's new bookings. */
export async function bookInspectionFor(
  deps: BookingDeps,
  uid: string | undefined,
  data: unknown,
  visitor: Visitor,
): Promise<BookedWindow> {
  const { db } = deps;
  const { leadId, windowId } = parseBookRequest(data);
  const caller = await bookingCaller(db, uid);
  const now = (deps.now ?? Date.now)();
  const outcome = await retryOnNewerVersion(() =>
    db.runTransaction(
      async (tx): Promise<Outcome> => {
        // This request's own booking, under the transaction's lock (a double click's two
        // calls are serialized by it); the lead and the schedule are read as they are (the
        // lead's update fails should it be gone); the slots at a version (bookingStore.ts).
        const bookingSnap = await tx.get(bookingRef(db, leadId));
        const [lead, scheduleSnap] = answers(
          await db.getAll(leadRef(db, leadId), scheduleRef(db)),
          2,
        );
        if (!lead.exists) throw new HttpsError('not-found', BOOKING_MESSAGES.unknownRequest);
        const leadData = lead.data() ?? {};
        assertYoungEnough(leadData, caller, now);
        if (!caller.staff && !isOpenForBooking(leadData))
          throw new HttpsError('failed-precondition', BOOKING_MESSAGES.closed);
        if (!caller.staff && !mayBookOnline(leadData)) throw limitRefusal('suspect');
        const schedule = scheduleOf(scheduleSnap);
        const old = storedBooking(bookingSnap);
        const active = activeBooking(bookingSnap);
        if (active?.windowId === windowId) return { kind: 'unchanged', booking: active };
        if (
          active &&
          !caller.staff &&
          !isChangeableAt({ start: active.start.toDate() }, schedule, now)
        )
          throw new HttpsError('failed-precondition', BOOKING_MESSAGES.tooLate);
        // The bounds before the window: a homeowner they refuse is told to call, not sent
        // to pick another time that would be refused too.
        const change = old && !caller.staff ? nextHomeownerChange(old.homeownerChanges, now) : null;
        if (change && 'refused' in change) throw limitRefusal(change.refused);
        const holds = await readHolds(db, leadData, leadId, caller, now);
        // A new place (not a move) counts against the visitor's day.
        const visitorSnap = !caller.staff && !active ? await readVisitor(db, visitor, now) : null;
        const notices = await noticeRef(db, leadId).get();
        const window = bookableWindows(scheduleFor(caller, schedule), now).find(
          (w) => w.id === windowId,
        );
        if (!window) return { kind: 'gone', schedule };
        const slot = await slotRef(db, windowId).get();
        const oldSlot = active ? await slotRef(db, active.windowId).get() : null;
        const booked = bookedIn(slot);
        if (booked >= window.capacity) return { kind: 'full', schedule };

        const start = Timestamp.fromDate(window.start);
        const end = Timestamp.fromDate(window.end);
        const expiry = window.end.getTime() + SLOT_TTL_AFTER_END_MS;
        if (slot.exists) {
          tx.update(
            slotRef(db, windowId),
            {
              start,
              end,
              capacity: window.capacity,
              booked: booked + 1,
              expireAt: Timestamp.fromMillis(expiry),
            },
            { lastUpdateTime: slot.updateTime },
          );
        } else {
          tx.create(slotRef(db, windowId), {
            start,
            end,
            capacity: window.capacity,
            booked: 1,
            expireAt: Timestamp.fromMillis(expiry),
          });
        }
        if (active && oldSlot?.exists) {
          tx.update(
            slotRef(db, active.windowId),
            { booked: Math.max(0, bookedIn(oldSlot) - 1) },
            { lastUpdateTime: oldSlot.updateTime },
          );
        }
        if (visitorSnap) countVisitor(tx, visitorSnap, now);
        const homeownerChanges = change?.counts ?? old?.homeownerChanges;
        const booking: StoredBooking = {
          leadId,
          windowId,
          start,
          end,
          status: 'booked',
          bookedBy: bookedBy(caller),
          sequence: old ? old.sequence + 1 : 0,
          createdAt: old?.createdAt ?? Timestamp.fromMillis(now),
          updatedAt: Timestamp.fromMillis(now),
          ...(homeownerChanges ? { homeownerChanges } : {}),
          holds: writeHolds(tx, holds, leadId, end, now),
        };
        writeBookingChange(tx, db, {
          leadId,
          lead,
          schedule,
          booking,
          previous: active,
          kind: active ? 'rescheduled' : 'booked',
          notices,
          byStaff: caller.staff,
          now,
        });
        return { kind: 'booked', booking };
      },
      { maxAttempts: BOOKING_TRANSACTION_ATTEMPTS },
    ),
  );

  if ('schedule' in outcome) {
    // Returned, not thrown, from the transaction: the offer is read outside it.
    // The homeowner keeps what they typed and picks again from what is open now.
    const nextWindows = await offeredWindows(
      db,
      scheduleFor(caller, outcome.schedule),
      now,
      windowId,
    );
    throw outcome.kind === 'full'
      ? new HttpsError('resource-exhausted', BOOKING_MESSAGES.windowFull, { nextWindows })
      : new HttpsError('failed-precondition', BOOKING_MESSAGES.windowGone, { nextWindows });
  }
  const { booking } = outcome;
  if (outcome.kind === 'booked') {
    await refreshAvailability(db, now).catch((error: unknown) =>
      // The sweep refreshes it within a minute; the booking itself stands.
      logger.error('Could not refresh the availability after a booking', error, { leadId }),
    );
  }
  return {
    windowId: booking.windowId,
    start: booking.start.toDate().toISOString(),
    end: booking.end.toDate().toISOString(),
  };
}

export const bookInspection = onCall(
  // Contended transactions on a popular window take a few tries; bounded per instance.
  {
    maxInstances: 10,
    timeoutSeconds: 120,
    enforceAppCheck: appCheckEnforced(),
    // The visitor is keyed as the view counter keys one, with its salt.
    secrets: [viewHashSalt],
  },
  (request) =>
    bookInspectionFor({ db: adminDb() }, request.auth?.uid, request.data, {
      ip: clientIp(request.rawRequest),
      salt: viewHashSalt.value(),
    }),
);
