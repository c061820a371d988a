/**
 * A lead created → a Web Push alert on every subscribed staff device not in quiet
 * hours (newLeadAlert.ts). What a push service did not take now is retried by sweepLeadAlerts.
 */
import { logger } from 'firebase-functions';
import type { LeadChangeHandler } from '../leadChange';
import { leadAlertDeps } from './alertDeps';
import { ALERT_DEADLINE_MS, type AlertDeps } from './alertRecords';
import { alertNewLead } from './newLeadAlert';

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

/**
 * A lead's creation: its alert (run by followLeadChanges, which holds the Web Push key; a
 * crash mid-run is retried, and the delivery records keep each device to one alert).
 */
export const sendLeadAlerts: LeadChangeHandler = {
  name: 'sendLeadAlerts',
  maxAgeMs: ALERT_DEADLINE_MS,
  applies: ({ before, after }) => before === undefined && after !== undefined,
  async run({ id, time, leadId }) {
    const result = await handleLeadCreatedAlert({ id, time, params: { leadId } }, leadAlertDeps());
    logger.info('Lead alerts run done', { leadId, result });
  },
};
