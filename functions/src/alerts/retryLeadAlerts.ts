/**
 * Every minute: retries lead alerts a push service did not take (with backoff), escalates
 * leads still new 5 minutes on inside business hours to every admin, sends the flood digest
 * (alertDigest.ts) and pushes follow-ups now due to their owners (followUpAlerts.ts). (The
 * speed-to-lead figures that move with the clock are the e-mail sweep's: speedToLead.ts.)
 * Cloud Scheduler runs it in production; the Functions emulator runs no schedules,
 * so the local stack calls sweepLeadAlertsLocal every few seconds (scripts/lib/stack.ts), as it
 * does for the lead e-mails.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { leadAlertDeps } from './alertDeps';
import { emptyResult } from './alertDelivery';
import { sendDueDigest } from './alertDigest';
import { escalateWaitingLeads } from './alertEscalation';
import type { AlertDeps } from './alertRecords';
import { retryDueAlerts } from './alertRetries';
import { alertDueFollowUps } from './followUpAlerts';
import { webPushPrivateKey } from '../leads/params';
import { localRound } from '../localRound';

export async function sweepLeadAlerts(deps: AlertDeps) {
  const logged =
    <T>(name: string, fallback: T) =>
    (error: unknown) => {
      // One job's failure leaves the others to run.
      logger.error(`Lead alert sweep: ${name} failed`, error);
      return fallback;
    };
  const [retries, escalations, digest, followUps] = await Promise.all([
    retryDueAlerts(deps),
    escalateWaitingLeads(deps),
    sendDueDigest(deps).catch(logged('digest', { leads: 0, alerts: emptyResult() })),
    alertDueFollowUps(deps).catch(logged('follow-ups', { alerted: [], alerts: emptyResult() })),
  ]);
  const result = {
    retries,
    escalated: escalations.escalated,
    escalationAlerts: escalations.alerts,
    digestLeads: digest.leads,
    digestAlerts: digest.alerts,
    followUps: followUps.alerted,
    followUpAlerts: followUps.alerts,
  };
  if (
    retries.devices > 0 ||
    escalations.escalated.length > 0 ||
    digest.leads > 0 ||
    followUps.alerted.length > 0
  )
    logger.info('Lead alert sweep', result);
  return result;
}

export const retryLeadAlerts = onSchedule(
  {
    schedule: 'every 1 minutes',
    secrets: [webPushPrivateKey],
    timeoutSeconds: 120,
    // One sweep at a time; the delivery and escalation records make an overlap safe.
    maxInstances: 1,
    concurrency: 1,
  },
  async () => {
    await sweepLeadAlerts(leadAlertDeps());
  },
);

/** The same sweep over HTTP, for the local stack only (index.ts exports it in the emulator). */
export const sweepLeadAlertsLocal = localRound({ secrets: [webPushPrivateKey] }, () =>
  sweepLeadAlerts(leadAlertDeps()),
);
