/** The alert for a new lead, when it arrives. */
import { isSuspectedSpamReason, leadAlertPayload } from '@altum/domain';
import { pushToRecipients, type AlertRunResult } from './alertDelivery';
import { alertRecipients } from './alertRecipients';
import type { AlertDeps } from './alertRecords';

/**
 * The alert for a new lead, to every staff device not in quiet hours. Suspected spam and a
 * lead already answered (or gone) alert nobody.
 */
export async function alertNewLead(
  deps: AlertDeps,
  leadId: string,
  eventId: string,
): Promise<AlertRunResult | 'not-alerted'> {
  const now = deps.now ?? Date.now;
  const snap = await deps.db.collection('contacts').doc(leadId).get();
  const lead = snap.data();
  if (!lead || isSuspectedSpamReason(lead['suspectedSpam'])) return 'not-alerted';
  const payload = JSON.stringify(
    leadAlertPayload(
      leadId,
      {
        name: String(lead['name'] ?? ''),
        service: String(lead['service'] ?? ''),
        timeline: String(lead['timeline'] ?? ''),
      },
      'new-lead',
    ),
  );
  const recipients = await alertRecipients(deps.db, 'staff', now());
  return pushToRecipients(deps, leadId, 'new-lead', payload, recipients, eventId);
}
