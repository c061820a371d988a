/**
 * Every minute (Cloud Scheduler): the availability as the clock moves (windows pass their
 * earliest notice, new days enter the horizon), the reminders now due, the office notices of
 * homeowners' changes whose wait is over, and the booking and quote e-mails waiting for a retry. The Functions emulator runs no schedules, so the local stack calls
 * sweepInspectionsLocal instead, every few seconds (scripts/lib/stack.ts).
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendgridApiKey } from '../leads/params';
import { refreshAvailability } from './availability';
import { releaseDueNotices } from './bookingBounds';
import { sweepBookingMail } from './bookingMail';
import { bookingMailDeps } from './bookingMailDeps';
import { queueDueReminders } from './bookingReminders';
import { localRound } from '../localRound';
import { sweepQuoteMail } from '../quotes/quoteMail';
import { quoteMailDeps } from '../quotes/quoteMailDeps';

async function sweep() {
  const deps = bookingMailDeps();
  const now = Date.now();
  const [availability, reminders, notices] = await Promise.all([
    refreshAvailability(deps.db, now),
    queueDueReminders(deps.db, now),
    releaseDueNotices(deps.db, now),
  ]);
  // After the reminders: one queued now whose event is slow is not taken here (grace period).
  const mail = await sweepBookingMail(deps);
  // The quote e-mails share the booking e-mails' SendGrid, caps and round.
  const quoteMail = await sweepQuoteMail(quoteMailDeps());
  const result = { availability, reminders: reminders.length, notices, mail, quoteMail };
  if (reminders.length > 0 || notices > 0 || mail.due > 0 || quoteMail.due > 0)
    logger.info('Inspection sweep', result);
  return result;
}

export const sweepInspections = onSchedule(
  {
    schedule: 'every 1 minutes',
    secrets: [sendgridApiKey],
    timeoutSeconds: 300,
    // One sweep at a time; the claims make an overlap safe, only wasteful.
    maxInstances: 1,
    concurrency: 1,
  },
  async () => {
    await sweep();
  },
);

/** The same sweep over HTTP, exported only inside the Functions emulator (index.ts). */
export const sweepInspectionsLocal = localRound({ secrets: [sendgridApiKey] }, sweep);
