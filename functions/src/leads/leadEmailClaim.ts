/**
 * The claim of a lead's e-mails (leadDelivery.ts): in one transaction a run takes the lead's
 * `delivery` record with a lease (the outbox's, outbox/lease.ts), holds a lead whose honeypot
 * was filled, and counts the confirmation against the mailbox's daily cap and the site's hourly
 * budget, once per lead.
 */
import { createHash } from 'node:crypto';
import {
  CONFIRMATIONS_PER_MAILBOX_PER_DAY,
  DEFAULT_CONFIRMATIONS_PER_HOUR,
  isQuietSpam,
  normalizeMailbox,
  parseStoredLead,
  type Lead,
} from '@altum/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { heldByAnotherRun, isDue, takeLease } from '../outbox/lease';
import { EMAIL_LEASE_MS, type EmailState } from '../outbox/sendEmails';
import { reserveHourlyConfirmation } from './confirmationBudget';
import { LEAD_RETENTION_MS, RECEIPT_TTL_MS, type LeadDelivery } from './leadDeliveryRecord';

export interface LeadClaimInput {
  db: Firestore;
  leadId: string;
  /** The creation event's id, or a sweep's own id. */
  eventId: string;
  /** A sweep may take over a lead waiting to be retried; a creation event may not. */
  sweep?: boolean;
  /**
   * Takes a waiting lead due up to this many ms from now: an admin's resend hands its lead
   * back due a little later, so the sweeper leaves it to the resend (unless that run dies).
   */
  takeDueWithinMs?: number;
  /** The site-wide hourly budget of confirmations (the LEAD_CONFIRMATIONS_PER_HOUR param). */
  confirmationsPerHour?: number;
}

export interface ClaimedLead {
  lead: Lead | null;
  data: Record<string, unknown>;
  delivery: LeadDelivery;
}

/**
 * The cap counter of one mailbox on one UTC day, keyed by the normalized mailbox, so plus and
 * dot variants of one Gmail address share it; the address is stored only as a hash.
 */
export function confirmationCapRef(db: Firestore, email: string, at: number): DocumentReference {
  const day = new Date(at).toISOString().slice(0, 10);
  const hash = createHash('sha256').update(normalizeMailbox(email)).digest('hex');
  return db.collection('confirmationCaps').doc(`${hash}_${day}`);
}

/** Takes ownership of the lead's e-mails for this run, or says another run has them. */
export async function claimLeadEmails(
  input: LeadClaimInput,
  now: number,
): Promise<ClaimedLead | null> {
  const { db, leadId, eventId } = input;
  const ref = db.collection('contacts').doc(leadId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const data = snap.data() ?? {};
    const previous = data['delivery'] as Partial<LeadDelivery> | undefined;
    if (previous?.status === 'sent' || previous?.status === 'held') return null;
    const due = previous?.nextAttemptAt instanceof Timestamp ? previous.nextAttemptAt : null;
    // A failed or blocked lead is left alone unless handed back to the sweeper (a transient
    // failure past the deadline, a success after a block, an admin's resend): nextAttemptAt.
    if ((previous?.status === 'failed' || previous?.status === 'blocked') && !due) return null;
    if (previous && heldByAnotherRun(previous, { id: leadId, eventId, now })) return null;
    if (previous?.status !== undefined && previous.status !== 'sending') {
      // The sweeper owns a lead waiting to be retried, and takes it only when it is due.
      if (!input.sweep || (due && !isDue(previous, now, input.takeDueWithinMs ?? 0))) return null;
    }
    if (!previous && isQuietSpam(data['suspectedSpam'] as string | undefined)) {
      // The form's honeypot caught it: kept for staff, e-mailed to nobody until staff say
      // 'Not spam' (releaseHeldLead.ts). Recorded, so no sweep takes it for a lead whose
      // event never ran. A lead only sent too fast takes the normal path, marked.
      tx.update(ref, {
        delivery: {
          status: 'held',
          eventId,
          notification: 'held',
          confirmation: 'held',
          attempts: 0,
          at: Timestamp.fromMillis(now),
        },
        expireAt: Timestamp.fromMillis(now + LEAD_RETENTION_MS),
      });
      tx.set(input.db.collection('leadReceipts').doc(leadId), {
        status: 'failed',
        confirmation: 'held',
        expireAt: Timestamp.fromMillis(now + RECEIPT_TTL_MS),
      });
      return null;
    }
    const lead = parseStoredLead(data);

    let confirmation: EmailState = previous?.confirmation ?? 'pending';
    let skipReason = previous?.skipReason;
    let takeCap: (() => void) | null = null;
    let takeBudget: (() => void) | null = null;
    // Records from before the flag were counted on their first claim.
    let counted = previous?.confirmationCounted ?? (previous?.attempts ?? 0) > 0;
    const unreadable = confirmation === 'pending' && !lead;
    if (unreadable) {
      // The address may be the malformed part: staff are told, the homeowner is not.
      confirmation = 'failed';
    } else if (confirmation === 'pending' && lead && !counted) {
      // Counted once per lead, in this transaction: the mailbox's daily cap, then the
      // site's hourly budget.
      counted = true;
      const cap = confirmationCapRef(db, lead.email, now);
      const capCount = Number((await tx.get(cap)).get('count') ?? 0);
      if (capCount >= CONFIRMATIONS_PER_MAILBOX_PER_DAY) {
        confirmation = 'skipped';
        skipReason = 'mailbox-daily-cap';
      } else {
        takeBudget = await reserveHourlyConfirmation(
          tx,
          db,
          now,
          input.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR,
        );
        if (!takeBudget) {
          confirmation = 'skipped';
          skipReason = 'hourly-budget';
        } else {
          takeCap = () =>
            tx.set(cap, {
              count: capCount + 1,
              // The counter is only needed for its day; the TTL policy removes it.
              expireAt: Timestamp.fromMillis(now + 2 * 24 * 60 * 60 * 1000),
            });
        }
      }
    }

    const delivery: LeadDelivery = {
      ...takeLease(previous, eventId, now, EMAIL_LEASE_MS),
      notification: previous?.notification ?? 'pending',
      confirmation,
      confirmationCounted: counted,
      ...(skipReason ? { skipReason } : {}),
      firstAttemptAt:
        previous?.firstAttemptAt instanceof Timestamp
          ? previous.firstAttemptAt
          : Timestamp.fromMillis(now),
      at: Timestamp.fromMillis(now),
      ...(previous?.error ? { error: previous.error } : {}),
      ...(unreadable ? { error: 'The stored lead does not pass the lead schema' } : {}),
    };
    tx.update(ref, {
      delivery,
      ...(data['expireAt'] === undefined
        ? { expireAt: Timestamp.fromMillis(now + LEAD_RETENTION_MS) }
        : {}),
    });
    takeCap?.();
    takeBudget?.();
    return { lead, data, delivery };
  });
}
