/**
 * Every minute (Cloud Scheduler): the availability as the clock moves (windows pass their
 * earliest notice, new days enter the horizon), the reminders now due, the office notices of
 * homeowners' changes whose wait is over, the booking e-mails waiting for a retry, (every
 * fifth round) the quote e-mails waiting for one, (every fifteenth) the sent quotes whose check
 * by the clock is due (unopened for 2 days, the reminder before expiry: quotes/quoteChecks.ts),
 * and the dashboard's quote figures once due (quotes/quoteStats.ts). The Functions emulator
 * runs no schedules, so the local stack calls sweepInspectionsLocal instead, every few seconds
 * (scripts/lib/stack.ts).
 *
 * While nothing is due a round reads four documents' worth: inspectionSweep/state (when the
 * availability next changes, the schedule version it was made from, which evening's
 * reminders are queued, when the quote figures are next due), the schedule, and two empty
 * indexed queries with a limit (notices, e-mails); every fifth round one more (the quote
 * e-mails), every fifteenth another (the quote checks). The availability is refreshed only
 * once its moment has come or the schedule changed (availabilityDue), and the bookings are
 * looked at for reminders once an evening.
 */
import { reminderEvening } from '@altum/domain';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendgridApiKey, webPushPrivateKey } from '../leads/params';
import { availabilityDue, refreshAvailability } from './availability';
import { releaseDueNotices } from './bookingBounds';
import { sweepBookingMail, type BookingMailDeps } from './bookingMail';
import { remindDue } from './bookingReminders';
import { inspectionSweepRef, scheduleRef } from './bookingStore';
import { localRound } from '../localRound';
import { leadAlertDeps } from '../alerts/alertDeps';
import type { AlertDeps } from '../alerts/alertRecords';
import { checkDueQuotes } from '../quotes/quoteChecks';
import { refreshDueQuoteStats } from '../quotes/quoteStats';
import { sweepQuoteMail, type QuoteMailDeps } from '../quotes/quoteMail';
import { quoteMailDeps } from '../quotes/quoteMailDeps';

/** How long after 18:00 the sweep still looks at every booking for the evening's reminders. */
export const REMINDER_GRACE_MS = 5 * 60_000;

/** Every how many minutes a round also retries the quote e-mails. */
const QUOTE_MAIL_ROUND_EVERY = 5;

/**
 * Every how many minutes a round also looks at the sent quotes' checks: 48 hours and a 9:00
 * reminder are not minutes, and an idle hour pays 4 empty queries for them.
 */
const QUOTE_CHECK_ROUND_EVERY = 15;

const noQuotePdf = (): Promise<Buffer> =>
  Promise.reject(new Error('This round was given no quote PDF store'));

/** One round of the sweep with these dependencies (the clock is deps.now, if given). */
export async function inspectionRound(
  deps: BookingMailDeps &
    Partial<Pick<QuoteMailDeps, 'pdf'>> & {
      /** The owner's pushes of the quote checks; without them the checks wait. */
      alerts?: () => AlertDeps;
    },
) {
  const now = (deps.now ?? Date.now)();
  const [state, schedule] = await deps.db.getAll(inspectionSweepRef(deps.db), scheduleRef(deps.db));
  if (!state || !schedule) throw new Error('The sweep state and the schedule were not read');
  const evening = reminderEvening(now);
  const reminded = state.get('remindedEvening') === evening.day;
  const [availability, reminders, notices] = await Promise.all([
    availabilityDue(state, schedule, now)
      ? refreshAvailability(deps.db, now)
      : ('not-due' as const),
    reminded ? { queued: [], failed: 0 } : remindDue(deps.db, now),
    releaseDueNotices(deps.db, now),
  ]);
  // An evening is done once every booking was looked at, a few minutes after 18:00 (a
  // booking made just before, by a slow write, is still seen), until the next evening.
  if (!reminded && reminders.failed === 0 && now >= evening.at + REMINDER_GRACE_MS)
    await inspectionSweepRef(deps.db).set({ remindedEvening: evening.day }, { merge: true });
  // After the reminders: one queued now whose event is slow is not taken here (grace period).
  const mail = await sweepBookingMail(deps);
  // The quote e-mails share the booking e-mails' SendGrid and caps. Their first attempt is the
  // trigger's; a retry waits minutes anyway, so every fifth round looks, and an idle hour
  // pays 12 empty queries for them, not 60.
  const minute = Math.floor(now / 60_000);
  const quoteMail =
    minute % QUOTE_MAIL_ROUND_EVERY === 0
      ? await sweepQuoteMail({ ...deps, pdf: deps.pdf ?? noQuotePdf })
      : null;
  const { alerts } = deps;
  const quoteChecks =
    minute % QUOTE_CHECK_ROUND_EVERY === 0 && alerts
      ? await checkDueQuotes({ db: deps.db, alerts, now: () => now }).catch((error: unknown) => {
          logger.error('Inspection sweep: the quote checks failed', error);
          return null;
        })
      : null;
  // The dashboard's quote figures when due (a change marked them, or a month ended): the due
  // time is in the state already read, so waiting for it costs nothing.
  const quoteStats = await refreshDueQuoteStats(deps.db, state, now).catch((error: unknown) => {
    logger.error('Inspection sweep: the quote figures failed', error);
    return false;
  });
  const result = {
    availability,
    reminders: reminders.queued.length,
    notices,
    mail,
    quoteMail,
    quoteChecks,
    quoteStats,
  };
  if (
    reminders.queued.length > 0 ||
    notices > 0 ||
    mail.due > 0 ||
    (quoteMail?.due ?? 0) > 0 ||
    (quoteChecks?.due ?? 0) > 0
  )
    logger.info('Inspection sweep', result);
  return result;
}

const sweep = () => inspectionRound({ ...quoteMailDeps(), alerts: leadAlertDeps });

export const sweepInspections = onSchedule(
  {
    schedule: 'every 1 minutes',
    // The push key: the quote checks push the lead's owner.
    secrets: [sendgridApiKey, webPushPrivateKey],
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
export const sweepInspectionsLocal = localRound(
  { secrets: [sendgridApiKey, webPushPrivateKey] },
  sweep,
);
