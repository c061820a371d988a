/**
 * Abuse check of the lead form, against a running local stack (npm start), as an attacker
 * would run it: the real web SDK, the security rules applied, no sign-in. It writes 1,000
 * leads addressed to plus and dot variants of ONE Gmail mailbox (gmail.com and
 * googlemail.com alike), each named like a link ("claim-refund-now.com Smith"), waits until
 * the e-mail function has handled every one, and reports:
 * - confirmations that reached that mailbox (the daily cap allows 3),
 * - company notifications received (every lead, never capped),
 * - confirmations that echoed the link-like name (none),
 * - whether the staff inbox's flood warning (leadAlerts/flood) is set.
 *
 *   npx tsx scripts/load/abuse/leads.ts [--count 1000] [--timeout 900]
 *
 * scripts/load/abuse.ts calls runLeadAbuse() with the other abuse checks. Exits non-zero
 * when a bound does not hold.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CONFIRMATIONS_PER_MAILBOX_PER_DAY,
  normalizeMailbox,
  toLeadPayload,
  type Lead,
} from '@altum/domain';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import { capturedMails, setMailFailure, setMailFaults } from '../../mail-capture/client';
import type { CapturedMail } from '../../mail-capture/server';
import { emulatorAdminApp } from '../../seed/admin';

export interface LeadAbuseOptions {
  /** Leads to write; 1,000 by default. */
  count?: number;
  /** How long to wait for the e-mail function to handle them all, in ms. */
  timeoutMs?: number;
  /** Progress lines; silent when omitted. */
  log?: (line: string) => void;
}

export interface LeadAbuseFigures {
  /** The one mailbox every lead was addressed to, normalized. */
  mailbox: string;
  leadsWritten: number;
  writesRefused: number;
  /** Confirmations whose recipient is that mailbox: must be at most 3. */
  confirmationsToMailbox: number;
  confirmationLimit: number;
  /** Company notifications for these leads: must be one per lead. */
  notifications: number;
  /** Confirmations that repeated the link-like name: must be 0. */
  confirmationsEchoingName: number;
  /** leadAlerts/flood.active once the leads are in. */
  floodFlagSet: boolean;
  leadsInFloodWindow: number | null;
  elapsedSeconds: number;
  ok: boolean;
}

const LINK_NAME = 'claim-refund-now.com Smith';

/** The i-th way of writing one Gmail mailbox: dots between letters, a +tag, either domain. */
export function mailboxVariant(local: string, i: number): string {
  let dotted = '';
  for (let at = 0; at < local.length; at++) {
    dotted += local[at];
    // Each bit of i puts a dot after one letter (never at the end).
    if (at < local.length - 1 && (i >> at) & 1) dotted += '.';
  }
  const tag = i % 3 === 0 ? '' : `+refund${i}`;
  const domain = i % 2 === 0 ? 'gmail.com' : 'googlemail.com';
  return `${i % 5 === 0 ? dotted.toUpperCase() : dotted}${tag}@${domain}`;
}

function attackLead(email: string, i: number): Lead {
  return {
    name: LINK_NAME,
    phone: `(713) 555-${String(i % 10_000).padStart(4, '0')}`,
    email,
    address: `${i} Refund Way, Houston, TX 77002`,
    service: 'insurance-claim',
    timeline: 'asap',
    details: 'Your refund is ready: claim-refund-now.com',
  };
}

interface MailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
  personalizations?: { to?: { email?: string }[] }[];
  content?: { value?: string }[];
}

function tally(mails: CapturedMail[], ids: Set<string>, mailbox: string) {
  let notifications = 0;
  let confirmationsToMailbox = 0;
  let confirmationsEchoingName = 0;
  for (const mail of mails) {
    const body = mail.body as MailBody;
    const to = body.personalizations?.flatMap((p) => p.to ?? []).map((r) => r.email ?? '') ?? [];
    if (body.categories?.includes('lead-confirmation')) {
      // Every confirmation to that mailbox counts, whichever lead (or earlier run) sent it.
      if (to.some((address) => normalizeMailbox(address) === mailbox)) {
        confirmationsToMailbox++;
        if (body.content?.some((c) => c.value?.includes('claim-refund-now')))
          confirmationsEchoingName++;
      }
    } else if (
      body.categories?.includes('lead-notification') &&
      ids.has(body.custom_args?.leadId ?? '')
    ) {
      notifications++;
    }
  }
  return { notifications, confirmationsToMailbox, confirmationsEchoingName };
}

