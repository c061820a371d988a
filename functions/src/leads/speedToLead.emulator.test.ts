/**
 * The speed-to-lead figures on the local stack: kept by the function on each change, exact for
 * known leads, recomputed at most once a minute, and read at a cost that does not grow with the
 * leads in the window.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speedToLeadDay } from '@altum/domain';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { countFirestoreReads } from '../../../scripts/load/readCounter';
import {
  handleSpeedToLeadChange,
  refreshSpeedToLead,
  refreshStaleSpeedToLead,
  speedToLeadDayRef,
  speedToLeadRef,
  SPEED_TO_LEAD_REFRESH_MS,
} from './speedToLead';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;
beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'speed-to-lead-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const WRITER = 'writer-uid';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const lead = {
  name: 'Maria Lopez',
  // Not the e-mail suite's mailbox: these leads' confirmations would use up its daily cap.
  email: 'maria.figures@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  message: null,
};

const waitFor = <T>(read: () => Promise<T | undefined>, timeoutMs = 20_000) =>
  eventually(read, { what: 'the speed-to-lead figures', timeoutMs });

type Figures = { leads: number; contacted: number };
const last7 = (stats: Record<string, unknown> | undefined) =>
  stats?.['last7Days'] as Figures | undefined;

describe('speed-to-lead figures', () => {
  it('are kept by the function on each change of a lead', { timeout: 330_000 }, async () => {
    // As if the last recomputation were over a minute old, so the lead's arrival recomputes at
    // once (the test stack runs no sweep to take a change marked for later).
    const aged = () =>
      speedToLeadRef(db).set(
        { computedAt: Timestamp.fromMillis(Date.now() - 2 * MINUTE) },
        { merge: true },
      );
    await aged();
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, createdAt: Timestamp.fromMillis(Date.now() - 10 * MINUTE) });
    // Its entry, written by the function from the lead (on a fresh stack, after the lead's
    // other triggers, each on a worker that loads cold: the emulator hands events over in turn).
    await waitFor(
      async () =>
        (await speedToLeadDayRef(db, speedToLeadDay(Date.now() - 10 * MINUTE)).get()).get(
          `leads.${ref.id}`,
        ),
      90_000,
    );
    const before = await waitFor(async () => {
      const stats = (await speedToLeadRef(db).get()).data();
      const readAt = stats?.['readAt'] as Timestamp | undefined;
      // Figures computed after this lead was written.
      return readAt && ((await ref.get()).createTime?.toMillis() ?? Infinity) <= readAt.toMillis()
        ? stats
        : undefined;
    }, 90_000);
    const contactedBefore = last7(before)?.contacted ?? 0;

    // Aged again, so the change recomputes at once (the minute's bound and the sweep have
    // their own test below).
    await aged();
    await ref.update({
      status: 'contacted',
      firstContactAt: FieldValue.serverTimestamp(),
      firstContactBy: WRITER,
    });
    const after = await waitFor(async () => {
      const stats = (await speedToLeadRef(db).get()).data();
      return last7(stats)?.contacted === contactedBefore + 1 ? stats : undefined;
    }, 120_000);
    expect(after['last30Days']).toMatchObject({ contacted: expect.any(Number) });
  });

  it('give known answers for known leads', { timeout: 60_000 }, async () => {
    // March 2025: a month no other test writes leads in (the alert tests took January 2026).
    const now = Date.parse('2025-03-20T18:00:00Z');
    const at = (daysAgo: number) => now - daysAgo * DAY;
    const leads = [
      { createdAt: at(1), first: 2 },
      { createdAt: at(2), first: 4 },
      { createdAt: at(3), first: 10 },
      { createdAt: at(5), first: 60 },
      { createdAt: at(4), first: null },
      { createdAt: at(20), first: 1 },
      { createdAt: at(1), first: 1, suspectedSpam: 'honeypot' },
    ];
    await Promise.all(
      leads.map(({ createdAt, first, ...rest }) =>
        db.collection('contacts').add({
          ...lead,
          ...rest,
          createdAt: Timestamp.fromMillis(createdAt),
          ...(first === null
            ? {}
            : {
                status: 'contacted',
                firstContactAt: Timestamp.fromMillis(createdAt + first * MINUTE),
                firstContactBy: WRITER,
              }),
        }),
      ),
    );
    // The figures as of `now`, once the function has written the leads' entries.
    const stats = await waitFor(async () => {
      const computed = await refreshSpeedToLead(db, now);
      return computed.last30Days.leads === 6 ? computed : undefined;
    });
    expect(stats.last7Days).toEqual({
      leads: 5,
      contacted: 4,
      medianMs: 7 * MINUTE,
      p90Ms: 45 * MINUTE,
      within5MinShare: 2 / 5,
      stillNew: 1,
    });
    expect(stats.last30Days).toMatchObject({ leads: 6, contacted: 5, medianMs: 4 * MINUTE });
  });
});

/**
 * The function's code run in this process, at moments years after the real clock, on a
 * project of its own: the stack's triggers watch only the stack's project, so nothing but
 * these calls touches the figures (no need to turn the triggers off, which restarts every
 * function worker), and the stack's own figures are left as they are.
 */
