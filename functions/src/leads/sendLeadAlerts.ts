/**
 * contacts/{leadId} created → a Web Push alert on every subscribed staff device not in quiet
 * hours (newLeadAlert.ts). What a push service did not take now is retried by sweepLeadAlerts.
 */
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { leadAlertDeps } from './alertDeps';
import { ALERT_DEADLINE_MS, type AlertDeps } from './alertRecords';
import { alertNewLead } from './newLeadAlert';
import { webPushPrivateKey } from './params';

export async function handleLeadCreatedAlert(
  event: { id: string; time: string; params: { leadId: string } },
  deps: AlertDeps,
) {
  const now = deps.now ?? Date.now;
  if (now() - Date.parse(event.time) > ALERT_DEADLINE_MS) {
    // An alert this late is no alert; the inbox has the lead.
    logger.error('Dropping a lead alert event retried past its deadline', {
      leadId: event.params.leadId,
      eventId: event.id,
    });
    return 'expired' as const;
  }
  return alertNewLead(deps, event.params.leadId, event.id);
}

export const sendLeadAlerts = onDocumentCreated(
  {
    document: 'contacts/{leadId}',
    secrets: [webPushPrivateKey],
    // A crash mid-run is retried; the delivery records keep each device to one alert.
    retry: true,
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  async (event) => {
    const result = await handleLeadCreatedAlert(
      { id: event.id, time: event.time, params: { leadId: event.params.leadId } },
      leadAlertDeps(),
    );
    logger.info('Lead alerts run done', { leadId: event.params.leadId, result });
  },
);
