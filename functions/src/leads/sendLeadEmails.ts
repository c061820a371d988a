/**
 * contacts/{leadId} created → notification to the company inbox and confirmation to the
 * homeowner, through SendGrid.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import { deliverLeadEmails } from './leadDelivery';
import { sendgridMailer } from './mailer';
import { leadFromEmail, leadInboxEmail, sendgridApiKey, sendgridApiUrl } from './params';

/** Retried events older than this are dropped, so a persistent bug cannot retry for days. */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

export const sendLeadEmails = onDocumentCreated(
  {
    document: 'contacts/{leadId}',
    secrets: [sendgridApiKey],
    // Retries cover failures outside SendGrid (Firestore errors, a crash mid-run); the
    // delivery record makes them safe. SendGrid's own hiccups are retried in-process.
    retry: true,
    // Two e-mails with bounded retries fit easily; the delivery lease outlasts this.
    timeoutSeconds: 120,
  },
  async (event) => {
    const age = Date.now() - Date.parse(event.time);
    if (age > MAX_EVENT_AGE_MS) {
      logger.error('Dropping a lead e-mail event retried for over an hour', {
        leadId: event.params.leadId,
        eventId: event.id,
      });
      return;
    }
    await deliverLeadEmails({
      db: adminDb(),
      leadId: event.params.leadId,
      eventId: event.id,
      send: sendgridMailer({ apiKey: sendgridApiKey.value(), baseUrl: sendgridApiUrl.value() }),
      addresses: { inbox: leadInboxEmail.value(), from: leadFromEmail.value() },
    });
  },
);
