/**
 * What the booking emulator tests share: an admin app on the local stack, a schedule of their
 * own (every day, six windows of capacity 2, so windows are open whatever the hour), leads
 * that look sent from the form, and waiting for the stack's triggers. Tests only.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  bookableWindows,
  DEFAULT_INSPECTION_SCHEDULE,
  type InspectionSchedule,
  type InspectionWindow,
} from '@altum/domain';
import { scheduleRef } from './bookingStore';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

export const TEST_SCHEDULE: InspectionSchedule = {
  ...DEFAULT_INSPECTION_SCHEDULE,
  windows: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    ['00', '04', '08', '12', '16', '20'].map((hour) => ({
      weekday,
      start: `${hour}:00`,
      end: `${String(Number(hour) + 2).padStart(2, '0')}:00`,
      capacity: 2,
    })),
  ),
};

export function adminFirestore(name: string): {
  app: App;
  db: Firestore;
  close: () => Promise<void>;
} {
  const app = initializeApp({ projectId: 'demo-altum' }, name);
  const db = getFirestore(app);
  return { app, db, close: () => deleteApp(app) };
}

/** The test schedule in place, and no slot or booking left from an earlier run. */
export async function freshBookingData(db: Firestore): Promise<void> {
  await scheduleRef(db).set(TEST_SCHEDULE);
  for (const name of ['inspectionSlots', 'bookings']) {
    const docs = await db.collection(name).get();
    await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
  }
}

let counter = 0;

/** A phone number of a lead's own: one active booking per phone (bookingBounds.ts). */
export function ownPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `(713) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** The salt the tests key visitors with (the stack's own is in functions/.secret.local). */
export const TEST_SALT = 'booking-test-salt';

/**
 * A visitor of its own (an address in 2001:db8::/32, documentation space, its own /64), so a
 * test's bookings are not bounded by another test's visitor.
 */
export function aVisitor(): { ip: string; salt: string } {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return { ip: `2001:db8:${group()}:${group()}::1`, salt: TEST_SALT };
}

/** A lead as the form writes it, of its own mailbox and phone (the caps are per mailbox). */
export async function newLead(
  db: Firestore,
  change: Record<string, unknown> = {},
): Promise<string> {
  const ref = db.collection('contacts').doc();
  const n = `${Date.now().toString(36)}${++counter}`;
  await ref.set({
    name: 'Maria Lopez',
    email: `maria.booking.${n}@example.com`,
    phone: ownPhone(),
    address: '12 Oak St, Houston, TX 77339',
    service: 'storm-damage',
    timeline: 'week',
    message: 'Shingles missing after the storm.',
    // Dated before the flood window (10 minutes): the booking tests' dozens of leads would
    // otherwise turn the next file's lead alerts into a digest. A booking takes any lead
    // younger than 30 days.
    createdAt: Timestamp.fromMillis(Date.now() - 15 * 60_000),
    ...change,
  });
  return ref.id;
}

/** The windows bookable at `now` under the test schedule, from the `skip`th on. */
export function openWindows(now: number, skip = 0): InspectionWindow[] {
  return bookableWindows(TEST_SCHEDULE, now).slice(skip);
}

export const waitFor = <T>(
  read: () => Promise<T | undefined>,
  timeoutMs = 240_000,
  what = 'the stack',
): Promise<T> => eventually(read, { what, timeoutMs });

export const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : NaN);

/** A stored document as the web's converters give it: Timestamps as Dates. */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, withDates(inner)]));
  return value;
}