describe('the cost of the figures', () => {
  let ownApp: App;
  let own: Firestore;
  beforeAll(async () => {
    const project = `${PROJECT_ID}-speed-to-lead`;
    const documents = `${emulatorUrl('firestore')}/emulator/v1/projects/${project}/databases/(default)/documents`;
    const cleared = await fetch(documents, { method: 'DELETE' });
    if (!cleared.ok) throw new Error(`Could not clear ${project}: ${cleared.status}`);
    ownApp = initializeApp({ projectId: project }, 'speed-to-lead-cost-test');
    own = getFirestore(ownApp);
  });
  afterAll(() => deleteApp(ownApp));

  /** Writes `count` contacted leads of the window ending at `now` and their day entries. */
  async function windowOf(count: number, now: number) {
    const batch = own.bulkWriter();
    const days = new Map<string, Record<string, number[]>>();
    for (let i = 0; i < count; i++) {
      const createdAt = now - DAY - Math.floor((i / count) * 28 * DAY);
      const ref = own.collection('contacts').doc();
      const entry = [createdAt, createdAt + (i % 30) * MINUTE, 0];
      void batch.set(ref, {
        ...lead,
        createdAt: Timestamp.fromMillis(createdAt),
        status: 'contacted',
        firstContactAt: Timestamp.fromMillis(entry[1] ?? createdAt),
        firstContactBy: WRITER,
      });
      const day = speedToLeadDay(createdAt);
      days.set(day, { ...days.get(day), [ref.id]: entry });
    }
    // One write per day document, as a BulkWriter sends writes to one document in parallel.
    for (const [day, leads] of days) void batch.set(speedToLeadDayRef(own, day), { leads });
    await batch.close();
  }

  /** A new lead arriving at `now`, handled by the function's code in this process. */
  async function newLead(now: number) {
    const ref = own.collection('contacts').doc();
    const data = { ...lead, createdAt: Timestamp.fromMillis(now) };
    await ref.set(data);
    return { id: ref.id, data };
  }

  it(
    'reads as many documents for a lead with 2,000 leads in the window as with 100',
    { timeout: 300_000 },
    async () => {
      const counter = countFirestoreReads();
      const readsOfOneLead = async (inWindow: number, now: number) => {
        await windowOf(inWindow, now);
        // Computed over a minute before: this lead's change recomputes, the costlier path.
        await speedToLeadRef(own).set({
          fromDays: true,
          computedAt: Timestamp.fromMillis(now - 2 * MINUTE),
        });
        const { id, data } = await newLead(now);
        counter.reset();
        const outcome = await handleSpeedToLeadChange(own, id, undefined, data, now);
        const stats = await refreshSpeedToLead(own, now);
        return { outcome, reads: counter.reads, leads: stats.last30Days.leads };
      };
      // Two windows apart, a year and two years ahead, where no other lead is.
      const small = await readsOfOneLead(100, Date.now() + 365 * DAY);
      const large = await readsOfOneLead(2000, Date.now() + 2 * 365 * DAY);
      expect(small.outcome).toBe('recomputed');
      expect(large.outcome).toBe('recomputed');
      expect(small.leads).toBe(101);
      expect(large.leads).toBe(2001);
      // The lead, the figures twice, the 31 day documents, and the refresh read above.
      expect(large.reads).toBe(small.reads);
      expect(small.reads).toBeLessThanOrEqual(70);
    },
  );

  it(
    'recomputes at most once a minute; the sweep takes the rest',
    { timeout: 120_000 },
    async () => {
      const now = Date.now() + 3 * 365 * DAY;
      await speedToLeadRef(own).set({
        fromDays: true,
        computedAt: Timestamp.fromMillis(now - 2 * MINUTE),
      });
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { id, data } = await newLead(now + i * 1000);
        outcomes.push(await handleSpeedToLeadChange(own, id, undefined, data, now + i * 1000));
      }
      expect(outcomes).toEqual(['recomputed', 'marked', 'marked', 'marked', 'marked']);
      const marked = await speedToLeadRef(own).get();
      expect(marked.get('dirtyAt')).toBeInstanceOf(Timestamp);
      expect(last7(marked.data())?.leads).toBe(1);

      expect(await refreshStaleSpeedToLead(own, now + SPEED_TO_LEAD_REFRESH_MS - 1)).toBe(false);
      expect(await refreshStaleSpeedToLead(own, now + SPEED_TO_LEAD_REFRESH_MS)).toBe(true);
      const swept = await speedToLeadRef(own).get();
      expect(last7(swept.data())?.leads).toBe(5);
      expect(swept.get('dirtyAt')).toBeNull();
      // Nothing stale: the next sweep reads one document and recomputes nothing...
      expect(await refreshStaleSpeedToLead(own, now + 2 * SPEED_TO_LEAD_REFRESH_MS)).toBe(false);
      // ...until the clock changes the figures: the first lead's 5 minutes end unanswered.
      expect(swept.get('changesAt')).toEqual(Timestamp.fromMillis(now + 5 * MINUTE + 1));
      expect(await refreshStaleSpeedToLead(own, now + 5 * MINUTE)).toBe(false);
      expect(await refreshStaleSpeedToLead(own, now + 5 * MINUTE + 1)).toBe(true);
      expect((await speedToLeadRef(own).get()).get('changesAt')).toEqual(
        Timestamp.fromMillis(now + 1000 + 5 * MINUTE + 1),
      );
    },
  );
});
