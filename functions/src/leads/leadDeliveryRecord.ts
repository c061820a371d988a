/**
 * A lead's `delivery` record (on contacts/{leadId}): the state of its two e-mails and of the
 * runs that send them (leadDelivery.ts), and how long a lead and its receipt are kept.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { EmailState } from '../outbox/sendEmails';

/**
 * Why a confirmation was skipped, for staff; 'past-day': a held lead let through ('Not spam')
 * more than a day after it arrived (releaseHeldLead.ts).
 */
export type SkipReason = 'mailbox-daily-cap' | 'hourly-budget' | 'past-day';

/** Receipts are only read while the form waits; the TTL policy deletes them after this. */
export const RECEIPT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Leads are kept this long after they arrive; the TTL policy deletes them after it. */
export const LEAD_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;

export interface LeadDelivery {
  /**
   * sending: a run holds the lease; retrying: waiting for the sweeper; sent: done; blocked:
   * waiting for a send to succeed again; failed: an e-mail failed for good, or (with
   * nextAttemptAt) the notification is still retried past the deadline.
   */
  status: 'sending' | 'retrying' | 'sent' | 'failed' | 'blocked' | 'held';
  /** The event (or sweep) whose run holds or last held the claim. */
  eventId: string;
  /** Until when the claim holds; after it, the run is presumed dead and may be taken over. */
  leaseUntil: Timestamp;
  notification: EmailState;
  confirmation: EmailState;
  /** How many runs started sending. */
  attempts: number;
  /** The confirmation was counted against (or skipped by) the caps: never counted twice. */
  confirmationCounted?: boolean;
  skipReason?: SkipReason;
  firstAttemptAt: Timestamp;
  /** When the sweeper should next look at this lead; absent once nothing is pending. */
  nextAttemptAt?: Timestamp;
  at: Timestamp;
  error?: string;
}