export async function runLeadAbuse(options: LeadAbuseOptions = {}): Promise<LeadAbuseFigures> {
  const count = options.count ?? 1000;
  const timeoutMs = options.timeoutMs ?? 900_000;
  const log = options.log ?? (() => undefined);
  // A mailbox of this run's own (11 letters: 1,024 dot patterns), so its daily cap is fresh.
  const local = `victim${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;
  const mailbox = normalizeMailbox(`${local}@gmail.com`);

  const [host, port] = (process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080').split(':');
  const app = initializeApp({ projectId: 'demo-altum', apiKey: 'demo-api-key' }, 'abuse-leads');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));

  await setMailFailure(false);
  await setMailFaults({});
  const started = Date.now();
  const ids = new Set<string>();
  let writesRefused = 0;
  log(`Writing ${count} leads to variants of ${mailbox} through the web SDK...`);
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const ref = doc(collection(db, 'contacts'));
      ids.add(ref.id);
      try {
        await setDoc(ref, {
          ...toLeadPayload(attackLead(mailboxVariant(local, i), i)),
          createdAt: serverTimestamp(),
        });
      } catch (error) {
        writesRefused++;
        ids.delete(ref.id);
        log(`Lead ${i} was refused: ${String(error)}`);
      }
    }),
  );
  await terminate(db);
  await deleteApp(app);
  const leadsWritten = count - writesRefused;
  log(`Wrote ${leadsWritten} in ${((Date.now() - started) / 1000).toFixed(1)} s; waiting...`);

  // Done when every lead's notification is in and no lead is still being delivered.
  const adminDb = getAdminFirestore(emulatorAdminApp());
  while (Date.now() - started < timeoutMs) {
    const figures = tally(await capturedMails(), ids, mailbox);
    if (figures.notifications >= leadsWritten) break;
    log(`  notifications ${figures.notifications} of ${leadsWritten}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  // A grace period, so a confirmation sent late (a retry) would still be counted.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const figures = tally(await capturedMails(), ids, mailbox);
  const flood = (await adminDb.doc('leadAlerts/flood').get()).data();

  const result: LeadAbuseFigures = {
    mailbox,
    leadsWritten,
    writesRefused,
    confirmationsToMailbox: figures.confirmationsToMailbox,
    confirmationLimit: CONFIRMATIONS_PER_MAILBOX_PER_DAY,
    notifications: figures.notifications,
    confirmationsEchoingName: figures.confirmationsEchoingName,
    floodFlagSet: flood?.['active'] === true,
    leadsInFloodWindow:
      typeof flood?.['leadsInWindow'] === 'number' ? flood['leadsInWindow'] : null,
    elapsedSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    ok: false,
  };
  result.ok =
    writesRefused === 0 &&
    result.confirmationsToMailbox <= CONFIRMATIONS_PER_MAILBOX_PER_DAY &&
    result.notifications === count &&
    result.confirmationsEchoingName === 0 &&
    result.floodFlagSet;
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, timeout: { type: 'string' } },
  });
  const figures = await runLeadAbuse({
    count: Number(values.count ?? 1000),
    timeoutMs: Number(values.timeout ?? 900) * 1000,
    log: (line) => console.log(line),
  });
  console.table(figures);
  console.log(
    figures.ok
      ? `OK: ${figures.confirmationsToMailbox} confirmations reached ${figures.mailbox} (at most ${figures.confirmationLimit}), ${figures.notifications} of ${figures.leadsWritten} notifications, flood flag set.`
      : 'FAILED: a bound did not hold.',
  );
  process.exit(figures.ok ? 0 : 1);
}
