/**
 * Reads per lead of the speed-to-lead figures, at 100 and at 2,000 leads in the 30-day window,
 * on a running local stack (npm start):
 *   npx tsx scripts/load/speedToLeadReads.ts [--leads 50] [--windows 100,2000]
 *
 * The Firestore emulator counts no reads per function, so this runs the function's own code
 * (updateSpeedToLead's handler, functions/src/leads/speedToLead.ts) in this process against
 * the emulator, with the admin SDK's reads wrapped to count documents as Firestore bills them
 * (scripts/load/readCounter.ts, as `npm run reads-per-view` does). The emulator's triggers
 * are off meanwhile, so only these calls run. Each window lies years ahead of today, where no
 * other lead is: it holds exactly its leads, and the stack's sweeps leave it alone.
 *
 * For each window, --leads new leads arrive and each is handled as the trigger would:
 *   - spaced: a minute or more apart, so every lead recomputes the figures (the worst case);
 *   - burst: a second apart, so the figures are recomputed once a minute and the sweep
 *     takes the rest (its reads are counted too).
 * Exits non-zero unless both cases read the same per lead, within 10%, at every window size.
 */
import { parseArgs } from 'node:util';
import { SPEED_TO_LEAD_HORIZON_MS, speedToLeadDay } from '@altum/domain';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  handleSpeedToLeadChange,
  refreshSpeedToLead,
  refreshStaleSpeedToLead,
  speedToLeadDayRef,
  speedToLeadRef,
  SPEED_TO_LEAD_REFRESH_MS,
} from '../../functions/src/leads/speedToLead';
import { toggleTriggers } from '../lib/triggers';
import { closeAdminApps, emulatorAdminApp } from '../seed/admin';
import { countFirestoreReads } from './readCounter';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '50' },
    windows: { type: 'string', default: '100,2000' },
  },
});
const newLeads = Number(values.leads);
const windows = values.windows.split(',').map(Number);
const DAY = 24 * 60 * 60 * 1000;

const lead = {
  name: 'Probe Lead',
  email: 'probe@example.com',
  phone: '(713) 555-0100',
  address: '1 Probe St, Houston, TX 77002',
  service: 'general-inspection',
  timeline: 'week',
  message: null,
};

/** `count` answered leads spread over the window ending at `end`, with their day entries. */
async function fillWindow(db: Firestore, count: number, end: number) {
  // Plain batches, awaited: a BulkWriter's failed write rejects a promise nobody awaits, which
  // ended the process before `finally` turned the triggers back on (the stack then sent nothing).
  const writes: [DocumentReference, DocumentData][] = [];
  // What the function wrote when these leads changed, one write per day; not measured.
  const days = new Map<string, Record<string, [number, number, 0]>>();
  for (let i = 0; i < count; i++) {
    const createdAt = end - DAY - Math.floor((i / count) * (SPEED_TO_LEAD_HORIZON_MS - 2 * DAY));
    const firstContactAt = createdAt + (i % 45) * 60_000;
    const ref = db.collection('contacts').doc();
    writes.push([
      ref,
      {
        ...lead,
        createdAt: Timestamp.fromMillis(createdAt),
        status: 'contacted',
        firstContactAt: Timestamp.fromMillis(firstContactAt),
        firstContactBy: 'probe',
      },
    ]);
    const day = speedToLeadDay(createdAt);
    days.set(day, { ...days.get(day), [ref.id]: [createdAt, firstContactAt, 0] });
  }
  for (const [day, leads] of days) writes.push([speedToLeadDayRef(db, day), { leads }]);
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + 400)) batch.set(ref, data);
    await batch.commit();
  }
}

/** Reads per new lead, each handled as the trigger would at `start + i * gapMs`. */
async function readsPerLead(db: Firestore, start: number, gapMs: number) {
  const counter = countFirestoreReads();
  // As after an earlier change: figures computed, over a minute ago.
  await speedToLeadRef(db).set({
    fromDays: true,
    computedAt: Timestamp.fromMillis(start - SPEED_TO_LEAD_REFRESH_MS),
  });
  let reads = 0;
  let recomputed = 0;
  let lastSweep = start;
  for (let i = 0; i < newLeads; i++) {
    const at = start + i * gapMs;
    const ref = db.collection('contacts').doc();
    const data = { ...lead, createdAt: Timestamp.fromMillis(at) };
    await ref.set(data);
    counter.reset();
    if ((await handleSpeedToLeadChange(db, ref.id, undefined, data, at)) === 'recomputed')
      recomputed++;
    // The sweep, every minute as scheduled in production.
    for (; lastSweep + SPEED_TO_LEAD_REFRESH_MS <= at; lastSweep += SPEED_TO_LEAD_REFRESH_MS)
      if (await refreshStaleSpeedToLead(db, lastSweep + SPEED_TO_LEAD_REFRESH_MS)) recomputed++;
    reads += counter.reads;
  }
  // The last sweep after the burst, so every lead is in the figures.
  counter.reset();
  const end = start + newLeads * gapMs + SPEED_TO_LEAD_REFRESH_MS;
  if (await refreshStaleSpeedToLead(db, end)) recomputed++;
  reads += counter.reads;
  const figures = await refreshSpeedToLead(db, end);
  return { perLead: reads / newLeads, recomputed, inWindow: figures.last30Days.leads };
}

const db = getFirestore(emulatorAdminApp());
const results: { window: number; spaced: number; burst: number }[] = [];
await toggleTriggers('disable');
try {
  for (const [index, size] of windows.entries()) {
    // Years ahead, one window per size and case, none overlapping another.
    const spacedStart = Date.now() + (2 + 2 * index) * 365 * DAY;
    const burstStart = spacedStart + 365 * DAY;
    await fillWindow(db, size, spacedStart);
    await fillWindow(db, size, burstStart);
    const spaced = await readsPerLead(db, spacedStart, SPEED_TO_LEAD_REFRESH_MS);
    const burst = await readsPerLead(db, burstStart, 1000);
    console.log(
      `${size} leads in the window: spaced ${spaced.perLead.toFixed(2)} reads per lead ` +
        `(${spaced.recomputed} recomputations for ${newLeads} leads, ${spaced.inWindow} in the figures); ` +
        `burst ${burst.perLead.toFixed(2)} reads per lead (${burst.recomputed} recomputations, ` +
        `${burst.inWindow} in the figures).`,
    );
    results.push({ window: size, spaced: spaced.perLead, burst: burst.perLead });
  }
} finally {
  await toggleTriggers('enable');
  // The figures back to the present for the stack's dashboard.
  await refreshSpeedToLead(db);
  await closeAdminApps();
}

const within10 = (a: number, b: number) => Math.abs(a - b) <= 0.1 * Math.min(a, b);
const ok = (['spaced', 'burst'] as const).every((kind) =>
  results.every((r) => within10(r[kind], results[0]?.[kind] ?? r[kind])),
);
console.log(
  ok
    ? 'OK: reads per lead are the same within 10% at every window size.'
    : 'FAILED: reads per lead grow with the leads in the window.',
);
process.exit(ok ? 0 : 1);
