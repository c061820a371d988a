/**
 * The sweeper: retries lead e-mails SendGrid did not accept, with backoff, until they are
 * sent or their deadline passes (leadEmailSweep.ts), and recomputes speed-to-lead figures left
 * stale by a burst of changes (speedToLead.ts). Cloud Scheduler runs it every minute in
 * production. The Functions emulator runs no schedules, so the local stack calls
 * sweepLeadEmailsLocal instead, every few seconds (scripts/lib/stack.ts).
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepLeadEmails } from './leadEmailSweep';
import { refreshFloodFlag } from './leadFlood';
import { sendgridApiKey } from './params';
import { refreshStaleSpeedToLead } from './speedToLead';
import { leadEmailDeps, type LeadCreatedDeps } from './sendLeadEmails';
import { localRound } from '../localRound';

/** One round of the sweeper with these dependencies (the clock is deps.now, if given). */
export async function leadEmailRound(deps: LeadCreatedDeps) {
  const now = (deps.now ?? Date.now)();
  const [result] = await Promise.all([
    sweepLeadEmails(deps),
    // Ends the inbox's flood warning once the leads stop coming.
    refreshFloodFlag(deps.db, now, { sweep: true }).catch((error: unknown) =>
      logger.error('Could not refresh the flood flag', error),
    ),
    // Speed-to-lead figures a burst of changes left stale (speedToLead.ts): once a minute.
    refreshStaleSpeedToLead(deps.db, now).catch((error: unknown) =>
      logger.error('Could not refresh the speed-to-lead figures', error),
    ),
  ]);
  if (result.due > 0) logger.info('Lead e-mail sweep', result);
  return result;
}

const sweep = () => leadEmailRound(leadEmailDeps());

export const retryLeadEmails = onSchedule(
  {
    schedule: 'every 1 minutes',
    secrets: [sendgridApiKey],
    timeoutSeconds: 300,
    // One sweep at a time; the delivery claims make an overlap safe, only wasteful.
    maxInstances: 1,
    concurrency: 1,
  },
  async () => {
    await sweep();
  },
);

/**
 * The same sweep over HTTP, for the local stack only: index.ts exports it only inside the
 * Functions emulator, so a deploy never creates it.
 */
export const sweepLeadEmailsLocal = localRound({ secrets: [sendgridApiKey] }, sweep);
