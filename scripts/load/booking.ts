/**
 * Race for the last places, against a running local stack (npm start):
 *   npx tsx scripts/load/booking.ts [--clients 50] [--windows 5] [--capacity 2] [--runs 1] [--keep]
 * Each run gives the schedule every day's four windows with the given capacity, picks the
 * first `windows` open windows nobody booked yet, writes `clients` leads and has as many web
 * SDK clients (one Firebase app each) call the real bookInspection callable in the Functions
 * emulator at once, spread evenly over those windows. It prints the bookings made, each
 * window's count (the slot's counter and the bookings stored), any window over capacity, and
 * what the losers were offered instead. Each client is a homeowner of its own: its own mailbox,
 * phone and client address (the one Google's front end would give it, scripts/lib/
 * visitorAddress.ts), so the bounds on homeowners' bookings (one active booking per mailbox
 * and phone, a few new bookings per visitor a day) leave the race to capacity alone. Then it
 * deletes its leads (which gives their places back) and puts the schedule back, unless --keep.
 * Exits non-zero unless every run made exactly windows x capacity bookings and no window is
 * over capacity.
 */
import { parseArgs } from 'node:util';
import {
  bookableWindows,
  DEFAULT_INSPECTION_SCHEDULE,
  type InspectionSchedule,
} from '@altum/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { emulatorAddresses, PROJECT_ID } from '../lib/ports';
import { asVisitor, randomVisitorAddress } from '../lib/visitorAddress';
import { closeAdminApps, emulatorAdminApp } from '../seed/admin';

