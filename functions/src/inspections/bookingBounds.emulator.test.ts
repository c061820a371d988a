/**
 * The bounds of a homeowner's booking on the local stack (bookingBounds.ts): each allowed and
 * refused through the callables' logic against the Firestore emulator, with the stack's own
 * triggers (a deleted lead, the e-mails, the staff push) running; staff booking outside them;
 * the office copies and pushes of a lead's changes collapsed; the booking e-mails' own budget.
 */
import {
  BOOKING_LIMIT_MESSAGES,
  BOOKING_NOTICE_INTERVAL_MS,
  BOOKINGS_PER_VISITOR_PER_DAY,
  formatInspectionWindowShort,
  HOMEOWNER_CHANGES_IN_ALL,
  HOMEOWNER_CHANGES_PER_DAY,
  type BookingLimit,
} from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails, MAIL_CAPTURE_URL } from '../../../scripts/mail-capture/client';
import type { CapturedMail } from '../../../scripts/mail-capture/server';
import {
  mintSubscription,
  pushesOfLead,
  receivedPushes,
} from '../../../scripts/push-receiver/client';
import { budgetShardRef, shardCapacity, BUDGET_SHARDS } from '../leads/confirmationBudget';
import { sendgridMailer } from '../leads/mailer';
import { bookInspectionFor } from './bookInspection';
import { noticeRef, releaseDueNotices } from './bookingBounds';
import {
  adminFirestore,
  aVisitor,
  freshBookingData,
  newLead,
  openWindows,
  ownPhone,
  waitFor,
} from './bookingFixtures';
import { BOOKING_MAIL_BUDGET, deliverBookingMail } from './bookingMail';
import { bookingMailRef, type BookingMail } from './bookingMailRecords';
import { bookingRef, slotRef } from './bookingStore';
import { cancelInspectionFor } from './cancelInspection';

let db: Firestore;
let close: () => Promise<void>;
const STAFF = 'boundsStaff';
const DEVICE = 'BoundsStaffDevice001';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ db, close } = adminFirestore('booking-bounds-test'));
  await freshBookingData(db);
  await db.doc(`roles/${STAFF}`).set({ admin: false, writer: true });
}, 60_000);
afterAll(async () => {
  await db.doc(`profiles/${STAFF}/pushSubscriptions/${DEVICE}`).delete();
  await db.doc(`roles/${STAFF}`).delete();
  await close();
});

type Visitor = ReturnType<typeof aVisitor>;
const book = (
  leadId: string,
  windowId: string,
  visitor: Visitor,
  options: { now?: number; uid?: string } = {},
) =>
  bookInspectionFor(
    { db, ...(options.now !== undefined ? { now: () => options.now as number } : {}) },
    options.uid,
    { leadId, windowId },
    visitor,
  );
const cancel = (leadId: string, options: { now?: number; uid?: string } = {}) =>
  cancelInspectionFor(
    { db, ...(options.now !== undefined ? { now: () => options.now as number } : {}) },
    options.uid,
    { leadId },
  );

/** The error an awaited call threw (fails the test when it did not throw). */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { code: string; message: string; details?: { limit?: unknown } },
  );
  if (!error) throw new Error('Expected a refusal');
  return error;
}

/** A refusal by a bound: its code, which bound, and the words the homeowner reads. */
async function refusedBy(call: Promise<unknown>, limit: BookingLimit, code: string) {
  const error = await refusal(call);
  expect([error.code, error.details?.limit, error.message]).toEqual([
    code,
    limit,
    BOOKING_LIMIT_MESSAGES[limit],
  ]);
}

const booked = async (windowId: string) =>
  Number((await slotRef(db, windowId).get()).get('booked') ?? 0);

// Windows of their own: the first days' for bookings, those 3+ days ahead for the tests that
// move the clock (a booking there is still changeable a day later).
const soon = openWindows(Date.now(), 6);
const later = openWindows(Date.now()).filter((w) => w.start.getTime() > Date.now() + 3 * DAY);
const taker = (list: typeof soon) => {
  let next = 0;
  return () => {
    const window = list[next++];
    if (!window) throw new Error('The test schedule ran out of windows');
    return window;
  };
};
const take = taker(soon);
const takeLater = taker(later);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('a lead the honeypot caught', { timeout: 180_000 }, () => {
  it('is not booked online; one sent only too fast is; staff book either', async () => {
    const caught = await newLead(db, { suspectedSpam: 'honeypot' });
    const window = take();
    await refusedBy(book(caught, window.id, aVisitor()), 'suspect', 'permission-denied');
    expect(await booked(window.id)).toBe(0);
    expect((await bookingRef(db, caught).get()).exists).toBe(false);

    const quick = await newLead(db, { suspectedSpam: 'too-fast', fillMs: 1200 });
    await book(quick, window.id, aVisitor());
    await book(caught, window.id, aVisitor(), { uid: STAFF });
    expect(await booked(window.id)).toBe(2);
  });
});

