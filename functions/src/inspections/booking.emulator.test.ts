/**
 * Booking an inspection window on the local stack: the callables' logic against the Firestore
 * emulator, with the stack's own triggers running (the request page's projection, the
 * availability, the outbox), and once through the real callable in the Functions emulator with
 * the web SDK, as the site calls it.
 */
import { deleteApp, initializeApp as initializeWebApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import {
  BOOKING_MESSAGES,
  bookedWindowSchema,
  bookingRefusalDetailsSchema,
  bookingSchema,
  changeableUntil,
  inspectionAvailabilitySchema,
  leadBookingSchema,
  requestDetailsSchema,
  requestPageSchema,
} from '@altum/domain';
import * as v from 'valibot';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddresses, PROJECT_ID } from '../../../scripts/lib/ports';
import { refreshAvailability } from './availability';
import {
  availabilityRef,
  bookingRef,
  requestRef,
  slotRef,
  staffAvailabilityRef,
} from './bookingStore';
import {
  adminFirestore,
  aVisitor,
  freshBookingData,
  millis,
  newLead,
  openWindows,
  TEST_SCHEDULE,
  waitFor,
  withDates,
} from './bookingFixtures';
import { bookInspectionFor } from './bookInspection';
import { cancelInspectionFor } from './cancelInspection';
import { requestDetailsFor } from './requestDetails';

let db: Firestore;
let close: () => Promise<void>;
const STAFF = 'bookingStaff';

beforeAll(async () => {
  ({ db, close } = adminFirestore('booking-test'));
  await freshBookingData(db);
  await db.doc(`roles/${STAFF}`).set({ admin: false, writer: true });
}, 60_000);
afterAll(async () => {
  await db.doc(`roles/${STAFF}`).delete();
  await close();
});

const deps = (now?: number) => ({ db, ...(now !== undefined ? { now: () => now } : {}) });
// Each call a visitor of its own: these tests are about capacity, not the visitor bound.
const book = (leadId: string, windowId: string, now?: number, uid?: string) =>
  bookInspectionFor(deps(now), uid, { leadId, windowId }, aVisitor());

/** The error an awaited call threw (fails the test when it did not throw). */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { code: string; message: string; details?: unknown },
  );
  if (!error) throw new Error('Expected a refusal');
  return error;
}

const booked = async (windowId: string) =>
  Number((await slotRef(db, windowId).get()).get('booked') ?? 0);

/** The availability once it shows `left` for the window (refreshed after each change). */
const leftInAvailability = (windowId: string, left: number) =>
  waitFor(
    async () => {
      const windows = (await availabilityRef(db).get()).get('windows') as
        { id: string; left: number }[] | undefined;
      return windows?.find((w) => w.id === windowId)?.left === left ? true : undefined;
    },
    30_000,
    `${windowId} to show ${left} left`,
  );

// Each test takes windows of its own, well clear of the earliest notice.
const windows = openWindows(Date.now(), 6);
const take = (() => {
  let next = 0;
  return () => {
    const window = windows[next++];
    if (!window) throw new Error('The test schedule ran out of windows');
    return window;
  };
})();

