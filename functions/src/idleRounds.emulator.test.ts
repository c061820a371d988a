/**
 * What the every-minute rounds read while nothing is due: publishScheduledPosts,
 * retryLeadEmails, retryLeadAlerts and sweepInspections, run in this process against the
 * Firestore emulator with the Admin SDK's reads counted as Firestore bills them
 * (scripts/load/readCounter.ts; the emulator counts no reads itself).
 *
 * On a project of their own, so "idle" is exact (no other suite's leads, bookings or posts
 * are due) and no trigger of the stack runs. The clock is pinned to a Tuesday morning in
 * Houston, inside business hours (the escalation looks then): one warm-up round (the first
 * writes the availability and the rounds' own state), then an hour of rounds a minute apart.
 * Target: at most 1,000 reads an hour for all four together.
 */
import { DEFAULT_INSPECTION_SCHEDULE } from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFirestoreReads } from '../../scripts/load/readCounter';
import { emulatorUrl, PROJECT_ID } from '../../scripts/lib/ports';
import { publishDuePosts } from './blog/publishScheduledPosts';
import { scheduleRef } from './inspections/bookingStore';
import { inspectionRound } from './inspections/sweepInspections';
import { floodFlagRef } from './leads/leadFlood';
import { leadEmailRound } from './leads/retryLeadEmails';
import { sweepLeadAlerts } from './alerts/retryLeadAlerts';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const IDLE_PROJECT = `${PROJECT_ID}-idle`;
/** Tuesday 3 March 2037, 09:30 in Houston (CST): business hours, windows ahead. */
const START = Date.parse('2037-03-03T15:30:00Z');
const MINUTE = 60_000;
const HOURLY_TARGET = 1000;

let app: App;
let db: Firestore;

