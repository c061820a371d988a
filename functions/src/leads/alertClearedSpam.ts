/**
 * contacts/{leadId} updated → when staff clear the spam mark of a quiet lead (the honeypot was
 * filled, so nobody was alerted; 'Not spam' in the inbox), the lead alerts as a new lead would,
 * its owner first. The e-mail side of the same change is the e-mail function's. The delivery
 * records keep each device to one alert however often this runs.
 */
import { isQuietSpam } from '@altum/domain';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { leadAlertDeps } from './alertDeps';
import { webPushPrivateKey } from './params';
import { alertLead } from './newLeadAlert';

/** Whether this change is 'Not spam' on a quiet lead still waiting for its first contact. */
export function isClearedQuietSpam(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): boolean {
  const status = after['status'];
  return (
    isQuietSpam(before['suspectedSpam'] as string | undefined) &&
    (after['suspectedSpam'] === undefined || after['suspectedSpam'] === null) &&
    (status === undefined || status === null || status === 'new')
  );
}

export const sendClearedSpamAlerts = onDocumentUpdated(
  { document: 'contacts/{leadId}', secrets: [webPushPrivateKey], retry: true, maxInstances: 5 },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after || !isClearedQuietSpam(before, after)) return;
    const owner = after['ownerId'];
    const result = await alertLead(leadAlertDeps(), event.params.leadId, after, {
      kind: 'new-lead',
      ownerId: typeof owner === 'string' ? owner : null,
      eventId: event.id,
    });
    logger.info('Lead alerts run done (cleared spam)', { leadId: event.params.leadId, result });
  },
);
