/**
 * Delivers a lead's two e-mails once per lead, however often the event is delivered. A run
 * claims the lead's `delivery` record in a transaction, with a lease; each e-mail is marked
 * sent as soon as SendGrid accepts it, so a run taking over from one that died only sends
 * what is still missing. The outcome is recorded on the lead for staff and in
 * `leadReceipts/{leadId}` for the homeowner's browser.
 */
import { parseStoredLead, type Lead } from '@altum/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  confirmationEmail,
  notificationEmail,
  type LeadEmailAddresses,
  type LeadEmailKind,
} from './leadEmails';
import {
  DEFAULT_RETRY,
  describeSendError,
  withRetry,
  type RetryOptions,
  type SendMail,
} from './mailer';

export type EmailState = 'pending' | 'sent' | 'failed';

/** Longer than a run can take (function timeout 120 s), so a live run is never overtaken. */
export const DELIVERY_LEASE_MS = 180_000;

/** Thrown when a retry of the same event arrives while a run still holds the lease. */
export class DeliveryBusyError extends Error {
  constructor(leadId: string) {
    super(`Lead ${leadId} is being delivered by another run; retry later`);
    this.name = 'DeliveryBusyError';
  }
}

export interface LeadDelivery {
  status: 'sending' | 'sent' | 'failed';
  /** The event whose run holds the claim. */
  eventId: string;
  /** Until when the claim holds; after it, the run is presumed dead and may be taken over. */
  leaseUntil: Timestamp;
  notification: EmailState;
  confirmation: EmailState;
  /** How many times an event run started sending. */
  attempts: number;
  at: FieldValue;
  error?: string;
}

export interface DeliverLeadInput {
  db: Firestore;
  leadId: string;
  eventId: string;
  send: SendMail;
  addresses: LeadEmailAddresses;
  retry?: RetryOptions;
}

export type DeliverResult = 'sent' | 'failed' | 'skipped';

const KINDS: LeadEmailKind[] = ['notification', 'confirmation'];

/** Takes ownership of the lead's e-mails for this event, or says another run has them. */
async function claim(
  db: Firestore,
  leadId: string,
  eventId: string,
): Promise<{ lead: Lead | null; delivery: LeadDelivery } | null> {
  const ref = db.collection('contacts').doc(leadId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const data = snap.data() ?? {};
    const previous = data['delivery'] as Partial<LeadDelivery> | undefined;
    if (previous?.status === 'sent' || previous?.status === 'failed') return null;
    const leased =
      previous?.leaseUntil instanceof Timestamp && previous.leaseUntil.toMillis() > Date.now();
    if (previous?.status === 'sending' && leased) {
      // Another run is sending. A different event (a duplicate) can leave it be; the same
      // event fails, so the platform retries it and it takes over if that run died.
      if (previous.eventId === eventId) throw new DeliveryBusyError(leadId);
      return null;
    }
    const delivery: LeadDelivery = {
      status: 'sending',
      eventId,
      leaseUntil: Timestamp.fromMillis(Date.now() + DELIVERY_LEASE_MS),
      notification: previous?.notification ?? 'pending',
      confirmation: previous?.confirmation ?? 'pending',
      attempts: (previous?.attempts ?? 0) + 1,
      at: FieldValue.serverTimestamp(),
    };
    tx.update(ref, { delivery });
    return { lead: parseStoredLead(data), delivery };
  });
}

export async function deliverLeadEmails(input: DeliverLeadInput): Promise<DeliverResult> {
  const { db, leadId, eventId, send, addresses } = input;
  const claimed = await claim(db, leadId, eventId);
  if (!claimed) {
    logger.info('Lead e-mails already handled', { leadId, eventId });
    return 'skipped';
  }
  const { lead, delivery } = claimed;
  const leadRef = db.collection('contacts').doc(leadId);
  const errors: string[] = [];

  if (!lead) {
    // The rules only let well-formed leads in; a malformed one came from a privileged
    // write. Mailing it could mail garbage to a stranger, so record it for staff instead.
    errors.push('The stored lead does not pass the lead schema');
    delivery.notification = delivery.notification === 'sent' ? 'sent' : 'failed';
    delivery.confirmation = delivery.confirmation === 'sent' ? 'sent' : 'failed';
  } else {
    const build = { notification: notificationEmail, confirmation: confirmationEmail };
    for (const kind of KINDS) {
      if (delivery[kind] === 'sent') continue;
      try {
        await withRetry(
          () => send(build[kind](leadId, lead, addresses)),
          input.retry ?? DEFAULT_RETRY,
        );
        delivery[kind] = 'sent';
        // Recorded at once: should this run die now, a retry will not send it again.
        await leadRef.update({ [`delivery.${kind}`]: 'sent' });
      } catch (error) {
        delivery[kind] = 'failed';
        errors.push(`${kind}: ${describeSendError(error)}`);
        logger.error('Lead e-mail failed', { leadId, kind, error: describeSendError(error) });
      }
    }
  }

  const status =
    delivery.notification === 'sent' && delivery.confirmation === 'sent' ? 'sent' : 'failed';
  const batch = db.batch();
  batch.update(leadRef, {
    delivery: {
      ...delivery,
      status,
      at: FieldValue.serverTimestamp(),
      ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
    },
  });
  // The homeowner's browser only learns whether their confirmation went out.
  batch.set(db.collection('leadReceipts').doc(leadId), {
    status: delivery.confirmation === 'sent' ? 'sent' : 'failed',
    at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  logger.info('Lead e-mails done', {
    leadId,
    status,
    notification: delivery.notification,
    confirmation: delivery.confirmation,
    attempts: delivery.attempts,
  });
  return status;
}
