/**
 * Load check for lead capture on the local stack (not a timed test):
 *   npx tsx scripts/load/leads.ts [--count 1000] [--timeout 600]
 *     [--fail-rate 0.3] [--latency 200] [--outage 60] [--alerts [--spread 60]] [--first 5000]
 * Writes leads as a visitor would (client SDK, security rules applied) to the Firestore
 * emulator, waits for the e-mail trigger (and the retry sweeps) to handle each one, and
 * reports how many notification and confirmation requests the mail capture server accepted.
 * The fault flags make the capture server fail that share of sends (503), answer that many
 * milliseconds late, and fail every send for that many seconds from the start.
 * With --alerts (count 200 unless given), the leads are spread over --spread seconds (60) and
 * a staff member's three devices, subscribed at the push receiver, must get exactly one
 * alert per lead each (beyond the flood threshold, counted in the minute's digest instead); it prints how many arrived, duplicates, and the time from the lead's
 * creation to the push's arrival (median, 95th percentile).
 * --first numbers the leads from there (0 unless given), so a run on a stack another run
 * filled writes other people, not repeats of the same ones.
 * Needs the local stack running (npm start): emulators, mail capture, push receiver, sweeps.
 * Exits non-zero unless every lead produced exactly one of each.
 */
import { parseArgs } from 'node:util';
import { toLeadPayload, SERVICE_VALUES, TIMELINE_VALUES, type Lead } from '@altum/domain';
import { initializeApp, deleteApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import {
  capturedMails,
  mailAttempts,
  mailsOfLead,
  setMailFailure,
  setMailFaults,
  MAIL_CAPTURE_URL,
} from '../mail-capture/client';
import type { CapturedMail, MailAttempt } from '../mail-capture/server';
import { subscribeLoadDevices, tallyAlerts, type AlertTally } from './alerts';

const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    timeout: { type: 'string' },
    'fail-rate': { type: 'string' },
    latency: { type: 'string' },
    outage: { type: 'string' },
    alerts: { type: 'boolean' },
    spread: { type: 'string' },
    first: { type: 'string' },
  },
});
const alerts = values.alerts === true;
const count = Number(values.count ?? (alerts ? 200 : 1000));
/** With alerts, the leads arrive over this many seconds (a busy minute), not all at once. */
const spreadMs = alerts ? Number(values.spread ?? 60) * 1000 : 0;
const timeoutMs = Number(values.timeout ?? 600) * 1000;
const first = Number(values.first ?? 0);
const faults = {
  failRate: Number(values['fail-rate'] ?? 0),
  latencyMs: Number(values.latency ?? 0),
  outageSeconds: Number(values.outage ?? 0),
};
const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');

const app = initializeApp({ projectId: 'demo-altum', apiKey: 'demo-api-key' }, 'load-leads');
const db = getFirestore(app);
connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));

function leadNumber(i: number): Lead {
  return {
    name: `Load Test ${i}`,
    phone: `(713) 555-${String(i % 10_000).padStart(4, '0')}`,
    email: `load-${i}@example.com`,
    address: `${i} Load St, Houston, TX 77002`,
    service: SERVICE_VALUES[i % SERVICE_VALUES.length] ?? 'general-inspection',
    timeline: TIMELINE_VALUES[i % TIMELINE_VALUES.length] ?? 'asap',
    details: i % 2 === 0 ? '' : `Load test lead ${i}`,
  };
}

function tally(mails: CapturedMail[], ids: string[]) {
  let notifications = 0;
  let confirmations = 0;
  const wrong: string[] = [];
  for (const id of ids) {
    const own = mailsOfLead(mails, id);
    notifications += own.notifications.length;
    confirmations += own.confirmations.length;
    if (own.notifications.length > 1 || own.confirmations.length > 1) wrong.push(id);
  }
  return { notifications, confirmations, duplicated: wrong.length };
}

/** Send attempts for these leads, and the slowest lead from its write to its last e-mail. */
function timing(mails: CapturedMail[], attempts: MailAttempt[], writtenAt: Map<string, number>) {
  const ours = attempts.filter((a) => writtenAt.has(String(a.customArgs?.['leadId'])));
  const failed = ours.filter((a) => a.status !== 202).length;
  const lastMail = new Map<string, number>();
  for (const mail of mails) {
    const id = String((mail.body as { custom_args?: { leadId?: string } }).custom_args?.leadId);
    if (!writtenAt.has(id)) continue;
    lastMail.set(id, Math.max(lastMail.get(id) ?? 0, Date.parse(mail.receivedAt)));
  }
  let slowest = { id: '', ms: 0 };
  for (const [id, at] of lastMail) {
    const ms = at - (writtenAt.get(id) ?? at);
    if (ms > slowest.ms) slowest = { id, ms };
  }
  // Every e-mail's first attempt is not a retry; each further attempt is.
  return { attempts: ours.length, failed, retries: ours.length - 2 * writtenAt.size, slowest };
}

