/**
 * What the booking E2E checks share: the booking callables called as any holder of a request's
 * id would (the Functions emulator's callable protocol), requests written as the form writes
 * them, the schedule set for a test and put back, and the public availability.
 */
import {
  DEFAULT_INSPECTION_SCHEDULE,
  windowById,
  type InspectionSchedule,
  type RequestStatus,
} from '@altum/domain';
import type { BrowserContext } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { sweepInspectionsOnce } from '../../../scripts/lib/stack';
import { randomVisitorAddress } from '../../../scripts/lib/visitorAddress';
import { adminDb } from './staffAuth';

const FUNCTIONS = 'http://127.0.0.1:5001/demo-altum/us-central1';

/**
 * Calls a callable function; resolves with its result, or rejects with its error's status.
 * Each call comes from a visitor of its own (the address Google's front end would add), so the
 * specs' bookings are not bounded as one visitor's (bookingBounds.ts).
 */
export async function callFunction<T>(name: string, data: unknown): Promise<T> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomVisitorAddress() },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { status: string } };
  if (!response.ok || body.error)
    throw new Error(`${name}: ${body.error?.status ?? response.status}`);
  return body.result as T;
}

/** A request as the form writes it; its public page follows from the stack's trigger. */
export async function newRequest(id?: string): Promise<string> {
  const ref = id ? adminDb().doc(`contacts/${id}`) : adminDb().collection('contacts').doc();
  await ref.set({
    name: 'Checked Homeowner',
    email: `booking-${Date.now()}@example.com`,
    // A phone of its own: one active booking per phone.
    phone: `(281) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    address: '9 Elm St, Humble, TX 77338',
    service: 'general-inspection',
    timeline: 'month',
    message: '',
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** Waits until the request's public page says `status`. */
export async function requestStatusIs(id: string, status: RequestStatus, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await adminDb().doc(`requests/${id}`).get();
    if (page.get('status') === status) return;
    if (Date.now() > until) throw new Error(`requests/${id} never said ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface StoredWindow {
  id: string;
  left: number;
}

/** The public availability, as the picker reads it. */
export async function availability(): Promise<StoredWindow[]> {
  const doc = await adminDb().doc('inspectionAvailability/current').get();
  return ((doc.get('windows') as StoredWindow[] | undefined) ?? []).map(({ id, left }) => ({
    id,
    left,
  }));
}

/**
 * The availability refreshed now, as after a booking. The minute sweep refreshes it only once
 * the clock or the schedule changes the windows (inspectionSweep/state); a slot written
 * directly, as only a booking does, changes neither, and a test that writes the schedule
 * need not wait for the next sweep: the note of when is dropped, so this sweep refreshes.
 */
export async function refreshAvailabilityNow(): Promise<void> {
  await adminDb()
    .doc('inspectionSweep/state')
    .set({ availabilityChangesAt: FieldValue.delete() }, { merge: true });
  await sweepInspectionsOnce();
}

/** The schedule in place for a test (every default window, `capacity` each); returns undo. */
export async function scheduleWithCapacity(capacity: number): Promise<() => Promise<void>> {
  const ref = adminDb().doc('inspectionSchedule/current');
  const before = await ref.get();
  const schedule: InspectionSchedule = {
    ...DEFAULT_INSPECTION_SCHEDULE,
    windows: DEFAULT_INSPECTION_SCHEDULE.windows.map((window) => ({ ...window, capacity })),
  };
  await ref.set(schedule);
  await refreshAvailabilityNow();
  return async () => {
    if (before.exists) await ref.set(before.data() ?? {});
    else await ref.delete();
    await refreshAvailabilityNow();
  };
}

/**
 * Gives a page's booking calls a client address of its own, as Google's front end would: the
 * emulator sees every browser at 127.0.0.1, and the specs' homeowners are distinct visitors.
 */
export async function asOwnVisitor(context: BrowserContext): Promise<void> {
  const address = randomVisitorAddress();
  await context.route(/\/(bookInspection|cancelInspection)$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** Longer than any test takes from reading the open windows to booking one. */
const STAYS_OPEN_MS = 20 * 60_000;

/**
 * Whether a window stays bookable for the rest of a test. The first open window closes (its
 * start less the earliest notice) within minutes at some hours of the day, and a test that
 * booked it then would be refused.
 */
export function staysOpen(windowId: string, schedule = DEFAULT_INSPECTION_SCHEDULE): boolean {
  const window = windowById(schedule, windowId);
  if (!window) throw new Error(`no window ${windowId}`);
  const closesAt = window.start.getTime() - schedule.earliestNoticeMinutes * 60_000;
  return closesAt - Date.now() >= STAYS_OPEN_MS;
}

/** Books the first open window that stays open, for a request, through the callable; its id. */
export async function bookFirstOpen(leadId: string): Promise<string> {
  const open = (await availability()).find((window) => window.left > 0 && staysOpen(window.id));
  if (!open) throw new Error('No open window to book');
  await callFunction('bookInspection', { leadId, windowId: open.id });
  return open.id;
}

/** Deletes the records of a request's booking e-mails (cleanup of a request id used again). */
export async function deleteBookingMail(leadId: string): Promise<void> {
  const records = await adminDb().collection('bookingMail').where('leadId', '==', leadId).get();
  await Promise.all(records.docs.map((record) => record.ref.delete()));
}

/** Cancels a request's booking, if it has one (cleanup). */
export async function cancelIfBooked(leadId: string): Promise<void> {
  const booking = await adminDb().doc(`bookings/${leadId}`).get();
  if (booking.get('status') === 'booked')
    await callFunction('cancelInspection', { leadId }).catch(() => undefined);
}