describe('one active booking per mailbox and per phone', { timeout: 600_000 }, () => {
  it('refuses a second request of the same mailbox or phone until the first is cancelled; staff book it', async () => {
    const local = `hold${unique()}`.replace(/\d/g, 'x');
    const phone = ownPhone();
    const first = await newLead(db, { email: `${local}@gmail.com`, phone });
    // The same Gmail mailbox, written another way; the same phone, written another way.
    const sameMailbox = await newLead(db, {
      email: `${local.slice(0, 3)}.${local.slice(3)}+again@GoogleMail.com`,
    });
    const samePhone = await newLead(db, { phone: `+1 ${phone.replace(/\D/g, '')}` });
    const [a, b, c] = [take(), take(), take()];
    await book(first, a.id, aVisitor());
    await refusedBy(book(sameMailbox, b.id, aVisitor()), 'mailbox', 'already-exists');
    await refusedBy(book(samePhone, b.id, aVisitor()), 'phone', 'already-exists');
    expect(await booked(b.id)).toBe(0);
    // The first may still move: its own holds do not bind it.
    await book(first, c.id, aVisitor());
    // Staff on the phone book it all the same.
    await book(sameMailbox, b.id, aVisitor(), { uid: STAFF });
    // Cancelled: the phone is free again.
    await cancel(first);
    await book(samePhone, a.id, aVisitor());
    expect(await booked(a.id)).toBe(1);
  });

  it('frees the mailbox once the booked window has passed', async () => {
    const email = `passed.${unique()}@example.com`;
    const first = await newLead(db, { email });
    const window = take();
    await book(first, window.id, aVisitor());
    const second = await newLead(db, { email: email.toUpperCase() });
    const next = takeLater();
    await refusedBy(book(second, next.id, aVisitor()), 'mailbox', 'already-exists');
    // A minute after the first window's end, its hold binds nobody.
    await book(second, next.id, aVisitor(), { now: window.end.getTime() + 60_000 });
  });

  it('frees the mailbox and phone when the lead is deleted', { timeout: 600_000 }, async () => {
    const email = `deleted.${unique()}@example.com`;
    const phone = ownPhone();
    const first = await newLead(db, { email, phone });
    await book(first, take().id, aVisitor());
    const second = await newLead(db, { email, phone });
    const window = take();
    await refusedBy(book(second, window.id, aVisitor()), 'mailbox', 'already-exists');
    await db.doc(`contacts/${first}`).delete();
    await waitFor(
      async () => ((await bookingRef(db, first).get()).exists ? undefined : true),
      240_000,
      'the deleted lead’s booking to go',
    );
    await book(second, window.id, aVisitor());
  });
});

describe('new bookings per visitor', { timeout: 180_000 }, () => {
  it(`allows ${BOOKINGS_PER_VISITOR_PER_DAY} a day from one address (an IPv6 one by its /64); others and staff book on`, async () => {
    const visitor = aVisitor();
    const leads = await Promise.all(
      Array.from({ length: BOOKINGS_PER_VISITOR_PER_DAY + 1 }, () => newLead(db)),
    );
    const windows = leads.map(() => take());
    for (let i = 0; i < BOOKINGS_PER_VISITOR_PER_DAY; i++)
      await book(leads[i] as string, (windows[i] as { id: string }).id, visitor);
    const last = leads.at(-1) as string;
    const lastWindow = windows.at(-1) as { id: string };
    await refusedBy(book(last, lastWindow.id, visitor), 'visitor', 'resource-exhausted');
    // Another address of the same /64 is the same visitor.
    const sameNetwork = { ...visitor, ip: visitor.ip.replace(/::1$/, '::beef') };
    await refusedBy(book(last, lastWindow.id, sameNetwork), 'visitor', 'resource-exhausted');
    expect(await booked(lastWindow.id)).toBe(0);
    // A move is no new place: the visitor may still move a booking.
    await book(leads[0] as string, lastWindow.id, visitor);
    // The next day on Houston's clock, the visitor books again.
    await book(last, takeLater().id, visitor, { now: Date.now() + DAY });
    // Another visitor, and staff, book as ever.
    const other = await newLead(db);
    await book(other, take().id, aVisitor());
    const forStaff = await newLead(db);
    await book(forStaff, take().id, visitor, { uid: STAFF });
  });
});

