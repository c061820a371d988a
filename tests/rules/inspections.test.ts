/**
 * Inspection bookings: the schedule is the admins' (shape-checked), the public availability is
 * read by anyone and written by no client, the slots, outbox and caps are the functions' own,
 * bookings are read by staff only and written by no client, and a request page is got by its
 * id, never listed, never written by a client.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { DEFAULT_INSPECTION_SCHEDULE } from '@altum/domain';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const FORMER = 'fay';
const NOBODY = 'nora';
const LEAD = 'AbCdEfGhIjKlMnOpQrSt';

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);
const visitor = (): Firestore => firestoreAs(env, null);

const schedule = (change: Record<string, unknown> = {}) => ({
  ...DEFAULT_INSPECTION_SCHEDULE,
  ...change,
});

const at = Timestamp.fromDate(new Date('2026-12-01T16:00:00Z'));
const until = Timestamp.fromDate(new Date('2026-12-01T18:00:00Z'));

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer', [FORMER]: 'former' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'inspectionSchedule/current'), schedule());
    await setDoc(doc(db, 'inspectionAvailability/current'), {
      windows: [{ id: '2026-12-01T10:00', start: at, end: until, left: 1 }],
      // In the past: the functions keep a stored availability newer than what they read, so
      // one dated ahead would hold the stack's next refreshes back until then.
      updatedAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
    });
    await setDoc(doc(db, 'inspectionSlots/2026-12-01T10:00'), {
      start: at,
      end: until,
      capacity: 1,
      booked: 0,
    });
    await setDoc(doc(db, `bookings/${LEAD}`), {
      leadId: LEAD,
      windowId: '2026-12-01T10:00',
      start: at,
      end: until,
      status: 'booked',
      bookedBy: 'homeowner',
      sequence: 0,
      createdAt: at,
      updatedAt: at,
    });
    await setDoc(doc(db, `requests/${LEAD}`), {
      status: 'received',
      service: 'storm-damage',
      photoCount: 0,
      createdAt: at,
      updatedAt: at,
    });
    await setDoc(doc(db, `bookingMail/${LEAD}_0`), { leadId: LEAD, status: 'sent' });
  });
});

describe('the inspection schedule', () => {
  it('is read and saved by admins, with who saved it and when', async () => {
    const db = as(ADMIN);
    await assertSucceeds(getDoc(doc(db, 'inspectionSchedule/current')));
    await assertSucceeds(
      setDoc(
        doc(db, 'inspectionSchedule/current'),
        schedule({
          blackoutDays: ['2026-12-24', '2026-12-25'],
          earliestNoticeMinutes: 0,
          horizonDays: 90,
          updatedAt: serverTimestamp(),
          updatedBy: ADMIN,
        }),
      ),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'inspectionSchedule/current'), {
        earliestNoticeMinutes: 10080,
        horizonDays: 1,
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
  });

  it('is neither read nor written by writers, former staff or visitors', async () => {
    for (const db of [as(WRITER), as(FORMER), as(NOBODY), visitor()]) {
      await assertFails(getDoc(doc(db, 'inspectionSchedule/current')));
      await assertFails(setDoc(doc(db, 'inspectionSchedule/current'), schedule()));
    }
  });

  it('refuses a schedule of the wrong shape, even from an admin', async () => {
    const db = as(ADMIN);
    const refused = [
      { ...schedule(), color: 'red' },
      (({ horizonDays: _, ...rest }) => rest)(schedule()),
      schedule({ windows: 'Mon 8-10' }),
      schedule({
        windows: Array.from({ length: 61 }, () => DEFAULT_INSPECTION_SCHEDULE.windows[0]),
      }),
      schedule({ blackoutDays: '2026-12-25' }),
      schedule({ blackoutDays: Array.from({ length: 367 }, () => '2026-12-25') }),
      schedule({ blackoutDays: ['Christmas'] }),
      schedule({ blackoutDays: ['2026-12-24,2026-12-25'] }),
      schedule({ blackoutDays: [20261225] }),
      schedule({ earliestNoticeMinutes: -1 }),
      schedule({ earliestNoticeMinutes: 10081 }),
      schedule({ earliestNoticeMinutes: 1.5 }),
      schedule({ horizonDays: 0 }),
      schedule({ horizonDays: 91 }),
      schedule({ horizonDays: '14' }),
      schedule({ updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }),
      schedule({ updatedBy: WRITER }),
    ];
    // A save stamps its own time: one that keeps the last save's stamp is refused.
    await assertSucceeds(
      setDoc(doc(db, 'inspectionSchedule/current'), schedule({ updatedAt: serverTimestamp() })),
    );
    await assertFails(updateDoc(doc(db, 'inspectionSchedule/current'), { horizonDays: 7 }));
    for (const data of refused) {
      await assertFails(setDoc(doc(db, 'inspectionSchedule/current'), data));
    }
    await assertFails(setDoc(doc(db, 'inspectionSchedule/other'), schedule()));
  });
});

describe('the public availability', () => {
  it('is read by anyone', async () => {
    for (const db of [visitor(), as(NOBODY), as(ADMIN)]) {
      await assertSucceeds(getDoc(doc(db, 'inspectionAvailability/current')));
    }
  });

  it('is written by no client, admins included', async () => {
    for (const db of [visitor(), as(ADMIN), as(WRITER)]) {
      await assertFails(
        setDoc(doc(db, 'inspectionAvailability/current'), { windows: [], updatedAt: at }),
      );
      await assertFails(deleteDoc(doc(db, 'inspectionAvailability/current')));
    }
    await assertFails(getDocs(collection(visitor(), 'inspectionAvailability')));
  });
});

describe("the staff's availability", () => {
  it('is read by staff, writers and admins', async () => {
    for (const db of [as(ADMIN), as(WRITER)]) {
      await assertSucceeds(getDoc(doc(db, 'inspectionAvailability/staff')));
    }
  });

  it('is read by no visitor or person without a role, and written by no client', async () => {
    for (const db of [visitor(), as(NOBODY), as(FORMER)]) {
      await assertFails(getDoc(doc(db, 'inspectionAvailability/staff')));
    }
    for (const db of [visitor(), as(ADMIN), as(WRITER)]) {
      await assertFails(
        setDoc(doc(db, 'inspectionAvailability/staff'), { windows: [], updatedAt: at }),
      );
      await assertFails(deleteDoc(doc(db, 'inspectionAvailability/staff')));
    }
    await assertFails(getDocs(collection(as(WRITER), 'inspectionAvailability')));
  });
});

describe('slots, the booking e-mails’ outbox', () => {
  it('are the functions’ own: no client reads or writes them', async () => {
    for (const db of [visitor(), as(ADMIN), as(WRITER)]) {
      await assertFails(getDoc(doc(db, 'inspectionSlots/2026-12-01T10:00')));
      await assertFails(
        updateDoc(doc(db, 'inspectionSlots/2026-12-01T10:00'), { booked: 0, capacity: 99 }),
      );
      await assertFails(getDoc(doc(db, `bookingMail/${LEAD}_0`)));
    }
  });
});

describe('the bounds of homeowners’ bookings', () => {
  const BOUNDS = [
    ['bookingHolds', 'f'.repeat(64), { leadId: LEAD, kind: 'mailbox' }],
    ['bookingVisitors', 'e'.repeat(64), { count: 3 }],
    ['bookingNotices', LEAD, { leadId: LEAD }],
    ['bookingMailBudget', '2026-12-01T10_0', { count: 1 }],
  ] as const;

  it('are written by the functions (the Admin SDK, past the rules)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      for (const [name, id, data] of BOUNDS)
        await assertSucceeds(setDoc(doc(db, `${name}/${id}`), data));
    });
  });

  it('are read, listed and written by no client: not the visitor, not staff', async () => {
    for (const db of [visitor(), as(ADMIN), as(WRITER)]) {
      for (const [name, id, data] of BOUNDS) {
        await assertFails(getDoc(doc(db, `${name}/${id}`)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, `${name}/${id}`), data));
        await assertFails(deleteDoc(doc(db, `${name}/${id}`)));
      }
    }
  });
});

describe('bookings', () => {
  it('are read by staff, one or the agenda’s list', async () => {
    for (const db of [as(ADMIN), as(WRITER)]) {
      await assertSucceeds(getDoc(doc(db, `bookings/${LEAD}`)));
      await assertSucceeds(getDocs(collection(db, 'bookings')));
    }
  });

  it('are not read by visitors or former staff, and written by no client', async () => {
    for (const db of [visitor(), as(FORMER), as(NOBODY)]) {
      await assertFails(getDoc(doc(db, `bookings/${LEAD}`)));
      await assertFails(getDocs(collection(db, 'bookings')));
    }
    for (const db of [visitor(), as(ADMIN), as(WRITER)]) {
      await assertFails(updateDoc(doc(db, `bookings/${LEAD}`), { status: 'cancelled' }));
      await assertFails(
        setDoc(doc(db, 'bookings/ZyXwVuTsRqPoNmLkJiHg'), {
          leadId: 'ZyXwVuTsRqPoNmLkJiHg',
          windowId: '2026-12-01T10:00',
        }),
      );
      await assertFails(deleteDoc(doc(db, `bookings/${LEAD}`)));
    }
  });
});

describe('request pages', () => {
  it('are got by anyone holding the id', async () => {
    await assertSucceeds(getDoc(doc(visitor(), `requests/${LEAD}`)));
    await assertSucceeds(getDoc(doc(visitor(), 'requests/ZyXwVuTsRqPoNmLkJiHg')));
  });

  it('are never listed, and written by no client', async () => {
    for (const db of [visitor(), as(ADMIN)]) {
      await assertFails(getDocs(collection(db, 'requests')));
      await assertFails(updateDoc(doc(db, `requests/${LEAD}`), { status: 'done' }));
      await assertFails(setDoc(doc(db, 'requests/ZyXwVuTsRqPoNmLkJiHg'), { status: 'booked' }));
      await assertFails(deleteDoc(doc(db, `requests/${LEAD}`)));
    }
  });
});