describe('the request page', { timeout: 180_000 }, () => {
  it(
    'follows the lead (called, done) and goes with it, giving its place back',
    { timeout: 600_000 },
    async () => {
      const leadId = await newLead(db);
      await waitFor(
        async () =>
          (await requestRef(db, leadId).get()).get('status') === 'received' ? true : undefined,
        // The stack's functions take events one at a time: this one may queue behind others.
        240_000,
        'the projection of a new lead',
      );
      await db.doc(`contacts/${leadId}`).update({
        status: 'contacted',
        firstContactAt: Timestamp.now(),
      });
      await waitFor(async () =>
        (await requestRef(db, leadId).get()).get('status') === 'called' ? true : undefined,
      );
      const window = take();
      await book(leadId, window.id);
      await db.doc(`contacts/${leadId}`).update({ status: 'won' });
      await waitFor(async () =>
        (await requestRef(db, leadId).get()).get('status') === 'done' ? true : undefined,
      );
      expect(await booked(window.id)).toBe(1);
      await db.doc(`contacts/${leadId}`).delete();
      await waitFor(async () =>
        !(await requestRef(db, leadId).get()).exists && !(await bookingRef(db, leadId).get()).exists
          ? true
          : undefined,
      );
      expect(await booked(window.id)).toBe(0);
    },
  );

  it('gives the homeowner the address and the booking through requestDetails', async () => {
    const leadId = await newLead(db);
    const window = take();
    await book(leadId, window.id);
    const details = await requestDetailsFor(deps(), { leadId });
    expect(v.is(requestDetailsSchema, details)).toBe(true);
    expect(details).toEqual({
      address: '12 Oak St, Houston, TX 77339',
      officePhone: '(346) 220-0989',
      window: { id: window.id, start: window.start.toISOString(), end: window.end.toISOString() },
      status: 'booked',
      photoCount: 0,
      changeable: true,
    });
    expect(
      (await requestDetailsFor(deps(window.start.getTime() - 60_000), { leadId })).changeable,
    ).toBe(false);
    expect(
      (await refusal(requestDetailsFor(deps(), { leadId: 'ZzZzZzZzZzZzZzZzZzZz' }))).code,
    ).toBe('not-found');
    const old = await newLead(db, {
      createdAt: Timestamp.fromMillis(Date.now() - 91 * 24 * 60 * 60 * 1000),
    });
    expect((await refusal(requestDetailsFor(deps(), { leadId: old }))).code).toBe('not-found');
  });
});

