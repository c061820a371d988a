/**
 * The booking e-mails' outbox: one bookingMail document per change of a booking (written in
 * the booking's own transaction, so no change goes unmailed and none is mailed twice) and one
 * per reminder. Each holds what happened (the window, and the one before on a reschedule) and
 * the state of its two e-mails: the homeowner's and the office's copy. bookingMail.ts sends
 * them, sendBookingEmails on creation and sweepInspections for retries.
 */
import type {
  DocumentReference,
  Firestore,
  Timestamp,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import { Timestamp as FirestoreTimestamp } from 'firebase-admin/firestore';
import type { EmailState } from '../outbox/sendEmails';

export type BookingMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

export interface BookingMailWindow {
  windowId: string;
  start: Timestamp;
  end: Timestamp;
}

export interface BookingMail {
  leadId: string;
  kind: BookingMailKind;
  /** The booking's sequence after the change: the invitation's SEQUENCE. */
  sequence: number;
  window: BookingMailWindow;
  /** The window before a reschedule. */
  previous?: BookingMailWindow;
  /** 'homeowner' or a staff uid. */
  bookedBy: string;
  /**
   * The office copy and staff push of a homeowner's changes, collapsed (bookingBounds.ts):
   * no homeowner e-mail. A homeowner's own change record then has no office copy.
   */
  notice?: boolean;
  homeowner: EmailState;
  office: EmailState;
  /**
   * pending: not sent yet; sending: a run holds it (until leaseUntil); retrying: the sweep
   * tries again at nextAttemptAt; sent; failed (given up, or a final refusal); blocked: the
   * key is refused, tried again by the sweep later.
   */
  status: 'pending' | 'sending' | 'retrying' | 'sent' | 'failed' | 'blocked';
  attempts: number;
  eventId?: string;
  leaseUntil?: Timestamp;
  /** When the sweep should look at it; absent once nothing is left to send. */
  nextAttemptAt?: Timestamp;
  /** The homeowner's e-mail was counted against the caps (or skipped by them). */
  counted?: boolean;
  skipReason?: string;
  error?: string;
  createdAt: Timestamp;
  expireAt: Timestamp;
}

/** Kept for staff to look into a delivery for this long; the TTL policy removes it. */
export const BOOKING_MAIL_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The creation event sends at once; the sweep takes a mail whose event never ran after this. */
export const BOOKING_MAIL_GRACE_MS = 2 * 60 * 1000;

/** Homeowner booking e-mails one mailbox may get a day (any number of its requests). */
export const BOOKING_MAILS_PER_MAILBOX_PER_DAY = 6;

export const bookingMailRef = (
  db: Firestore,
  leadId: string,
  sequence: number,
  kind: BookingMailKind,
  notice = false,
): DocumentReference =>
  db
    .collection('bookingMail')
    .doc(`${leadId}_${sequence}${kind === 'reminder' ? '_reminder' : notice ? '_notice' : ''}`);

/** Queues a booking change's e-mails inside the transaction (or batch) that makes the change. */
export function queueBookingMail(
  tx: Transaction | WriteBatch,
  db: Firestore,
  mail: Pick<
    BookingMail,
    'leadId' | 'kind' | 'sequence' | 'window' | 'previous' | 'bookedBy' | 'notice'
  > & {
    /** 'skipped': the office hears of this change through a notice (a homeowner's change). */
    office?: 'pending' | 'skipped';
  },
  now: number,
): void {
  tx.create(bookingMailRef(db, mail.leadId, mail.sequence, mail.kind, mail.notice), {
    leadId: mail.leadId,
    kind: mail.kind,
    sequence: mail.sequence,
    window: mail.window,
    ...(mail.previous ? { previous: mail.previous } : {}),
    bookedBy: mail.bookedBy,
    ...(mail.notice ? { notice: true } : {}),
    homeowner: mail.notice ? 'skipped' : 'pending',
    office: mail.office ?? 'pending',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: FirestoreTimestamp.fromMillis(now + BOOKING_MAIL_GRACE_MS),
    createdAt: FirestoreTimestamp.fromMillis(now),
    expireAt: FirestoreTimestamp.fromMillis(now + BOOKING_MAIL_TTL_MS),
  } satisfies BookingMail);
}
