/**
 * contacts/{leadId} written → everything that follows a lead's change, in one function.
 *
 * A lead is written many times (the form, staff, and the functions' own delivery and alert
 * records). A trigger per concern would each wake on every write and read the lead again;
 * under a flood of leads that was most of the stack's work, and the e-mails waited behind
 * it. So a write starts this one function, which hands it to the handlers it concerns (most
 * concern none). The creation's e-mails and alerts keep triggers of their own (sendLeadEmails,
 * sendLeadAlerts): they run once per lead, and a SendGrid outage must never hold an alert back.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isExpiredEvent } from '../eventAge';
import { deleteLeadPhotos } from '../leadPhotos/deleteLeadPhotos';
import type { LeadChange, LeadChangeHandler } from '../leadChange';
import { syncRequestPage } from '../inspections/syncRequestPage';
import { sendClearedSpamAlerts } from './alertClearedSpam';
import { sendgridApiKey, webPushPrivateKey } from './params';
import { sendReleasedLeadEmails } from './releaseHeldLead';
import { updateSpeedToLead } from './speedToLead';

export const LEAD_CHANGE_HANDLERS: readonly LeadChangeHandler[] = [
  updateSpeedToLead,
  syncRequestPage,
  sendReleasedLeadEmails,
  sendClearedSpamAlerts,
  deleteLeadPhotos,
];

/**
 * Runs every handler the change concerns, side by side; one's failure neither stops the
 * others nor is lost: it is logged by name and thrown, so the platform retries the event
 * (each handler is safe to run again). Returns the names of the handlers that ran.
 */
export async function handleLeadChange(
  change: LeadChange,
  handlers: readonly LeadChangeHandler[] = LEAD_CHANGE_HANDLERS,
): Promise<string[]> {
  const due = handlers.filter((handler) => handler.applies(change));
  const results = await Promise.allSettled(due.map((handler) => handler.run(change)));
  const failed = due.filter((_, i) => results[i]?.status === 'rejected');
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      logger.error(`followLeadChanges: ${due[i]?.name} failed`, {
        leadId: change.leadId,
        eventId: change.id,
        error: String(result.reason),
      });
  });
  if (failed.length > 0)
    throw new Error(`Lead change handlers failed: ${failed.map((h) => h.name).join(', ')}`);
  return due.map((handler) => handler.name);
}

export const followLeadChanges = onDocumentWritten(
  {
    document: 'contacts/{leadId}',
    // 'Not spam' sends e-mails and alerts.
    secrets: [sendgridApiKey, webPushPrivateKey],
    // Retried: a request page, a figure or a photo left behind would stay wrong for good.
    retry: true,
    // The released lead's two e-mails with bounded retries fit easily.
    timeoutSeconds: 120,
    maxInstances: 10,
  },
  async (event) => {
    const { leadId } = event.params;
    if (isExpiredEvent('followLeadChanges', event, Date.now(), { leadId })) return;
    await handleLeadChange({
      id: event.id,
      time: event.time,
      leadId,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
    });
  },
);
