/**
 * A lead created → notification to the company inbox and confirmation to the homeowner,
 * through SendGrid. What SendGrid does not accept now is retried by
 * retryLeadEmails (leadDelivery.ts explains the states).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import { MAX_EVENT_AGE_MS } from '../eventAge';
import type { LeadChangeHandler } from '../leadChange';
import { deliverLeadEmails, type DeliverResult } from './leadDelivery';
import type { LeadEmailAddresses } from './leadEmails';
import { sendgridMailer, type SendMail } from './mailer';
import { refreshFloodFlag } from './leadFlood';
import { siteOrigin } from './siteOrigin';
import {
  confirmationsPerHour,
  leadFromEmail,
  leadInboxEmail,
  sendgridApiKey,
  sendgridApiUrl,
} from './params';

export interface LeadCreatedEvent {
  id: string;
  /** When the lead was created (RFC 3339), the same on every retry of the event. */
  time: string;
  params: { leadId: string };
}

export interface LeadCreatedDeps {
  db: Firestore;
  send: SendMail;
  addresses: LeadEmailAddresses;
  /** The site-wide hourly budget of confirmations. */
  confirmationsPerHour?: number;
  now?: () => number;
}

/**
 * One delivery of the creation event. Throws (so the platform retries the event) only on
 * trouble outside SendGrid; SendGrid's failures are left to the sweeper.
 */
export async function handleLeadCreated(
  event: LeadCreatedEvent,
  deps: LeadCreatedDeps,
): Promise<DeliverResult | 'expired'> {
  const now = deps.now ?? Date.now;
  const { leadId } = event.params;
  if (now() - Date.parse(event.time) > MAX_EVENT_AGE_MS) {
    logger.error('Dropping a lead e-mail event retried for over an hour', {
      leadId,
      eventId: event.id,
    });
    // Staff must still see the lead did not get its e-mails; this write may fail too (it
    // is likely why the event kept failing), and then the log above is all there is.
    try {
      const ref = deps.db.collection('contacts').doc(leadId);
      await deps.db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists || snap.get('delivery') !== undefined) return;
        // Failed for a transient reason: shown as failed, and handed to the sweeper at once.
        tx.update(ref, {
          delivery: {
            status: 'failed',
            eventId: event.id,
            leaseUntil: Timestamp.fromMillis(now()),
            notification: 'pending',
            confirmation: 'pending',
            attempts: 0,
            confirmationCounted: false,
            at: Timestamp.fromMillis(now()),
            nextAttemptAt: Timestamp.fromMillis(now()),
            error:
              'The creation event kept failing for over an hour; the sweeper sends the e-mails',
          },
        });
      });
    } catch (error) {
      logger.error('Could not record the dropped event on the lead', error, { leadId });
    }
    return 'expired';
  }
  const [outcome] = await Promise.all([
    deliverLeadEmails({
      db: deps.db,
      leadId,
      eventId: event.id,
      send: deps.send,
      addresses: deps.addresses,
      confirmationsPerHour: deps.confirmationsPerHour,
      now,
    }),
    // The inbox's flood warning; its trouble is no reason to retry the event.
    refreshFloodFlag(deps.db, now(), { onNewLead: true }).catch((error: unknown) =>
      logger.error('Could not refresh the flood flag', error),
    ),
  ]);
  return outcome;
}

export function leadEmailDeps(): LeadCreatedDeps {
  return {
    db: adminDb(),
    send: sendgridMailer({ apiKey: sendgridApiKey.value(), baseUrl: sendgridApiUrl.value() }),
    addresses: { inbox: leadInboxEmail.value(), from: leadFromEmail.value(), site: siteOrigin() },
    confirmationsPerHour: confirmationsPerHour.value(),
  };
}

/**
 * A lead's creation: its two e-mails (run by followLeadChanges, which holds the SendGrid key,
 * retried: the delivery record makes a retry safe). An old event is its own to handle: it
 * records the failure for staff and the sweeper.
 */
export const sendLeadEmails: LeadChangeHandler = {
  name: 'sendLeadEmails',
  maxAgeMs: Infinity,
  applies: ({ before, after }) => before === undefined && after !== undefined,
  async run({ id, time, leadId }) {
    await handleLeadCreated({ id, time, params: { leadId } }, leadEmailDeps());
  },
};
