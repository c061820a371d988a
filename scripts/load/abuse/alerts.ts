/**
 * Abuse checks of the lead alerts, against a running local stack (npm start), measured at the
 * push receiver:
 * - poisoned device: the seeded writer, signed in through the web SDK as an attacker holding
 *   a staff account would be, stores a device whose p256dh has the shape of a P-256 key but
 *   is no point of the curve (the rules cannot tell), beside two valid ones; 10 leads follow.
 *   Each valid device must receive exactly 10 alerts, and no delivery may be left 'sending'.
 * - flood: 600 leads through the web SDK within a few minutes, then a 601st, real one. Past
 *   the flood threshold the staff get digests ("12 new leads", one a minute), not a push per
 *   lead; every lead is counted once; and the 601st is escalated to admins on time (5 minutes,
 *   plus the sweep), which needs business hours (domain/src/company/hours.ts).
 *
 *   npx tsx scripts/load/abuse/alerts.ts [--flood 600]
 *
 * scripts/load/abuse.ts runs both with the other abuse checks. Exits non-zero when a bound
 * does not hold.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ESCALATION_AFTER_MS,
  FLOOD_LEAD_THRESHOLD,
  isWithinBusinessHours,
  toLeadPayload,
  type Lead,
} from '@altum/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { waitForAlertCalm } from '../../lib/alertCalm';
import { emulatorUrl, PROJECT_ID } from '../../lib/ports';
import { mintSubscription, receivedPushes } from '../../push-receiver/client';
import type { ReceivedPush } from '../../push-receiver/server';
import { emulatorAdminApp } from '../../seed/admin';

const WRITER = {
  uid: 'seed-writer',
  sub: 'google-seed-writer',
  email: 'writer@altum-roofing.test',
};
const ADMIN = { uid: 'seed-admin', sub: 'google-seed-admin', email: 'admin@altum-roofing.test' };

/** 65 bytes starting 0x04, so the rules' shape check passes, but no point of P-256. */
export const NOT_A_POINT = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString(
  'base64url',
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const adminDb = () => getAdminFirestore(emulatorAdminApp());

function webApp(name: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
  const db = getFirestore(app);
  const firestore = new URL(emulatorUrl('firestore'));
  connectFirestoreEmulator(db, firestore.hostname, Number(firestore.port));
  return { app, db };
}

/** A staff member's web SDK session, signed in with the Auth emulator's Google provider. */
async function staffSession(account: typeof WRITER) {
  const { app, db } = webApp(`abuse-alerts-${account.uid}-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorUrl('auth'), { disableWarnings: true });
  await signInWithCredential(
    auth,
    GoogleAuthProvider.credential(
      JSON.stringify({ sub: account.sub, email: account.email, email_verified: true }),
    ),
  );
  return { db, close: () => deleteApp(app) };
}

/** A 20-character id, as the panel's device ids. */
const autoId = () =>
  Array.from(
    randomBytes(20),
    (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62],
  ).join('');

/** Deletes a person's devices and waits until the function's count says none. */
async function clearDevices(uid: string) {
  const db = adminDb();
  const devices = await db.collection(`profiles/${uid}/pushSubscriptions`).get();
  await Promise.all(devices.docs.map((d) => d.ref.delete()));
  for (let i = 0; i < 120; i++) {
    const status = await db.doc(`alertStatus/${uid}`).get();
    if (!status.exists || status.get('devices') === 0) return;
    await sleep(500);
  }
}

/** Stores a device as the 'Lead alerts' panel does, through the rules. */
async function storeDevice(db: Firestore, uid: string, label: string, p256dh?: string) {
  const minted = await mintSubscription(label);
  const id = autoId();
  await setDoc(doc(db, `profiles/${uid}/pushSubscriptions/${id}`), {
    endpoint: minted.endpoint,
    keys: { ...minted.keys, ...(p256dh ? { p256dh } : {}) },
    label,
    createdAt: serverTimestamp(),
  });
  return { id, minted };
}

function probeLead(tag: string, i: number): Lead {
  return {
    name: `Probe${tag} Homeowner`,
    // Each lead its own homeowner, so none is linked to another as a repeat.
    phone: `(832) ${String(200 + Math.floor(i / 10_000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
    email: `probe.${tag.toLowerCase()}.${i}.${Date.now()}@example.com`,
    address: `${i} Probe St, Houston, TX 77002`,
    service: 'leak-damage',
    timeline: 'week',
    details: '',
  };
}

async function writeLeads(db: Firestore, tag: string, count: number, spreadMs: number) {
  const started = Date.now();
  const ids: string[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep(Math.max(0, started + (i * spreadMs) / count - Date.now()));
      const ref = doc(collection(db, 'contacts'));
      ids.push(ref.id);
      await setDoc(ref, { ...toLeadPayload(probeLead(tag, i)), createdAt: serverTimestamp() });
    }),
  );
  return ids;
}

/** Waits until an earlier flood has passed (the probe's own leads need the room). */
const waitForCalm = (log: (line: string) => void) =>
  waitForAlertCalm(adminDb(), {
    onWait: (count) =>
      log(`  ${count} leads in the last 10 minutes (an earlier flood); waiting for calm...`),
  });

const kindOf = (p: ReceivedPush) => (p.payload as { kind?: string } | undefined)?.kind;
const leadOf = (p: ReceivedPush) => String((p.payload as { leadId?: string } | undefined)?.leadId);
const digestCount = (p: ReceivedPush) =>
  Number(/^(\d+)/.exec((p.payload as { title?: string } | undefined)?.title ?? '')?.[1] ?? 0);

export interface PoisonedDeviceFigures {
  poisonedStoredThroughRules: boolean;
  poisonedDeletedAfterSeconds: number | null;
  leads: number;
  perValidDevice: number[];
  sendingLeft: number;
  ok: boolean;
}

export async function runPoisonedDevice(
  log: (line: string) => void = () => undefined,
  timeoutMs = 300_000,
): Promise<PoisonedDeviceFigures> {
  await waitForCalm(log);
  await clearDevices(WRITER.uid);
  const writer = await staffSession(WRITER);
  const valid = [
    await storeDevice(writer.db, WRITER.uid, 'probe phone'),
    await storeDevice(writer.db, WRITER.uid, 'probe laptop'),
  ];
  let poisonedStoredThroughRules = true;
  let poisoned: { id: string } | null = null;
  const storedAt = Date.now();
  try {
    poisoned = await storeDevice(writer.db, WRITER.uid, 'poisoned', NOT_A_POINT);
  } catch {
    poisonedStoredThroughRules = false;
  }
  if (!poisoned) {
    // The rules refused it: stored directly, to prove the functions cope with one anyway.
    const minted = await mintSubscription('poisoned');
    poisoned = { id: autoId() };
    await adminDb()
      .doc(`profiles/${WRITER.uid}/pushSubscriptions/${poisoned.id}`)
      .set({
        endpoint: minted.endpoint,
        keys: { ...minted.keys, p256dh: NOT_A_POINT },
        label: 'poisoned',
        createdAt: FieldValue.serverTimestamp(),
      });
  }
  log(
    `Poisoned device ${poisonedStoredThroughRules ? 'stored through the rules (shape is valid)' : 'refused by the rules; stored directly'}; 10 leads follow.`,
  );
  const visitor = webApp(`abuse-alerts-visitor-${Date.now()}`);
  const ids = await writeLeads(visitor.db, 'Poison', 10, 5_000);
  await terminate(visitor.db);
  await deleteApp(visitor.app);
  const started = Date.now();
  let poisonedDeletedAfterSeconds: number | null = null;
  const idSet = new Set(ids);
  while (Date.now() - started < timeoutMs) {
    const pushes = (await receivedPushes()).filter(
      (p) => kindOf(p) === 'new-lead' && idSet.has(leadOf(p)),
    );
    const received = valid.map(
      (d) => pushes.filter((p) => p.subscriptionId === d.minted.id).length,
    );
    const deliveries = await adminDb()
      .collection('pushDeliveries')
      .where('status', '==', 'sending')
      .get();
    const sending = deliveries.docs.filter((d) => idSet.has(String(d.get('leadId')))).length;
    if (poisonedDeletedAfterSeconds === null) {
      const still = await adminDb()
        .doc(`profiles/${WRITER.uid}/pushSubscriptions/${poisoned.id}`)
        .get();
      if (!still.exists) poisonedDeletedAfterSeconds = (Date.now() - storedAt) / 1000;
    }
    if (received.every((n) => n >= ids.length) && sending === 0) break;
    await sleep(1000);
  }
  // Time for a duplicate to show.
  await sleep(3000);
  const pushes = (await receivedPushes()).filter(
    (p) => kindOf(p) === 'new-lead' && idSet.has(leadOf(p)),
  );
  const perValidDevice = valid.map(
    (d) => pushes.filter((p) => p.subscriptionId === d.minted.id).length,
  );
  const sendingLeft = (
    await adminDb().collection('pushDeliveries').where('status', '==', 'sending').get()
  ).size;
  await writer.close();
  await clearDevices(WRITER.uid);
  return {
    poisonedStoredThroughRules,
    poisonedDeletedAfterSeconds,
    leads: ids.length,
    perValidDevice,
    sendingLeft,
    ok: perValidDevice.every((n) => n === ids.length) && sendingLeft === 0,
  };
}

export interface FloodFigures {
  leads: number;
  writeSeconds: number;
  /** Per staff device: leads pushed alone, digests received, leads the digests counted. */
  devices: { label: string; alone: number; digests: number; inDigests: number }[];
  /** Leads pushed alone that came after the first 2 x threshold (must be none). */
  aloneAfterThreshold: number;
  adminEscalationPushes: number;
  realLeadEscalatedAfterSeconds: number | null;
  realLeadEscalationPushed: boolean;
  businessHours: boolean;
  ok: boolean;
}

export async function runAlertFlood(
  count = 600,
  log: (line: string) => void = () => undefined,
  timeoutMs = 900_000,
): Promise<FloodFigures> {
  await waitForCalm(log);
  await Promise.all([clearDevices(WRITER.uid), clearDevices(ADMIN.uid)]);
  const writer = await staffSession(WRITER);
  const admin = await staffSession(ADMIN);
  const staffDevices = [
    { label: 'writer phone', ...(await storeDevice(writer.db, WRITER.uid, 'writer phone')) },
    { label: 'admin phone', ...(await storeDevice(admin.db, ADMIN.uid, 'admin phone')) },
  ];
  const adminDevice = staffDevices[1] ?? staffDevices[0];
  const pushesBefore = (await receivedPushes()).length;
  const visitor = webApp(`abuse-alerts-flood-${Date.now()}`);
  const started = Date.now();
  log(`Writing ${count} leads over 2 minutes through the web SDK, then a real one...`);
  const ids = await writeLeads(visitor.db, 'Flood', count, 120_000);
  const real = doc(collection(visitor.db, 'contacts'));
  await setDoc(real, {
    ...toLeadPayload({ ...probeLead('Real', 0), name: 'Rachel Real' }),
    createdAt: serverTimestamp(),
  });
  const writeSeconds = (Date.now() - started) / 1000;
  await terminate(visitor.db);
  await deleteApp(visitor.app);
  const realCreated = (
    (await adminDb().doc(`contacts/${real.id}`).get()).get('createdAt') as Timestamp
  ).toMillis();
  const businessHours = isWithinBusinessHours(realCreated + ESCALATION_AFTER_MS);
  log(
    `Wrote ${ids.length + 1} in ${writeSeconds.toFixed(0)} s; the real lead is due its escalation at ${new Date(realCreated + ESCALATION_AFTER_MS).toISOString()}${businessHours ? '' : ' (outside business hours: it cannot be escalated)'}.`,
  );
  const all = [...ids, real.id];
  const allSet = new Set(all);
  let escalatedAt: number | null = null;
  // Until every lead is counted on every device and the real lead is escalated (or late).
  while (Date.now() - started < timeoutMs) {
    const pushes = (await receivedPushes()).slice(pushesBefore);
    const counted = staffDevices.map(
      (d) =>
        pushes.filter(
          (p) =>
            p.subscriptionId === d.minted.id && kindOf(p) === 'new-lead' && allSet.has(leadOf(p)),
        ).length +
        pushes
          .filter((p) => p.subscriptionId === d.minted.id && kindOf(p) === 'digest')
          .reduce((sum, p) => sum + digestCount(p), 0),
    );
    const escalation = await adminDb().doc(`leadEscalations/${real.id}`).get();
    if (escalation.exists) escalatedAt = (escalation.get('at') as Timestamp).toMillis();
    const late = Date.now() > realCreated + ESCALATION_AFTER_MS + 180_000;
    if (counted.every((n) => n >= all.length) && (escalatedAt !== null || late)) break;
    log(
      `  counted ${counted.join(' / ')} of ${all.length}; real lead ${escalatedAt ? 'escalated' : 'not escalated yet'}`,
    );
    await sleep(10_000);
  }
  await sleep(5000);
  const pushes = (await receivedPushes()).slice(pushesBefore);
  const createdOrder = new Map<string, number>();
  for (let i = 0; i < all.length; i += 300) {
    const snaps = await adminDb().getAll(
      ...all.slice(i, i + 300).map((id) => adminDb().doc(`contacts/${id}`)),
    );
    for (const snap of snaps)
      createdOrder.set(snap.id, (snap.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0);
  }
  const rank = new Map(
    [...createdOrder.entries()].sort((a, b) => a[1] - b[1]).map(([id], i) => [id, i]),
  );
  const devices = staffDevices.map((d) => {
    const mine = pushes.filter((p) => p.subscriptionId === d.minted.id);
    const alone = mine.filter((p) => kindOf(p) === 'new-lead' && allSet.has(leadOf(p)));
    const digests = mine.filter((p) => kindOf(p) === 'digest');
    return {
      label: d.label,
      alone: alone.length,
      digests: digests.length,
      inDigests: digests.reduce((sum, p) => sum + digestCount(p), 0),
    };
  });
  const aloneAfterThreshold = pushes.filter(
    (p) =>
      kindOf(p) === 'new-lead' &&
      allSet.has(leadOf(p)) &&
      (rank.get(leadOf(p)) ?? 0) >= 2 * FLOOD_LEAD_THRESHOLD,
  ).length;
  const adminEscalations = pushes.filter(
    (p) => p.subscriptionId === adminDevice?.minted.id && kindOf(p)?.startsWith('escalation'),
  );
  const realLeadEscalationPushed =
    escalatedAt !== null &&
    adminEscalations.some((p) => Date.parse(p.receivedAt) >= (escalatedAt ?? 0) - 1000);
  const realLeadEscalatedAfterSeconds =
    escalatedAt === null ? null : (escalatedAt - realCreated) / 1000;
  const minutes = Math.ceil((Date.now() - started) / 60_000);
  await writer.close();
  await admin.close();
  await Promise.all([clearDevices(WRITER.uid), clearDevices(ADMIN.uid)]);
  const ok =
    devices.every((d) => d.alone + d.inDigests === all.length && d.digests <= minutes + 1) &&
    aloneAfterThreshold === 0 &&
    adminEscalations.length <= minutes + 1 &&
    realLeadEscalatedAfterSeconds !== null &&
    // Its 5 minutes, plus a minute's sweep and the digest's minute.
    realLeadEscalatedAfterSeconds <= ESCALATION_AFTER_MS / 1000 + 120 &&
    realLeadEscalationPushed;
  return {
    leads: all.length,
    writeSeconds,
    devices,
    aloneAfterThreshold,
    adminEscalationPushes: adminEscalations.length,
    realLeadEscalatedAfterSeconds,
    realLeadEscalationPushed,
    businessHours,
    ok,
  };
}

export function printPoisoned(f: PoisonedDeviceFigures, print: (line: string) => void) {
  print(
    `Poisoned device: ${f.poisonedStoredThroughRules ? 'stored through the rules' : 'refused by the rules'}, ` +
      `deleted by the function after ${f.poisonedDeletedAfterSeconds?.toFixed(1) ?? 'never'} s; ` +
      `${f.leads} leads; valid devices received ${f.perValidDevice.join(' and ')} (expected ${f.leads} each); ` +
      `${f.sendingLeft} deliveries left 'sending'.`,
  );
}

export function printFlood(f: FloodFigures, print: (line: string) => void) {
  for (const d of f.devices)
    print(
      `Flood, ${d.label}: ${d.alone} leads pushed alone, ${d.digests} digests counting ${d.inDigests} (${d.alone + d.inDigests} of ${f.leads}).`,
    );
  print(
    `Flood: ${f.leads} leads written in ${f.writeSeconds.toFixed(0)} s; ${f.aloneAfterThreshold} pushed alone past the first ${2 * FLOOD_LEAD_THRESHOLD}; ` +
      `admin escalation pushes ${f.adminEscalationPushes}; the real lead escalated ${f.realLeadEscalatedAfterSeconds?.toFixed(0) ?? 'never'} s after it arrived ` +
      `(${f.realLeadEscalationPushed ? 'pushed to the admin' : 'NOT pushed'})${f.businessHours ? '' : ', outside business hours'}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { flood: { type: 'string', default: '600' } } });
  const log = (line: string) => console.log(line);
  const poisoned = await runPoisonedDevice(log);
  printPoisoned(poisoned, log);
  const flood = await runAlertFlood(Number(values.flood), log);
  printFlood(flood, log);
  const ok = poisoned.ok && flood.ok;
  console.log(ok ? 'OK: every bound held.' : 'FAILED: a bound did not hold.');
  process.exit(ok ? 0 : 1);
}
