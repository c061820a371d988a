/**
 * Sends a bookingMail record's two e-mails (the homeowner's and the office copy) exactly once
 * each, with the outbox the lead e-mails use (functions/src/outbox): a run claims the record in
 * a transaction with a lease; each e-mail is marked sent as soon as SendGrid takes it; a
 * transient failure leaves it pending for the sweep (the same backoff, for up to a day); a
 * refused key leaves it blocked and tried again every half hour within that day. The creation
 * event sends at once; sweepInspections retries, and takes over a record whose event never ran.
 *
 * Caps: a mailbox gets at most BOOKING_MAILS_PER_MAILBOX_PER_DAY booking e-mails a day,
 * however many requests name it, and each counts against the booking e-mails' own hourly
 * budget (bookingMailBudget: a flood of bookings cannot spend the lead confirmations'); the
 * office copy is never capped, and a homeowner's changes reach the office collapsed, one
 * notice per lead per few minutes (bookingBounds.ts). A reminder whose booking changed since, or
 * whose window has begun, is not sent.
 */
import { createHash } from 'node:crypto';
import {
  DEFAULT_BOOKING_MAILS_PER_HOUR,
  normalizeMailbox,
  parseStoredLead,
  type Lead,
} from '@altum/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { reserveHourlyConfirmation } from '../leads/confirmationBudget';
import type { LeadEmailAddresses } from '../leads/leadEmails';
import {
  classifySendError,
  DEFAULT_RETRY,
  describeSendError,
  type RetryOptions,
  type SendMail,
} from '../leads/mailer';
import { heldByAnotherRun, isDue, joinErrors, takeLease } from '../outbox/lease';
import {
  EMAIL_DEADLINE_MS,
  EMAIL_LEASE_MS,
  endOfRun,
  runStatus,
  sendEach,
  stateAfter,
  type EmailState,
} from '../outbox/sendEmails';
import { eachLimited, findDue, newSweepId } from '../outbox/sweep';
import { deadlinePassed } from '../outbox/timing';
import { answers, bookingRef, leadRef } from './bookingStore';
import {
  homeownerBookingEmail,
  officeBookingEmail,
  type BookingEmail,
  type BookingEmailFacts,
} from './bookingEmails';
import { BOOKING_MAILS_PER_MAILBOX_PER_DAY, type BookingMail } from './bookingMailRecords';

/** The booking e-mails' hourly budget, apart from the lead confirmations'. */
export const BOOKING_MAIL_BUDGET = 'bookingMailBudget';

export interface BookingMailDeps {
  db: Firestore;
  send: SendMail;
  /** The office's addresses and the site's origin (the request page's link). */
  addresses: LeadEmailAddresses;
  /** The booking e-mails' own hourly budget (homeowner e-mails; office copies are free). */
  bookingMailsPerHour?: number;
  retry?: RetryOptions;
  now?: () => number;
}

export type BookingMailOutcome = 'sent' | 'retrying' | 'failed' | 'blocked' | 'skipped';

type Recipient = 'homeowner' | 'office';
const RECIPIENTS: Recipient[] = ['homeowner', 'office'];

/** The cap counter of one mailbox on one UTC day, keyed by a hash of the normalized mailbox. */
export function bookingMailCapRef(db: Firestore, email: string, at: number): DocumentReference {
  const day = new Date(at).toISOString().slice(0, 10);
  const hash = createHash('sha256').update(normalizeMailbox(email)).digest('hex');
  return db.collection('bookingMailCaps').doc(`${hash}_${day}`);
}

const unsent = (state: EmailState) => state === 'pending' || state === 'blocked';

interface Claimed {
  mail: BookingMail;
  lead: Lead | null;
  data: Record<string, unknown>;
}

async function claim(
  deps: BookingMailDeps,
  ref: DocumentReference,
  eventId: string,
  sweep: boolean,
  now: number,
): Promise<Claimed | null> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const mail = snap.data() as BookingMail | undefined;
    if (!mail || mail.status === 'sent' || mail.status === 'failed') return null;
    if (heldByAnotherRun(mail, { id: ref.id, eventId, now })) return null;
    // The creation event takes a fresh record (or its own dead run); the sweep what is due.
    if (sweep ? !isDue(mail, now) : mail.status !== 'pending' && mail.status !== 'sending')
      return null;

    const [leadSnap, bookingSnap] = answers(
      await tx.getAll(leadRef(db, mail.leadId), bookingRef(db, mail.leadId)),
      2,
    );
    const data = leadSnap.data();
    const next: BookingMail = { ...mail };
    if (!data) {
      // The lead was deleted: nobody to write to, nothing for the office to act on.
      next.homeowner = unsent(next.homeowner) ? 'skipped' : next.homeowner;
      next.office = unsent(next.office) ? 'skipped' : next.office;
      next.skipReason = 'lead-deleted';
    }
    const booking = bookingSnap.data();
    if (
      data &&
      mail.kind === 'reminder' &&
      (booking?.['sequence'] !== mail.sequence ||
        booking?.['status'] !== 'booked' ||
        now >= mail.window.start.toMillis())
    ) {
      // Moved or cancelled since (its notice went out), or too late to remind.
      next.homeowner = unsent(next.homeowner) ? 'skipped' : next.homeowner;
      next.office = unsent(next.office) ? 'skipped' : next.office;
      next.skipReason = 'reminder-outdated';
    }
    const lead = data ? parseStoredLead(data) : null;
    if (data && !lead && next.homeowner === 'pending') {
      // The address may be the malformed part: staff hear of it, the homeowner does not.
      next.homeowner = 'failed';
      next.error = 'The stored lead does not pass the lead schema';
    }
    let takeCap: (() => void) | null = null;
    let takeBudget: (() => void) | null = null;
    if (lead && next.homeowner === 'pending' && !next.counted) {
      next.counted = true;
      const capRef = bookingMailCapRef(db, lead.email, now);
      const count = Number((await tx.get(capRef)).get('count') ?? 0);
      if (count >= BOOKING_MAILS_PER_MAILBOX_PER_DAY) {
        next.homeowner = 'skipped';
        next.skipReason = 'mailbox-daily-cap';
      } else {
        takeBudget = await reserveHourlyConfirmation(
          tx,
          db,
          now,
          deps.bookingMailsPerHour ?? DEFAULT_BOOKING_MAILS_PER_HOUR,
          Math.random,
          BOOKING_MAIL_BUDGET,
        );
        if (!takeBudget) {
          next.homeowner = 'skipped';
          next.skipReason = 'hourly-budget';
        } else {
          takeCap = () =>
            tx.set(capRef, {
              count: count + 1,
              // Needed for its day only; the TTL policy removes it.
              expireAt: Timestamp.fromMillis(now + 2 * 24 * 60 * 60 * 1000),
            });
        }
      }
    }
    Object.assign(next, takeLease(mail, eventId, now, EMAIL_LEASE_MS));
    tx.set(ref, next);
    takeCap?.();
    takeBudget?.();
    return { mail: next, lead, data: data ?? {} };
  });
}

