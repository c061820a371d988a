/**
 * A lead updated → when staff clear the spam mark of a quiet lead (the honeypot was
 * filled, so nobody was alerted; 'Not spam' in the inbox), the lead alerts as a new lead would,
 * its owner first. The e-mail side of the same change is the e-mail function's. The delivery
 * records keep each device to one alert however often this runs.
 */
import { isQuietSpam } from '@altum/domain';
import { logger } from 'firebase-functions';
import type { LeadChangeHandler } from '../leadChange';
import { leadAlertDeps } from './alertDeps';
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

/** Run by followLeadChanges (which holds the Web Push key) on 'Not spam' of a quiet lead. */
export const sendClearedSpamAlerts: LeadChangeHandler = {
  name: 'sendClearedSpamAlerts',
  applies: ({ before, after }) =>
    before !== undefined && after !== undefined && isClearedQuietSpam(before, after),
  async run({ id, leadId, after = {} }) {
    const owner = after['ownerId'];
    const result = await alertLead(leadAlertDeps(), leadId, after, {
      kind: 'new-lead',
      ownerId: typeof owner === 'string' ? owner : null,
      eventId: id,
    });
    logger.info('Lead alerts run done (cleared spam)', { leadId, result });
  },
};