await setMailFailure(false);
await setMailFaults(faults);
if (faults.failRate || faults.latencyMs || faults.outageSeconds)
  console.log(
    `Mail faults: ${faults.failRate * 100}% of sends fail, ${faults.latencyMs} ms latency, ${faults.outageSeconds} s outage from now.`,
  );
const devices = alerts ? await subscribeLoadDevices(3) : null;
if (devices) {
  console.log(`Alerts: ${devices.subscriptionIds.length} devices subscribed.`);
  // One lead first, not counted: a stack just started loads each function's worker on its
  // first event (tens of seconds on a busy machine), which a running stack, like production's
  // warm instances, has done long before. The figures are then those of the steady state.
  const warmUp = doc(collection(db, 'contacts'));
  const warmStart = Date.now();
  await setDoc(warmUp, {
    ...toLeadPayload(leadNumber(first + count)),
    createdAt: serverTimestamp(),
  });
  while (Date.now() - warmStart < timeoutMs) {
    const warm = await tallyAlerts(devices, [warmUp.id]);
    if (warm.received >= warm.expected) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    `Warm-up lead (not counted): its alerts arrived ${((Date.now() - warmStart) / 1000).toFixed(1)} s after it was written.`,
  );
}
const started = Date.now();
const ids: string[] = [];
const writtenAt = new Map<string, number>();
let writeFailures = 0;
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    if (spreadMs > 0) {
      const at = started + (i * spreadMs) / count;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    }
    const ref = doc(collection(db, 'contacts'));
    ids.push(ref.id);
    writtenAt.set(ref.id, Date.now());
    try {
      await setDoc(ref, { ...toLeadPayload(leadNumber(first + i)), createdAt: serverTimestamp() });
    } catch (error) {
      writeFailures++;
      console.error(`Lead ${i} was refused:`, error);
    }
  }),
);
const written = count - writeFailures;
const writeSeconds = (Date.now() - started) / 1000;
console.log(
  `Wrote ${written} of ${count} leads in ${writeSeconds.toFixed(1)} s; waiting for e-mails...`,
);

let result: ReturnType<typeof tally>;
while (Date.now() - started < timeoutMs) {
  result = tally(await capturedMails(), ids);
  const sofar = devices ? await tallyAlerts(devices, ids) : null;
  const alertsDone = !sofar || sofar.received >= sofar.expected;
  if (result.notifications >= written && result.confirmations >= written && alertsDone) break;
  process.stdout.write(
    `\r  notifications ${result.notifications}, confirmations ${result.confirmations}${
      sofar ? `, pushes ${sofar.received}/${sofar.expected}` : ''
    }`,
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
// A short grace period, so a duplicate sent late would still be counted.
await new Promise((resolve) => setTimeout(resolve, 3000));
const mails = await capturedMails();
result = tally(mails, ids);
const sends = timing(mails, await mailAttempts(), writtenAt);
const pushes: AlertTally | null = devices
  ? await tallyAlerts(devices, ids, await devices.createdAt(ids))
  : null;
await devices?.remove();
await setMailFaults({});
const elapsed = (Date.now() - started) / 1000;

console.log('\n');
console.table({
  'leads written': written,
  'write failures': writeFailures,
  'notification e-mails accepted': result.notifications,
  'confirmation e-mails accepted': result.confirmations,
  'leads with duplicate e-mails': result.duplicated,
  'send attempts': sends.attempts,
  'failed attempts': sends.failed,
  retries: sends.retries,
  'slowest lead to delivery (s)': Number((sends.slowest.ms / 1000).toFixed(1)),
  'elapsed (s)': Number(elapsed.toFixed(1)),
  'capture server': MAIL_CAPTURE_URL,
});
console.log(
  `Attempts ${sends.attempts} (${sends.failed} failed), retries ${sends.retries}, slowest lead ${(sends.slowest.ms / 1000).toFixed(1)} s to delivery (${sends.slowest.id}).`,
);
const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
if (pushes) {
  console.log(
    `Pushes received: ${pushes.received} of ${pushes.expected} expected (${pushes.inDigests} of them in ${pushes.digests} flood digests), ${pushes.duplicates} duplicates.`,
  );
  console.log(
    `Lead created to push received: median ${seconds(pushes.medianMs)}, 95th percentile ${seconds(pushes.p95Ms)}, slowest ${seconds(pushes.maxMs)}.`,
  );
}

await terminate(db);
await deleteApp(app);
const ok =
  writeFailures === 0 &&
  result.notifications === count &&
  result.confirmations === count &&
  result.duplicated === 0 &&
  (!pushes || (pushes.received === pushes.expected && pushes.duplicates === 0));
console.log(
  ok
    ? `OK: exactly ${count} of each${pushes ? `, and ${pushes.expected} pushes` : ''}.`
    : 'FAILED: the counts do not match.',
);
process.exit(ok ? 0 : 1);