describe('changes of one booking', { timeout: 180_000 }, () => {
  it(`allows the homeowner ${HOMEOWNER_CHANGES_PER_DAY} a day and ${HOMEOWNER_CHANGES_IN_ALL} in all; staff change it on`, async () => {
    const leadId = await newLead(db);
    const visitor = aVisitor();
    const [a, b, c, d, e] = [takeLater(), takeLater(), takeLater(), takeLater(), takeLater()];
    await book(leadId, a.id, visitor);
    // Three changes: a move, a cancellation, a booking again.
    await book(leadId, b.id, visitor);
    await cancel(leadId);
    await book(leadId, c.id, visitor);
    await refusedBy(book(leadId, d.id, visitor), 'changesToday', 'resource-exhausted');
    await refusedBy(cancel(leadId), 'changesToday', 'resource-exhausted');
    expect((await bookingRef(db, leadId).get()).get('windowId')).toBe(c.id);
    // Staff on the phone are not counted.
    await book(leadId, d.id, visitor, { uid: STAFF });
    expect((await bookingRef(db, leadId).get()).get('homeownerChanges')).toMatchObject({
      total: 3,
      today: 3,
    });
    // The next day on Houston's clock: the homeowner changes it again.
    const tomorrow = Date.now() + DAY;
    await book(leadId, e.id, visitor, { now: tomorrow });
    expect((await bookingRef(db, leadId).get()).get('homeownerChanges')).toMatchObject({
      total: 4,
      today: 1,
    });
    // Ten in all, whatever the day.
    await bookingRef(db, leadId).update({ 'homeownerChanges.total': HOMEOWNER_CHANGES_IN_ALL });
    await refusedBy(cancel(leadId, { now: tomorrow + DAY }), 'changesInAll', 'resource-exhausted');
    await cancel(leadId, { now: tomorrow + DAY, uid: STAFF });
    expect(await booked(e.id)).toBe(0);
  });
});

interface MailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
}
const officeCopies = async (leadId: string, category: string) =>
  (await capturedMails()).filter((m) => {
    const body = m.body as MailBody;
    return (
      body.custom_args?.leadId === leadId &&
      body.categories?.includes(category) &&
      body.categories.includes('inspection-office-copy')
    );
  });
const bookingPushes = async (leadId: string) =>
  pushesOfLead(await receivedPushes(), leadId).filter(
    (p) =>
      p.subscriptionId === deviceId &&
      (p.payload as { kind?: string } | undefined)?.kind === 'booking',
  );
let deviceId = '';

describe('the office copies and staff pushes of one lead’s changes', { timeout: 600_000 }, () => {
  it(
    'go at once for the first, then at most once per interval with the latest state; staff changes go at once',
    { timeout: 600_000 },
    async () => {
      const minted = await mintSubscription('bounds staff phone');
      deviceId = minted.id;
      await db.doc(`profiles/${STAFF}/pushSubscriptions/${DEVICE}`).set({
        endpoint: minted.endpoint,
        keys: minted.keys,
        label: 'bounds staff phone',
        createdAt: new Date(),
      });
      const leadId = await newLead(db);
      const visitor = aVisitor();
      const [a, b, c, d] = [takeLater(), takeLater(), takeLater(), takeLater()];
      await book(leadId, a.id, visitor);
      await book(leadId, b.id, visitor);
      await book(leadId, c.id, visitor);
      await waitFor(
        async () => ((await officeCopies(leadId, 'inspection-booked')).length ? true : undefined),
        240_000,
        'the office copy of the booking',
      );
      const first = await waitFor(
        async () => (await bookingPushes(leadId))[0],
        240_000,
        'the push of the booking',
      );
      expect(first.payload).toMatchObject({ timeline: `booked ${formatInspectionWindowShort(a)}` });
      // The two moves wait, collapsed, for the interval after the first notice.
      const notice = (await noticeRef(db, leadId).get()).data() ?? {};
      const lastAt = (notice['lastAt'] as Timestamp).toMillis();
      expect((notice['notBefore'] as Timestamp).toMillis()).toBe(
        lastAt + BOOKING_NOTICE_INTERVAL_MS,
      );
      // Not before the interval is over (other leads' notices may go then).
      await releaseDueNotices(db, lastAt + BOOKING_NOTICE_INTERVAL_MS - 1000);
      expect((await noticeRef(db, leadId).get()).get('notBefore')).toBeDefined();
      expect(await officeCopies(leadId, 'inspection-rescheduled')).toHaveLength(0);
      expect(await releaseDueNotices(db, lastAt + BOOKING_NOTICE_INTERVAL_MS)).toBeGreaterThan(0);
      // One office copy and one push, of the latest state, from the window they knew.
      await waitFor(
        async () =>
          (await officeCopies(leadId, 'inspection-rescheduled')).length ? true : undefined,
        240_000,
        'the office copy of the moves',
      );
      const pushes = await waitFor(
        async () => {
          const found = await bookingPushes(leadId);
          return found.length >= 2 ? found : undefined;
        },
        240_000,
        'the push of the moves',
      );
      expect(pushes).toHaveLength(2);
      expect(pushes[1]?.payload).toMatchObject({
        timeline: `booked ${formatInspectionWindowShort(c)}, was ${formatInspectionWindowShort(a)}`,
      });
      const notices = await db
        .collection('bookingMail')
        .where('leadId', '==', leadId)
        .where('notice', '==', true)
        .get();
      expect(notices.size).toBe(2);
      // Staff moving it on the phone: their office copy goes at once, with no push.
      await book(leadId, d.id, visitor, { uid: STAFF });
      await waitFor(
        async () =>
          (await officeCopies(leadId, 'inspection-rescheduled')).length >= 2 ? true : undefined,
        240_000,
        'the office copy of the staff move',
      );
      expect(await officeCopies(leadId, 'inspection-rescheduled')).toHaveLength(2);
      expect(await bookingPushes(leadId)).toHaveLength(2);
    },
  );
});

