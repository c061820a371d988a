/**
 * This month's quote figures (leadStats/quotes) on the local stack: the stack's
 * followQuoteVersions recomputes them on a send or an acceptance, or marks them due for the
 * inspection sweep (run here as the sweep runs it). Apart from quoteChecks.emulator.test.ts:
 * the figures count every quote of the month, so this file runs with no other file beside it
 * (vitest.config.ts, project emulator-serial).
 */
import { quoteMonth } from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead, waitFor } from '../inspections/bookingFixtures';
import { draftQuote, houstonDay, quoteSteps } from './quoteFixtures';
import { refreshDueQuoteStats, refreshQuoteStats } from './quoteStats';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const DAY_MS = 24 * 3_600_000;
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'quote-stats-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const STAFF = 'quote-stats-staff';
const { send, published, accept } = quoteSteps(() => db, STAFF, {
  salt: 'quote-stats-salt',
  userAgent: 'QuoteStatsTest/1.0',
});

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

describe("the month's quote figures", { timeout: 240_000 }, () => {
  const figures = async () => (await db.doc('leadStats/quotes').get()).data() ?? {};
  const sweepState = () => db.doc('inspectionSweep/state').get();
  /**
   * The inspection sweep's part, run here (the test stack runs no rounds) once the trigger
   * has marked the figures due, as if at the minute they fall due: no minute waited for.
   */
  const sweepWhenMarked = async () => {
    const state = await sweepState();
    const dueAt = millis(state.get('quoteStatsDueAt'));
    if (millis(state.get('quoteStatsMarkedAt')) === null || dueAt === null) return;
    await refreshDueQuoteStats(db, state, Math.max(Date.now(), dueAt));
  };

  it('follow a send and an acceptance through the stack, and time the inspection to the quote', async () => {
    const before = await refreshQuoteStats(db);
    const leadId = await newLead(db, {
      status: 'contacted',
      // Inspected three days before the quote went out.
      booking: {
        windowId: 'test-window',
        start: Timestamp.fromMillis(Date.now() - 3 * DAY_MS - 60_000),
        end: Timestamp.fromMillis(Date.now() - 3 * DAY_MS + 2 * 3_600_000),
        status: 'booked',
      },
    });
    await send(leadId, draftQuote(1, houstonDay(20)), 60_000);
    await published(leadId, 'v1');
    // The stack's trigger recomputes, or marks them due for the sweep.
    const sent = await waitFor(
      async () => {
        await sweepWhenMarked();
        const now = await figures();
        return (now['sent'] as number) > before.sent ? now : undefined;
      },
      150_000,
      'the figures to count the send',
    );
    expect(sent['sent']).toBe(before.sent + 1);
    expect(sent['timedQuotes']).toBe(before.timedQuotes + 1);
    await accept(leadId, '2001:db8:78:1::7');
    const after = await refreshQuoteStats(db);
    expect(after).toMatchObject({
      sent: before.sent + 1,
      accepted: before.accepted + 1,
      acceptedOfSent: before.acceptedOfSent + 1,
    });
    expect(after.acceptanceRate).toBeCloseTo(after.acceptedOfSent / after.sent);
    const stored = await figures();
    expect(stored['accepted']).toBe(after.accepted);
    // Once the acceptance's mark is taken by the sweep, due again at the next month's start,
    // in the state the inspection sweep reads anyway.
    const end = quoteMonth(Date.now()).end;
    await waitFor(
      async () => {
        await sweepWhenMarked();
        const state = (await sweepState()).data() ?? {};
        return millis(state['quoteStatsDueAt']) === end ? state : undefined;
      },
      150_000,
      'the figures due at the next month',
    );
  });
});