beforeAll(async () => {
  const documents = `${emulatorUrl('firestore')}/emulator/v1/projects/${IDLE_PROJECT}/databases/(default)/documents`;
  const cleared = await fetch(documents, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`Could not clear the idle project: ${cleared.status}`);
  app = initializeApp({ projectId: IDLE_PROJECT }, 'idle-rounds-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

/** Nothing is due, so nothing may be sent: a send fails the round's figures. */
const refuse = () => Promise.reject(new Error('Sent while idle'));
const addresses = {
  inbox: 'office@altum-roofing.test',
  from: 'leads@altum-roofing.test',
  site: 'https://altumroofing.com',
};

function rounds(now: () => number) {
  return {
    publishScheduledPosts: async () => {
      const result = await publishDuePosts(db, now());
      expect(result.published).toEqual([]);
    },
    retryLeadEmails: async () => {
      const result = await leadEmailRound({ db, send: refuse, addresses, now });
      expect(result.due).toBe(0);
    },
    retryLeadAlerts: async () => {
      const result = await sweepLeadAlerts({ db, send: refuse, topicKey: 'idle', now });
      expect(result.retries.devices).toBe(0);
      expect(result.escalated).toEqual([]);
    },
    sweepInspections: async () => {
      const result = await inspectionRound({
        db,
        send: refuse,
        addresses,
        now,
        // The quote checks run as deployed (they push the owner): nothing may be pushed.
        alerts: () => ({ db, send: refuse, topicKey: 'idle', now }),
      });
      expect(result.reminders).toBe(0);
      expect(result.mail.due).toBe(0);
      expect(result.quoteChecks?.due ?? 0).toBe(0);
    },
  };
}

describe('the every-minute rounds while idle', { timeout: 300_000 }, () => {
  it(`read at most ${HOURLY_TARGET} documents an hour together`, async () => {
    let clock = START;
    const each = rounds(() => clock);
    const names = Object.keys(each) as (keyof typeof each)[];
    const counter = countFirestoreReads();
    const warmUp: Record<string, number> = {};
    for (const name of names) {
      counter.reset();
      await each[name]();
      warmUp[name] = counter.reads;
    }
    // Warmed up: the availability written, Monday evening's reminders looked for.
    const staffWindows = async () =>
      ((await db.doc('inspectionAvailability/staff').get()).get('windows') as { id: string }[])
        .map((window) => window.id)
        .slice(0, 2);
    expect(await staffWindows()).toEqual(['2037-03-03T10:00', '2037-03-03T13:00']);
    expect((await db.doc('inspectionSweep/state').get()).get('remindedEvening')).toBe('2037-03-02');
    const perMinute: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (let minute = 1; minute <= 60; minute++) {
      clock = START + minute * MINUTE;
      for (const name of names) {
        counter.reset();
        await each[name]();
        perMinute[name]?.push(counter.reads);
      }
    }
    const rows = names.map((name) => {
      const reads = perMinute[name] ?? [];
      return {
        round: name,
        warmUp: warmUp[name],
        min: Math.min(...reads),
        max: Math.max(...reads),
        hour: reads.reduce((sum, n) => sum + n, 0),
      };
    });
    // The sweep still refreshes when the clock changes the windows: 10:00 started at 10:00.
    expect(await staffWindows()).toEqual(['2037-03-03T13:00', '2037-03-03T15:00']);
    const hour = rows.reduce((sum, row) => sum + row.hour, 0);
    console.table(rows);
    console.log(`Idle reads: ${hour} an hour, ${(hour / 60).toFixed(1)} a minute (4 rounds).`);
    expect(hour).toBeLessThanOrEqual(HOURLY_TARGET);
  });
});

describe('the e-mail round and the flood warning', () => {
  it('counts nothing while calm, and ends a flood once the leads stop', async () => {
    const now = START + 2 * 60 * MINUTE;
    const leads = Array.from({ length: 21 }, (_, i) => db.collection('contacts').doc(`flood${i}`));
    // A flood's worth of leads in the window, that no arrival has flagged (no trigger here).
    await Promise.all(
      leads.map((ref, i) =>
        ref.set({ createdAt: Timestamp.fromMillis(now - i * 1000), delivery: { status: 'sent' } }),
      ),
    );
    const calm = { active: false, leadsInWindow: 0, windowMinutes: 10, threshold: 20 };
    await floodFlagRef(db).set({ ...calm, since: null, updatedAt: Timestamp.fromMillis(now) });
    const round = () => leadEmailRound({ db, send: refuse, addresses, now: () => now });
    await round();
    expect((await floodFlagRef(db).get()).data()).toMatchObject(calm);
    // Raised (as the creation trigger does), then ended by the round once the window is empty.
    await floodFlagRef(db).set({ ...calm, active: true, since: Timestamp.fromMillis(now) });
    await Promise.all(leads.map((ref) => ref.delete()));
    await round();
    expect((await floodFlagRef(db).get()).data()).toMatchObject({ active: false, since: null });
  });
});

describe('the inspection round and a schedule change', () => {
  it('refreshes the availability at the next round after a save, with no trigger', async () => {
    // 12:30 on the same Tuesday: no window passes its notice or start for a while.
    const now = START + 3 * 60 * MINUTE;
    const round = () => inspectionRound({ db, send: refuse, addresses, now: () => now });
    await round();
    expect((await round()).availability).toBe('not-due');
    // Saved as the Inspections screen does; this project runs no trigger, so only the round
    // can follow it (the trigger may come late or fail in production too).
    const windows = DEFAULT_INSPECTION_SCHEDULE.windows.map((window) => ({
      ...window,
      capacity: 3,
    }));
    await scheduleRef(db).set({ ...DEFAULT_INSPECTION_SCHEDULE, windows });
    expect((await round()).availability).toBe('written');
    const left = (
      (await db.doc('inspectionAvailability/current').get()).get('windows') as {
        left: number;
      }[]
    ).map((window) => window.left);
    expect(left.length).toBeGreaterThan(0);
    expect(new Set(left)).toEqual(new Set([3]));
    // Noted: the round after reads the two documents again and leaves it.
    expect((await round()).availability).toBe('not-due');
  });
});