describe('bookInspection', { timeout: 180_000 }, () => {
  it('books a window, counting it in its slot, the lead, the request page and the availability', async () => {
    const leadId = await newLead(db);
    const window = take();
    const answer = await book(leadId, window.id);
    expect(answer).toEqual({
      windowId: window.id,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
    });
    expect(await booked(window.id)).toBe(1);
    const booking = (await bookingRef(db, leadId).get()).data();
    expect(booking).toMatchObject({
      leadId,
      windowId: window.id,
      status: 'booked',
      bookedBy: 'homeowner',
      sequence: 0,
    });
    expect((await db.doc(`contacts/${leadId}`).get()).get('booking')).toMatchObject({
      windowId: window.id,
      status: 'booked',
    });
    const page = (await requestRef(db, leadId).get()).data() ?? {};
    expect(page['status']).toBe('booked');
    expect(page['window']).toMatchObject({ id: window.id });
    expect(millis(page['changeableUntil'])).toBe(changeableUntil(window, TEST_SCHEDULE).getTime());
    await leftInAvailability(window.id, 1);
    // Every document and answer in the contract's shape (domain/src/inspection/stored.ts).
    expect(v.is(bookedWindowSchema, answer)).toBe(true);
    expect(v.is(bookingSchema, withDates(booking))).toBe(true);
    expect(v.is(requestPageSchema, withDates(page))).toBe(true);
    expect(
      v.is(leadBookingSchema, withDates((await db.doc(`contacts/${leadId}`).get()).get('booking'))),
    ).toBe(true);
    expect(
      v.is(inspectionAvailabilitySchema, withDates((await availabilityRef(db).get()).data())),
    ).toBe(true);
    // Asking again for the same window changes nothing (a retry of the call).
    expect(await book(leadId, window.id)).toEqual(answer);
    expect(await booked(window.id)).toBe(1);
  });

  it('keeps the request page free of the name, address, phone and e-mail', async () => {
    const leadId = await newLead(db);
    await book(leadId, take().id);
    const phone = String((await db.doc(`contacts/${leadId}`).get()).get('phone'));
    const page = (await requestRef(db, leadId).get()).data() ?? {};
    expect(Object.keys(page).sort()).toEqual([
      'called',
      'changeableUntil',
      'createdAt',
      'photoCount',
      'service',
      'status',
      'updatedAt',
      'window',
    ]);
    const text = JSON.stringify(page);
    for (const typed of ['Maria', 'Lopez', 'Oak St', phone.slice(-8), 'example.com'])
      expect(text).not.toContain(typed);
  });

  it('refuses a full window and offers the next open ones instead', async () => {
    const window = take();
    const [a, b, c] = await Promise.all([newLead(db), newLead(db), newLead(db)]);
    await Promise.all([book(a, window.id), book(b, window.id)]);
    const error = await refusal(book(c, window.id));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(BOOKING_MESSAGES.windowFull);
    expect(v.is(bookingRefusalDetailsSchema, error.details)).toBe(true);
    const offered = (error.details as { nextWindows: { id: string; left: number }[] }).nextWindows;
    expect(offered).toHaveLength(6);
    expect(offered.map((w) => w.id)).not.toContain(window.id);
    expect(offered.every((w) => w.left > 0)).toBe(true);
    expect(await booked(window.id)).toBe(2);
    expect((await bookingRef(db, c).get()).exists).toBe(false);
  });

  it('never books a window past its capacity, however many race for it', async () => {
    const window = take();
    const leads = await Promise.all(Array.from({ length: 8 }, () => newLead(db)));
    const results = await Promise.allSettled(leads.map((leadId) => book(leadId, window.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results)
      if (r.status === 'rejected')
        expect((r.reason as { code: string }).code).toBe('resource-exhausted');
    expect(await booked(window.id)).toBe(2);
  });

  it('moves the count on a reschedule, and a cancellation gives the place back', async () => {
    const leadId = await newLead(db);
    const [first, second] = [take(), take()];
    await book(leadId, first.id);
    await book(leadId, second.id);
    expect([await booked(first.id), await booked(second.id)]).toEqual([0, 1]);
    expect((await bookingRef(db, leadId).get()).data()).toMatchObject({
      windowId: second.id,
      sequence: 1,
      status: 'booked',
    });
    await leftInAvailability(first.id, 2);
    await leftInAvailability(second.id, 1);

    expect(await cancelInspectionFor(deps(), undefined, { leadId })).toMatchObject({
      windowId: second.id,
      status: 'cancelled',
    });
    expect(await booked(second.id)).toBe(0);
    expect((await bookingRef(db, leadId).get()).data()).toMatchObject({
      status: 'cancelled',
      sequence: 2,
    });
    expect((await requestRef(db, leadId).get()).get('status')).toBe('received');
    expect((await requestRef(db, leadId).get()).get('window')).toBeUndefined();
    await leftInAvailability(second.id, 2);
    // A second cancel answers as the first, giving nothing back twice.
    await cancelInspectionFor(deps(), undefined, { leadId });
    expect(await booked(second.id)).toBe(0);
    const nothing = await refusal(
      cancelInspectionFor(deps(), undefined, { leadId: await newLead(db) }),
    );
    expect(nothing.code).toBe('failed-precondition');
  });

  it('holds the homeowner to the earliest notice; staff are not', async () => {
    const leadId = await newLead(db);
    const [window, later] = [take(), take()];
    await book(leadId, window.id);
    // An hour before the window: inside the 2-hour notice.
    const late = window.start.getTime() - 60 * 60 * 1000;
    const moved = await refusal(book(leadId, later.id, late));
    expect([moved.code, moved.message]).toEqual(['failed-precondition', BOOKING_MESSAGES.tooLate]);
    const cancelled = await refusal(cancelInspectionFor(deps(late), undefined, { leadId }));
    expect(cancelled.code).toBe('failed-precondition');
    // A new booking that starts within the notice is refused, with what is open instead.
    const other = await newLead(db);
    const tooSoon = await refusal(book(other, later.id, later.start.getTime() - 30 * 60 * 1000));
    expect(tooSoon.code).toBe('failed-precondition');
    expect((tooSoon.details as { nextWindows: unknown[] }).nextWindows.length).toBeGreaterThan(0);
    // Staff on the phone: both go through.
    await book(other, later.id, later.start.getTime() - 30 * 60 * 1000, STAFF);
    await cancelInspectionFor(deps(late), STAFF, { leadId });
    expect(await booked(window.id)).toBe(0);
    expect((await bookingRef(db, other).get()).get('bookedBy')).toBe(STAFF);
  });

  it('offers staff, not homeowners, a window inside the earliest notice', async () => {
    const window = take();
    // Half an hour before it: inside the 2-hour notice.
    const late = window.start.getTime() - 30 * 60 * 1000;
    await refreshAvailability(db, late);
    const windows = async (ref: DocumentReference) =>
      ((await ref.get()).get('windows') as { id: string; left: number }[]).map((w) => w.id);
    const [offered, staffOffered] = [
      await windows(availabilityRef(db)),
      await windows(staffAvailabilityRef(db)),
    ];
    expect(offered).not.toContain(window.id);
    expect(staffOffered).toContain(window.id);
    expect(staffOffered).toEqual(expect.arrayContaining(offered));
    expect(
      v.is(inspectionAvailabilitySchema, withDates((await staffAvailabilityRef(db).get()).data())),
    ).toBe(true);
    // Back to now, for the tests after this one.
    await refreshAvailability(db, Date.now());
  });

  it('lets staff book for an old lead, which its homeowner no longer can', async () => {
    const old = Timestamp.fromMillis(Date.now() - 60 * 24 * 60 * 60 * 1000);
    const leadId = await newLead(db, { createdAt: old });
    const window = take();
    const refused = await refusal(book(leadId, window.id));
    expect([refused.code, refused.message]).toEqual([
      'failed-precondition',
      BOOKING_MESSAGES.tooOld,
    ]);
    // Signed in without a role is no staff.
    await refusal(book(leadId, window.id, undefined, 'someoneWithoutARole'));
    await book(leadId, window.id, undefined, STAFF);
    expect((await bookingRef(db, leadId).get()).data()).toMatchObject({
      bookedBy: STAFF,
      status: 'booked',
    });
  });

  it('refuses malformed calls and unknown requests', async () => {
    for (const data of [
      null,
      {},
      { leadId: 'short', windowId: '2026-12-01T10:00' },
      { leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: 'tomorrow' },
      { leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: '2026-12-01T10:00', extra: 1 },
    ]) {
      expect((await refusal(bookInspectionFor(deps(), undefined, data, aVisitor()))).code).toBe(
        'invalid-argument',
      );
    }
    expect((await refusal(book('ZzZzZzZzZzZzZzZzZzZz', take().id))).code).toBe('not-found');
  });
});

describe('the real callable', { timeout: 180_000 }, () => {
  it(
    'books through the Functions emulator and refuses a full window with the offer',
    { timeout: 120_000 },
    async () => {
      const address = emulatorAddresses()['functions'];
      if (!address) throw new Error('firebase.json has no functions emulator');
      const app = initializeWebApp(
        { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-app' },
        `booking-callable-${Date.now()}`,
      );
      try {
        const functions = getFunctions(app);
        connectFunctionsEmulator(functions, address.host, address.port);
        const call = httpsCallable<{ leadId: string; windowId: string }, { windowId: string }>(
          functions,
          'bookInspection',
        );
        const window = take();
        const [a, b, c] = await Promise.all([newLead(db), newLead(db), newLead(db)]);
        expect((await call({ leadId: a, windowId: window.id })).data.windowId).toBe(window.id);
        await call({ leadId: b, windowId: window.id });
        const error = await refusal(call({ leadId: c, windowId: window.id }));
        expect(error.code).toBe('functions/resource-exhausted');
        // The web SDK adds the HTTP status to the message: " [429]".
        expect(error.message).toContain(BOOKING_MESSAGES.windowFull);
        expect((error.details as { nextWindows: unknown[] }).nextWindows).toHaveLength(6);
      } finally {
        await deleteApp(app);
      }
    },
  );
});