describe('the booking e-mails’ hourly budget', { timeout: 180_000 }, () => {
  it('is their own: spent lead confirmations leave it whole, and it binds booking e-mails', async () => {
    // An hour of its own, a month ahead, so no other e-mail counts in it.
    const at = Date.now() + 30 * DAY;
    await Promise.all(
      Array.from({ length: BUDGET_SHARDS }, (_, shard) =>
        budgetShardRef(db, at, shard).set({ count: shardCapacity(100, shard) }),
      ),
    );
    const deps = {
      db,
      send: sendgridMailer({ apiKey: 'SG.local-capture-key', baseUrl: MAIL_CAPTURE_URL }),
      addresses: {
        inbox: 'leads@altum-roofing.test',
        from: 'no-reply@altum-roofing.test',
        site: 'http://127.0.0.1:5000',
      },
      bookingMailsPerHour: 1,
      now: () => at,
    };
    const window = takeLater();
    const mails: string[] = [];
    for (let i = 0; i < 2; i++) {
      const leadId = await newLead(db);
      const ref = bookingMailRef(db, leadId, 0, 'booked');
      // Waiting for a retry, so the creation event leaves it to this test's delivery.
      await ref.set({
        leadId,
        kind: 'booked',
        sequence: 0,
        window: {
          windowId: window.id,
          start: Timestamp.fromDate(window.start),
          end: Timestamp.fromDate(window.end),
        },
        bookedBy: 'homeowner',
        homeowner: 'pending',
        office: 'skipped',
        status: 'retrying',
        attempts: 0,
        nextAttemptAt: Timestamp.fromMillis(at),
        createdAt: Timestamp.fromMillis(at),
        expireAt: Timestamp.fromMillis(at + DAY),
      } satisfies BookingMail);
      mails.push(ref.id);
    }
    for (const id of mails) await deliverBookingMail(deps, id, `budget-${id}`, { sweep: true });
    const states = await Promise.all(
      mails.map(async (id) => (await db.doc(`bookingMail/${id}`).get()).data() as BookingMail),
    );
    expect(states.map((s) => [s.homeowner, s.skipReason])).toEqual([
      ['sent', undefined],
      ['skipped', 'hourly-budget'],
    ]);
    const used = await db.collection(BOOKING_MAIL_BUDGET).get();
    expect(
      used.docs.filter((d) => d.id.startsWith(new Date(at).toISOString().slice(0, 13))),
    ).toHaveLength(1);
    // Only the booking e-mails: each new lead also gets its confirmation and office copy.
    const sent = (await capturedMails()).filter((m: CapturedMail) => {
      const body = m.body as MailBody;
      return (
        body.categories?.includes('inspection-booked') &&
        mails.some((id) => id.startsWith(body.custom_args?.leadId ?? '-'))
      );
    });
    expect(sent).toHaveLength(1);
  });
});
