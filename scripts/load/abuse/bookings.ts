/**
 * Abuse probe of inspection booking, against a running local stack (npm start), as a stranger
 * with the public web config would try it from one browser: the real web SDK (leads written
 * through the security rules with firebase/firestore, the bookInspection and cancelInspection
 * callables through firebase/functions), no sign-in, made-up names, mailboxes and phones.
 * It checks each bound on homeowners' bookings (functions/src/inspections/bookingBounds.ts):
 * - a lead the honeypot flagged books nothing;
 * - a second request of one mailbox (written another way) is refused while the first holds
 *   a booking, and so is one of the same phone;
 * - a visitor books 3 new places a day: the 4th is refused;
 * - a homeowner changes one booking 3 times a day: the 4th change is refused.
 * The probe is one visitor. The emulator sees every call from 127.0.0.1, so the probe calls as
 * one address of its own per run (scripts/lib/visitorAddress.ts), as Google's front end
 * would give it: an earlier run's bookings that day do not answer for this one. Its leads are
 * deleted at the end (their places go back).
 *
 *   npx tsx scripts/load/abuse/bookings.ts
 *
 * scripts/load/abuse.ts calls runBookingAbuse() with the other abuse checks. Prints one line
 * per bound; exits non-zero when one does not hold.
 */
import { pathToFileURL } from 'node:url';
import {
  BOOKINGS_PER_VISITOR_PER_DAY,
  HOMEOWNER_CHANGES_PER_DAY,
  toLeadPayload,
  type BookingLimit,
  type Lead,
  type SuspectedSpamReason,
} from '@altum/domain';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { emulatorAddresses, PROJECT_ID } from '../../lib/ports';
import { asVisitor, randomVisitorAddress } from '../../lib/visitorAddress';
import { emulatorAdminApp } from '../../seed/admin';

export interface BookingBound {
  name: string;
  /** What was tried and what the server answered. */
  detail: string;
  met: boolean;
}

export interface BookingAbuseFigures {
  bounds: BookingBound[];
  seconds: number;
  ok: boolean;
}

type Answer = { ok: true } | { ok: false; code: string; limit: BookingLimit | null };

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A phone number of the run's own (made up, as a stranger's would be). */
const madeUpPhone = () => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `(713) ${digits.slice(0, 3)}-${digits.slice(3)}`;
};

function madeUpLead(i: number, email: string, phone: string): Lead {
  return {
    name: `Probe Booker ${i}`,
    phone,
    email,
    address: `${i} Probe Way, Houston, TX 77002`,
    service: 'storm-damage',
    timeline: 'week',
    details: 'Booking abuse probe.',
  };
}

const describeAnswer = (answer: Answer, done = 'booked') =>
  answer.ok ? done : `refused (${answer.code}${answer.limit ? `, ${answer.limit}` : ''})`;

const refusedBy = (answer: Answer | undefined, limit: BookingLimit) =>
  answer !== undefined && !answer.ok && answer.limit === limit;