const { values } = parseArgs({
  options: {
    clients: { type: 'string' },
    windows: { type: 'string' },
    capacity: { type: 'string' },
    runs: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const clients = Number(values.clients ?? 50);
const windowCount = Number(values.windows ?? 5);
const capacity = Number(values.capacity ?? 2);
const runs = Number(values.runs ?? 1);

interface Offered {
  id: string;
  left: number;
}
type Answer = { ok: true; windowId: string } | { ok: false; code: string; offered: Offered[] };

const loadSchedule = (base: InspectionSchedule): InspectionSchedule => ({
  ...base,
  // Every day, so a run on a Sunday has windows too.
  windows: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    DEFAULT_INSPECTION_SCHEDULE.windows
      .filter((w) => w.weekday === 1)
      .map((w) => ({ ...w, weekday, capacity })),
  ),
  blackoutDays: [],
  earliestNoticeMinutes: 120,
  horizonDays: 14,
});

/** The first open windows with no booking at all (earlier runs' places may still be held). */
async function pickWindows(db: Firestore, schedule: InspectionSchedule): Promise<string[]> {
  const picked: string[] = [];
  for (const window of bookableWindows(schedule, Date.now()).slice(1)) {
    const slot = await db.collection('inspectionSlots').doc(window.id).get();
    if (Number(slot.get('booked') ?? 0) === 0) picked.push(window.id);
    if (picked.length === windowCount) return picked;
  }
  throw new Error('Not enough open windows in the horizon');
}

function webClient(index: number): FirebaseApp {
  const address = emulatorAddresses()['functions'];
  if (!address) throw new Error('firebase.json has no functions emulator');
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-app' },
    `booking-race-${Date.now()}-${index}`,
  );
  connectFunctionsEmulator(getFunctions(app), address.host, address.port);
  return app;
}

async function race(db: Firestore, run: number): Promise<boolean> {
  const windows = await pickWindows(db, loadSchedule(DEFAULT_INSPECTION_SCHEDULE));
  const stamp = Date.now().toString(36);
  // A phone exchange of the run's own, so an earlier run's holds (released once its deleted
  // leads are handled) never meet this run's phones.
  const exchange = 200 + Math.floor(Math.random() * 800);
  const leads = await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const ref = db.collection('contacts').doc();
      await ref.set({
        name: `Racer ${i}`,
        email: `booking.race.${stamp}.${i}@example.com`,
        phone: `(713) ${exchange}-${String(i).padStart(4, '0')}`,
        address: `${i} Race St, Houston, TX 77002`,
        service: 'general-inspection',
        timeline: 'week',
        message: null,
        createdAt: FieldValue.serverTimestamp(),
      });
      return ref.id;
    }),
  );
  // Let the stack's own work on the new leads (e-mails, alerts, their request pages) settle
  // first, so the race meets the booking path alone.
  const settleUntil = Date.now() + 300_000;
  for (;;) {
    const pages = await db.getAll(...leads.map((id) => db.collection('requests').doc(id)));
    if (pages.every((page) => page.exists) || Date.now() > settleUntil) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const apps = leads.map((_, i) => webClient(i));
  const started = performance.now();
  const answers: Answer[] = await Promise.all(
    leads.map(async (leadId, i): Promise<Answer> => {
      const app = apps[i] as FirebaseApp;
      // A cold Functions emulator starts a worker per concurrent call: wait for it.
      const book = httpsCallable<{ leadId: string; windowId: string }, { windowId: string }>(
        getFunctions(app),
        'bookInspection',
        { timeout: 300_000 },
      );
      try {
        const { data } = await asVisitor(randomVisitorAddress(), () =>
          book({ leadId, windowId: windows[i % windows.length] as string }),
        );
        return { ok: true, windowId: data.windowId };
      } catch (error) {
        const e = error as { code?: string; details?: { nextWindows?: Offered[] } };
        return { ok: false, code: e.code ?? String(error), offered: e.details?.nextWindows ?? [] };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(apps.map((app) => deleteApp(app)));

  const made = answers.filter((a) => a.ok);
  const counts = await Promise.all(
    windows.map(async (id) => {
      const slot = Number(
        (await db.collection('inspectionSlots').doc(id).get()).get('booked') ?? 0,
      );
      const stored = await db
        .collection('bookings')
        .where('windowId', '==', id)
        .where('status', '==', 'booked')
        .get();
      return { id, slot, stored: stored.docs.filter((d) => leads.includes(d.id)).length };
    }),
  );
  const over = counts.filter((c) => c.slot > capacity || c.stored > capacity);
  const losers = answers.filter((a): a is Extract<Answer, { ok: false }> => !a.ok);
  const codes = new Map<string, number>();
  for (const loser of losers) codes.set(loser.code, (codes.get(loser.code) ?? 0) + 1);
  const offeredIds = new Map<string, number>();
  for (const loser of losers)
    for (const window of loser.offered)
      offeredIds.set(window.id, (offeredIds.get(window.id) ?? 0) + 1);
  const offeredRaced = [...offeredIds.keys()].filter((id) => windows.includes(id));
  const sizes = [...new Set(losers.map((l) => l.offered.length))].sort();

  console.log(
    `Run ${run}: ${clients} clients raced for ${windowCount} windows of capacity ${capacity} in ${seconds.toFixed(1)} s.`,
  );
  console.log(`  bookings made: ${made.length} (expected ${windowCount * capacity})`);
  for (const c of counts)
    console.log(`  ${c.id}: slot counter ${c.slot}, bookings stored ${c.stored}`);
  console.log(
    `  windows over capacity: ${over.length}${over.length ? ` (${over.map((c) => c.id).join(', ')})` : ''}`,
  );
  console.log(
    `  losers: ${losers.length} (${[...codes].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}); ` +
      `each offered ${sizes.join(' or ') || 0} windows; ${offeredIds.size} distinct windows offered` +
      (offeredRaced.length
        ? `, of them raced windows still open then: ${offeredRaced.join(', ')}`
        : ''),
  );
  console.log(
    `  offered: ${[...offeredIds]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, n]) => `${id} x${n}`)
      .join(', ')}`,
  );

  if (!values.keep) {
    // Deleting a lead gives its place back (syncRequestPage) and removes its request page.
    await Promise.all(leads.map((id) => db.collection('contacts').doc(id).delete()));
  }
  return (
    made.length === windowCount * capacity &&
    over.length === 0 &&
    losers.every((l) => l.code === 'functions/resource-exhausted')
  );
}

const db = getFirestore(emulatorAdminApp());
const scheduleRef = db.collection('inspectionSchedule').doc('current');
const saved = await scheduleRef.get();
let ok = true;
try {
  await scheduleRef.set(loadSchedule(DEFAULT_INSPECTION_SCHEDULE));
  for (let run = 1; run <= runs; run++) ok = (await race(db, run)) && ok;
} finally {
  if (!values.keep) {
    if (saved.exists) await scheduleRef.set(saved.data() ?? {});
    else await scheduleRef.delete();
  }
  await closeAdminApps();
}
console.log(
  ok ? 'OK: exactly the capacity booked, no window over it.' : 'FAIL: see the figures above.',
);
process.exit(ok ? 0 : 1);
