/**
 * What a stranger with the public web config can make the site do, measured on a running local
 * stack (npm start) through the real web SDK, as an attacker would call it:
 * - 1,000 leads addressed to plus and dot variants of one Gmail mailbox: that mailbox gets at
 *   most 3 confirmations, the company every notification, and the inbox shows the flood flag;
 * - 5,000 countPostView calls from one client: the post's count rises by 1;
 * - lead alerts (abuse/alerts.ts): a poisoned device costs only itself, and a flood of 600
 *   leads gives digests while a real lead after it is escalated on time. They run first: the
 *   leads check above is itself a flood;
 * - photos with a request (abuse/photos.ts): uploads to random lead ids are refused, and 20
 *   uploads to a real lead that announced 10 photos store 10;
 * - inspection bookings (abuse/bookings.ts): a lead the honeypot flagged books nothing, a
 *   second request of one mailbox or phone is refused, one visitor's 4th booking of the day
 *   and one lead's 4th change of the day are refused.
 *
 *   npx tsx scripts/load/abuse.ts [--leads 1000] [--views 5000] [--timeout 900] [--flood 600]
 *
 * Ends with one line per bound and exits non-zero when one does not hold. The e-mail
 * pipeline under outages and failure rates is scripts/load/leads.ts.
 */
import { parseArgs } from 'node:util';
import { printFlood, printPoisoned, runAlertFlood, runPoisonedDevice } from './abuse/alerts';
import { bookingAbuseLines, runBookingAbuse } from './abuse/bookings';
import { runLeadAbuse } from './abuse/leads';
import { photoAbuseLine, runPhotoAbuse } from './abuse/photos';
import { abuseViews } from './abuse/views';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    views: { type: 'string', default: '5000' },
    timeout: { type: 'string', default: '900' },
    flood: { type: 'string', default: '600' },
  },
});

const print = (line: string) => console.log(line);
const poisoned = await runPoisonedDevice(print);
printPoisoned(poisoned, print);
const flood = await runAlertFlood(Number(values.flood), print);
printFlood(flood, print);

const leads = await runLeadAbuse({
  count: Number(values.leads),
  timeoutMs: Number(values.timeout) * 1000,
  log: (line) => console.log(line),
});
console.log(
  `Leads: ${leads.leadsWritten} written to variants of ${leads.mailbox}; ` +
    `${leads.confirmationsToMailbox} confirmations reached it (limit ${leads.confirmationLimit}); ` +
    `${leads.notifications} of ${leads.leadsWritten} company notifications; ` +
    `${leads.confirmationsEchoingName} confirmations echoed the link-like name; ` +
    `flood flag ${leads.floodFlagSet ? 'set' : 'NOT set'} (${leads.elapsedSeconds} s).`,
);

const photos = await runPhotoAbuse({ log: print });
console.log(photoAbuseLine(photos));

const bookings = await runBookingAbuse({ log: print });
for (const line of bookingAbuseLines(bookings)) console.log(line);

const views = await abuseViews({ calls: Number(values.views) });
const viewsOk = views.rose === 1 && Object.keys(views.failed).length === 0;
console.log(
  `Views: ${views.calls} countPostView calls from one client; views rose by ${views.rose} ` +
    `(${views.counted} counted, ${views.notCounted} not, failures ${JSON.stringify(views.failed)}; ` +
    `${views.seconds.toFixed(1)} s).`,
);

const ok = leads.ok && viewsOk && poisoned.ok && flood.ok && photos.ok && bookings.ok;
console.log(ok ? 'OK: every bound held.' : 'FAILED: a bound did not hold.');
process.exit(ok ? 0 : 1);