export async function runBookingAbuse(
  options: { log?: (line: string) => void } = {},
): Promise<BookingAbuseFigures> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const functionsAddress = emulatorAddresses()['functions'];
  if (!functionsAddress) throw new Error('firebase.json has no functions emulator');
  const [host, port] = (process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080').split(':');

  // The browser SDK, configured as the local site configures it (web/src/lib/firebase/app.ts).
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-app' },
    `abuse-bookings-${Date.now()}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, functionsAddress.host, functionsAddress.port);
  const visitor = randomVisitorAddress();
  const leads: string[] = [];

  /** A lead written as the form writes it (the honeypot's reason when it caught a bot). */
  const send = async (lead: Lead, suspectedSpam?: SuspectedSpamReason) => {
    const ref = doc(collection(db, 'contacts'));
    await setDoc(ref, {
      ...toLeadPayload(lead, undefined, suspectedSpam ?? null),
      createdAt: serverTimestamp(),
    });
    leads.push(ref.id);
    return ref.id;
  };
  const call = async (name: string, data: unknown): Promise<Answer> =>
    asVisitor(visitor, async () => {
      try {
        // A cold Functions emulator may take a while to start a worker.
        await httpsCallable(functions, name, { timeout: 120_000 })(data);
        return { ok: true };
      } catch (error) {
        const e = error as { code?: string; details?: { limit?: BookingLimit } };
        return { ok: false, code: e.code ?? String(error), limit: e.details?.limit ?? null };
      }
    });
  const book = (leadId: string, windowId: string) => call('bookInspection', { leadId, windowId });

  /** Open windows as the picker reads them: the public availability. */
  const openWindows = async () => {
    const snap = await getDoc(doc(db, 'inspectionAvailability/current'));
    const windows = (snap.get('windows') as { id: string; left: number }[] | undefined) ?? [];
    return windows.filter((w) => w.left > 0).map((w) => w.id);
  };

  const bounds: BookingBound[] = [];
  try {
    const open = await openWindows();
    // One window for each new booking, and one more to move a booking into and out of.
    if (open.length < 4) throw new Error(`Only ${open.length} open windows; the probe needs 4`);
    const [w1, w2, w3, w4] = open as [string, string, string, string];

    const local = `probe${stamp()}`.replace(/\d/g, 'x');
    const phone = madeUpPhone();
    log(`Booking as one visitor (${visitor}) with made-up leads...`);

    // 1. The honeypot.
    const caught = await send(madeUpLead(0, `${local}.bot@example.com`, madeUpPhone()), 'honeypot');
    const flagged = await book(caught, w1);
    bounds.push({
      name: 'flagged lead',
      detail: `a lead the honeypot flagged: ${describeAnswer(flagged)}`,
      met: refusedBy(flagged, 'suspect'),
    });

    // 2. One mailbox, one phone.
    const first = await send(madeUpLead(1, `${local}@gmail.com`, phone));
    const firstAnswer = await book(first, w1);
    const sameMailbox = await send(
      madeUpLead(2, `${local.slice(0, 3)}.${local.slice(3)}+again@googlemail.com`, madeUpPhone()),
    );
    const mailboxAnswer = await book(sameMailbox, w2);
    bounds.push({
      name: 'one mailbox',
      detail: `1st request of ${local}@gmail.com ${describeAnswer(firstAnswer)}; a 2nd, as ${local.slice(0, 3)}.${local.slice(3)}+again@googlemail.com: ${describeAnswer(mailboxAnswer)}`,
      met: firstAnswer.ok && refusedBy(mailboxAnswer, 'mailbox'),
    });
    const digits = phone.replace(/\D/g, '');
    const samePhone = await send(
      madeUpLead(3, `${local}.other@example.com`, `+1 ${digits.slice(0, 3)}.${digits.slice(3)}`),
    );
    const phoneAnswer = await book(samePhone, w2);
    bounds.push({
      name: 'one phone',
      detail: `a 2nd request of ${phone}, as +1 ${digits.slice(0, 3)}.${digits.slice(3)}: ${describeAnswer(phoneAnswer)}`,
      met: firstAnswer.ok && refusedBy(phoneAnswer, 'phone'),
    });

    // 3. New bookings per visitor: the first request's booking is the 1st of the day.
    const answers: Answer[] = [firstAnswer];
    for (const [i, window] of [w2, w3, w4].entries()) {
      const leadId = await send(madeUpLead(4 + i, `${local}.${i}@example.com`, madeUpPhone()));
      answers.push(await book(leadId, window));
    }
    const allowed = answers.slice(0, BOOKINGS_PER_VISITOR_PER_DAY);
    bounds.push({
      name: 'one visitor',
      detail: `${answers.length} requests booked in a row: ${answers.map((a) => describeAnswer(a)).join(', ')}`,
      met:
        allowed.every((a) => a.ok) && refusedBy(answers[BOOKINGS_PER_VISITOR_PER_DAY], 'visitor'),
    });

    // 4. Changes of one booking: moved out of its window and back, then cancelled.
    const changes: Answer[] = [];
    for (const window of [w4, w1, w4].slice(0, HOMEOWNER_CHANGES_PER_DAY))
      changes.push(await book(first, window));
    changes.push(await call('cancelInspection', { leadId: first }));
    bounds.push({
      name: 'one lead’s changes',
      detail: `${changes.length} changes of one booking in a row (3 moves, a cancel): ${changes.map((c) => describeAnswer(c, 'done')).join(', ')}`,
      met:
        changes.slice(0, HOMEOWNER_CHANGES_PER_DAY).every((a) => a.ok) &&
        refusedBy(changes[HOMEOWNER_CHANGES_PER_DAY], 'changesToday'),
    });
  } finally {
    await terminate(db);
    await deleteApp(app);
    // Deleting a lead gives its place, its mailbox and its phone back (syncRequestPage).
    const admin = getAdminFirestore(emulatorAdminApp());
    await Promise.all(leads.map((id) => admin.collection('contacts').doc(id).delete()));
  }
  return {
    bounds,
    seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    ok: bounds.length === 5 && bounds.every((b) => b.met),
  };
}

/** One line per bound, as abuse.ts prints them. */
export function bookingAbuseLines(figures: BookingAbuseFigures): string[] {
  return figures.bounds.map(
    (b) => `Bookings, ${b.name}: ${b.detail}: ${b.met ? 'bound met' : 'BOUND NOT MET'}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await runBookingAbuse({ log: (line) => console.log(line) });
  for (const line of bookingAbuseLines(figures)) console.log(line);
  console.log(
    figures.ok
      ? `OK: every booking bound held (${figures.seconds} s).`
      : 'FAILED: a booking bound did not hold.',
  );
  process.exit(figures.ok ? 0 : 1);
}
