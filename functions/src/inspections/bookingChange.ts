/**
 * The writes every booking change makes in its transaction, after the slot counters: the
 * booking, the lead's copy for the inbox, the request page's projection and the change's
 * e-mails in the outbox (the homeowner's; the office's copy and the staff push of a
 * homeowner's change go as a collapsed notice, bookingBounds.ts). One place, so a booking, a
 * reschedule and a cancellation agree.
 */
import type { InspectionSchedule } from '@altum/domain';
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { noticeChange } from './bookingBounds';
import {
  bookingRef,
  leadRef,
  requestRef,
  type LeadBookingCopy,
  type StoredBooking,
} from './bookingStore';
import { queueBookingMail, type BookingMailKind } from './bookingMailRecords';
import { requestProjection } from './requestProjection';

export interface BookingChange {
  leadId: string;
  lead: DocumentSnapshot;
  schedule: InspectionSchedule;
  /** The booking as it stands after the change. */
  booking: StoredBooking;
  /** The booking before a reschedule (its window goes into the notice). */
  previous?: StoredBooking | null;
  kind: Exclude<BookingMailKind, 'reminder'>;
  /** The lead's notices as read before the transaction's writes (bookingBounds.ts). */
  notices: DocumentSnapshot;
  /** Staff made the change (for the homeowner): outside the collapse, with its office copy. */
  byStaff: boolean;
  now: number;
}

export function writeBookingChange(tx: Transaction, db: Firestore, change: BookingChange): void {
  const { leadId, booking, byStaff, now } = change;
  const copy: LeadBookingCopy = {
    windowId: booking.windowId,
    start: booking.start,
    end: booking.end,
    status: booking.status,
  };
  // set() replaces the booking: a reschedule's new window starts without a reminder sent.
  tx.set(bookingRef(db, leadId), booking);
  tx.update(leadRef(db, leadId), { booking: copy });
  tx.set(
    requestRef(db, leadId),
    requestProjection({ ...(change.lead.data() ?? {}), booking: copy }, change.schedule, now),
  );
  queueBookingMail(
    tx,
    db,
    {
      leadId,
      kind: change.kind,
      sequence: booking.sequence,
      window: { windowId: booking.windowId, start: booking.start, end: booking.end },
      previous: change.previous
        ? {
            windowId: change.previous.windowId,
            start: change.previous.start,
            end: change.previous.end,
          }
        : undefined,
      bookedBy: booking.bookedBy,
      office: byStaff ? 'pending' : 'skipped',
    },
    now,
  );
  noticeChange(tx, db, change.notices, { leadId, booking, byStaff }, now);
}

export const stamp = (now: number) => Timestamp.fromMillis(now);
