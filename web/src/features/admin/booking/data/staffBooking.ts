/**
 * Staff book, move or cancel a homeowner's inspection through the same callables the
 * homeowner uses (bookInspection, cancelInspection); signed in as staff, the function lets
 * them book any lead and ignore the earliest notice, never the capacity. The open windows
 * come from the staff's availability (counts only, from now on).
 */
import {
  BOOKING_MESSAGES,
  bookedWindowSchema,
  bookingRefusalDetailsSchema,
  type InspectionAvailability,
} from '@altum/domain';
import * as v from 'valibot';
import { inspectionAvailabilityConverter } from '../../../../lib/firebase/converters/inspection';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { loadFunctions } from '../../../../lib/firebase/loadFunctions';
import { BookingRefusal } from '../bookingRefusal';

/** inspectionAvailability/staff; null until the functions first wrote it. */
export async function fetchStaffAvailability(): Promise<InspectionAvailability | null> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDoc(
    fs.doc(db, 'inspectionAvailability', 'staff').withConverter(inspectionAvailabilityConverter),
  );
  return snapshot.data() ?? null;
}

const KNOWN_MESSAGES: readonly string[] = Object.values(BOOKING_MESSAGES);

function refusal(error: unknown, fallback: string): BookingRefusal {
  const { message, details } = (error ?? {}) as { message?: unknown; details?: unknown };
  // The web SDK may add the HTTP status to the function's words (" [429]"): show its words.
  const text = typeof message === 'string' ? message : '';
  const known = KNOWN_MESSAGES.find((words) => text.includes(words));
  const offered = v.safeParse(bookingRefusalDetailsSchema, details);
  const nextWindows = offered.success
    ? offered.output.nextWindows.map((w) => ({
        ...w,
        start: new Date(w.start),
        end: new Date(w.end),
      }))
    : [];
  return new BookingRefusal(known ?? fallback, nextWindows, error);
}

export interface BookedWindow {
  windowId: string;
  start: Date;
  end: Date;
}

async function call<T>(name: string, data: object, fallback: string): Promise<T> {
  const { functions, client } = await loadFunctions();
  try {
    return (await functions.httpsCallable<object, T>(client, name)(data)).data;
  } catch (error) {
    throw refusal(error, fallback);
  }
}

/** Books (or moves to) a window for the lead. */
export async function bookForLead(leadId: string, windowId: string): Promise<BookedWindow> {
  const answer = v.parse(
    bookedWindowSchema,
    await call('bookInspection', { leadId, windowId }, 'The window could not be booked.'),
  );
  return { windowId: answer.windowId, start: new Date(answer.start), end: new Date(answer.end) };
}

/** Cancels the lead's booking: its place goes back to the window. */
export async function cancelForLead(leadId: string): Promise<void> {
  await call('cancelInspection', { leadId }, 'The booking could not be cancelled.');
}
