/**
 * A lead created → a Web Push alert on every subscribed staff device not in quiet
 * hours (newLeadAlert.ts). What a push service did not take now is retried by sweepLeadAlerts.
 */
import { logger } from 'firebase-functions';
import type { LeadChangeHandler } from '../leadChange';
import { leadAlertDeps } from './alertDeps';
import { ALERT_DEADLINE_MS } from './alertRecords';
import { alertNewLead } from './newLeadAlert';

/**
 * A lead's creation: its alert (run by followLeadChanges, which holds the Web Push key; a
 * crash mid-run is retried, and the delivery records keep each device to one alert).
 */
export const sendLeadAlerts: LeadChangeHandler = {
  name: 'sendLeadAlerts',
  // An alert this late is no alert; the inbox has the lead.
  maxAgeMs: ALERT_DEADLINE_MS,
  applies: ({ before, after }) => before === undefined && after !== undefined,
  async run({ id, leadId }) {
    const result = await alertNewLead(leadAlertDeps(), leadId, id);
    logger.info('Lead alerts run done', { leadId, result });
  },
};
