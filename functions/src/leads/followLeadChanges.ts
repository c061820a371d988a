/**
 * contacts/{leadId} written → everything that follows, in one function: a new lead's e-mails
 * and alert, the speed-to-lead figures, the request page, 'Not spam', a deleted lead's photos
 * and the mark that keeps its id from being used again, a follow-up set in the past.
 *
 * A lead is written many times (the form, staff, and the functions' own delivery and alert
 * records). A trigger per concern would each wake on every write and read the lead again, and
 * the Firestore emulator hands a project's trigger events over one at a time: under a flood of
 * leads those wake-ups were most of the local stack's work, and the e-mails waited behind
 * them. So a write starts this one function, which runs the handlers it concerns side by side
 * (most writes concern none): a new lead's alert never waits for its e-mails.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isExpiredEvent } from '../eventAge';
import { deleteLeadPhotos } from '../leadPhotos/deleteLeadPhotos';
import type { LeadChange, LeadChangeHandler } from '../leadChange';
import { syncRequestPage } from '../inspections/syncRequestPage';
import { deleteLeadQuotes } from '../quotes/deleteLeadQuotes';
import { sendClearedSpamAlerts } from '../alerts/alertClearedSpam';
import { recordDeletedLead } from './deletedLeads';
import { fillInboxFields } from './inboxFields';
import { rewindFollowUpCursor } from '../alerts/followUpAlerts';
import { sendgridApiKey, webPushPrivateKey } from './params';
import { sendReleasedLeadEmails } from './releaseHeldLead';
import { sendLeadAlerts } from '../alerts/sendLeadAlerts';
import { sendLeadEmails } from './sendLeadEmails';
import { updateSpeedToLead } from './speedToLead';

export const LEAD_CHANGE_HANDLERS: readonly LeadChangeHandler[] = [
  sendLeadAlerts,
  sendLeadEmails,
  updateSpeedToLead,
  syncRequestPage,
  sendReleasedLeadEmails,
  sendClearedSpamAlerts,
  deleteLeadPhotos,
  deleteLeadQuotes,
  recordDeletedLead,
  rewindFollowUpCursor,
  fillInboxFields,
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
  const now = Date.now();
  const due = handlers.filter(
    (handler) =>
      handler.applies(change) &&
      !isExpiredEvent(handler.name, change, now, { leadId: change.leadId }, handler.maxAgeMs),
  );
  const results = await Promise.allSettled(due.map((handler) => handler.run(change)));
  const failed: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    const name = due[i]?.name ?? 'handler';
    failed.push(name);
    logger.error(`followLeadChanges: ${name} failed`, result.reason, {
      leadId: change.leadId,
      eventId: change.id,
    });
  });
  if (failed.length > 0) throw new Error(`Lead change handlers failed: ${failed.join(', ')}`);
  return due.map((handler) => handler.name);
}

export const followLeadChanges = onDocumentWritten(
  {
    document: 'contacts/{leadId}',
    // A new lead and 'Not spam' send e-mails and alerts.
    secrets: [sendgridApiKey, webPushPrivateKey],
    // Retried: every handler is safe to run again (delivery records, transactions on the lead
    // as it is now), and a request page, a figure or a photo left behind would stay wrong.
    retry: true,
    // Two e-mails with bounded retries fit easily; the delivery lease outlasts this.
    timeoutSeconds: 120,
    // Bounds the bill (and SendGrid's load) when the form is flooded.
    maxInstances: 10,
  },
  async (event) => {
    const { leadId } = event.params;
    await handleLeadChange({
      id: event.id,
      time: event.time,
      leadId,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
    });
  },
);