function build(recipient: Recipient, claimed: Claimed, deps: BookingMailDeps): BookingEmail {
  const { mail, lead, data } = claimed;
  const facts: BookingEmailFacts = {
    leadId: mail.leadId,
    kind: mail.kind,
    sequence: mail.sequence,
    window: { start: mail.window.start.toDate(), end: mail.window.end.toDate() },
    ...(mail.previous
      ? { previous: { start: mail.previous.start.toDate(), end: mail.previous.end.toDate() } }
      : {}),
    bookedBy: mail.bookedBy,
    changedAt: mail.createdAt.toDate(),
    site: deps.addresses.site,
  };
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const typed = lead ?? {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    service: text('service'),
  };
  return recipient === 'homeowner'
    ? homeownerBookingEmail(facts, typed, deps.addresses)
    : officeBookingEmail(facts, typed, deps.addresses);
}

export async function deliverBookingMail(
  deps: BookingMailDeps,
  mailId: string,
  eventId: string,
  options: { sweep?: boolean } = {},
): Promise<BookingMailOutcome> {
  const now = deps.now ?? Date.now;
  const ref = deps.db.collection('bookingMail').doc(mailId);
  const claimed = await claim(deps, ref, eventId, options.sweep ?? false, now());
  if (!claimed) return 'skipped';
  const { mail } = claimed;
  const errors: string[] = mail.error ? [mail.error] : [];
  const pastDeadline = deadlinePassed(mail.createdAt.toMillis(), EMAIL_DEADLINE_MS, now());
  if (pastDeadline) {
    // A day late, a booking e-mail would mislead: given up, and staff see why.
    for (const r of RECIPIENTS) if (unsent(mail[r])) mail[r] = 'failed';
    errors.push(`not sent within ${EMAIL_DEADLINE_MS / 3_600_000} h`);
  }
  const due = RECIPIENTS.filter((r) => unsent(mail[r]));
  const outcomes = await sendEach(
    due,
    (recipient) => deps.send(build(recipient, claimed, deps)),
    deps.retry ?? (options.sweep ? { attempts: 1, baseDelayMs: 0 } : DEFAULT_RETRY),
    async (recipient) => {
      // Recorded at once: should this run die now, the next one does not send it again.
      mail[recipient] = 'sent';
      await ref.update({ [recipient]: 'sent' });
    },
  );
  for (const { part: recipient, error } of outcomes) {
    if (error === undefined) continue;
    const failure = classifySendError(error);
    mail[recipient] = stateAfter(failure);
    errors.push(`${recipient}: ${describeSendError(error)}`);
    logger.warn('Booking e-mail not sent', { mailId, recipient, failure });
  }
  const status = runStatus(RECIPIENTS.map((r) => mail[r]));
  const at = now();
  const summary = joinErrors(errors);
  await ref.update({
    homeowner: mail.homeowner,
    office: mail.office,
    ...endOfRun(status, mail.attempts, at),
    ...(summary ? { error: summary } : {}),
  });
  const log = status === 'sent' ? logger.info : logger.error;
  log('Booking e-mails run done', {
    mailId,
    status,
    homeowner: mail.homeowner,
    office: mail.office,
  });
  return status;
}

export interface BookingMailSweep {
  due: number;
  outcomes: Record<BookingMailOutcome, number>;
  errors: number;
}

/** Sends what is due: retries, blocked e-mails, records whose creation event never ran. */
export async function sweepBookingMail(
  deps: BookingMailDeps & { limit?: number },
): Promise<BookingMailSweep> {
  const now = deps.now ?? Date.now;
  const due = await findDue(
    deps.db.collection('bookingMail'),
    'nextAttemptAt',
    now(),
    deps.limit ?? 100,
  );
  const result: BookingMailSweep = {
    due: due.size,
    outcomes: { sent: 0, retrying: 0, failed: 0, blocked: 0, skipped: 0 },
    errors: 0,
  };
  const sweepId = newSweepId();
  // One at a time; one record's trouble is logged and stops no other.
  const failed = (error: unknown, mailId: string) => {
    result.errors++;
    logger.error('Booking e-mail sweep failed for a record', error, { mailId });
  };
  await eachLimited(
    due.docs.map((doc) => doc.id),
    1,
    failed,
    async (mailId) => {
      result.outcomes[await deliverBookingMail(deps, mailId, sweepId, { sweep: true })]++;
    },
  );
  return result;
}
