/**
 * inspectionAvailability/current: every bookable window with its places left, counts only,
 * for the window picker; inspectionAvailability/staff: the same from now on, for staff, who
 * may book inside the earliest notice. Both are rewritten after each booking change, on a write
 * of the schedule and by the sweep (windows pass their earliest notice, new days enter the
 * horizon).
 *
 * Refreshes run at once from many bookings, so each reads the slots at one moment (a batch
 * read has one read time) and stores that moment as updatedAt; a refresh that finds a newer
 * one stored leaves it, so a slow refresh never puts back older counts. The write is
 * conditional on the document's last update time: two refreshes never interleave.
 *
 * Each refresh also records when the clock alone next changes the windows
 * (availabilityChangesAt) and which version of the schedule it read (scheduleUpdatedAt):
 * until the one comes or the other changes, the minute sweep reads those two documents and
 * nothing else (availabilityDue). A schedule change thus shows within a minute even if its
 * trigger is slow or fails. No later than AVAILABILITY_RECHECK_MS ahead, so a refresh that
 * failed after a booking (logged, not retried) is mended within that time.
 */
import {
  availabilityChangesAt,
  bookableWindows,
  nextOpenWindows,
  staffBookingSchedule,
  windowsWithPlaces,
  type InspectionSchedule,
  type OpenWindow,
} from '@altum/domain';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  availabilityRef,
  bookedIn,
  inspectionSweepRef,
  scheduleOf,
  scheduleRef,
  SLOTS,
  staffAvailabilityRef,
} from './bookingStore';

export interface StoredOpenWindow {
  id: string;
  start: Timestamp;
  end: Timestamp;
  left: number;
}

/**
 * The bookings of every window bookable at `now`, read at one moment (one query has one read
 * time). Only windows with a booking have a slot, so the query over their starts reads those
 * and no more: a refresh costs the booked windows ahead, not every window of the horizon.
 */
export async function readBookedWindows(
  db: Firestore,
  schedule: InspectionSchedule,
  now: number,
): Promise<{ booked: Map<string, number>; readTime: Timestamp | null }> {
  const windows = bookableWindows(schedule, now);
  const [first] = windows;
  const last = windows.at(-1);
  if (!first || !last) return { booked: new Map(), readTime: null };
  const slots = await db
    .collection(SLOTS)
    .where('start', '>=', Timestamp.fromDate(first.start))
    .where('start', '<=', Timestamp.fromDate(last.start))
    .get();
  const booked = new Map(windows.map((window) => [window.id, 0]));
  for (const slot of slots.docs) if (booked.has(slot.id)) booked.set(slot.id, bookedIn(slot));
  return { booked, readTime: slots.readTime };
}

/** The open windows a refused booking offers, as the callable answers them (ISO times). */
export async function offeredWindows(
  db: Firestore,
  schedule: InspectionSchedule,
  now: number,
  refusedId?: string,
) {
  const { booked } = await readBookedWindows(db, schedule, now);
  return nextOpenWindows(schedule, now, booked, refusedId).map(isoWindow);
}

export const isoWindow = (window: OpenWindow) => ({
  id: window.id,
  start: window.start.toISOString(),
  end: window.end.toISOString(),
  left: window.left,
});

const stored = (window: OpenWindow): StoredOpenWindow => ({
  id: window.id,
  start: Timestamp.fromDate(window.start),
  end: Timestamp.fromDate(window.end),
  left: window.left,
});

function sameWindows(a: unknown, b: StoredOpenWindow[]): boolean {
  if (!Array.isArray(a) || a.length !== b.length) return false;
  return a.every((window: Partial<StoredOpenWindow>, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      window.id === other.id &&
      window.left === other.left &&
      window.start instanceof Timestamp &&
      window.start.isEqual(other.start) &&
      window.end instanceof Timestamp &&
      window.end.isEqual(other.end)
    );
  });
}

/** Whether timestamp a is later than b (to the nanosecond). */
const later = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);

export type RefreshOutcome = 'written' | 'unchanged' | 'newer-stored';

/** The sweep looks again at least this often, whatever the clock says. */
export const AVAILABILITY_RECHECK_MS = 30 * 60_000;

const FAILED_PRECONDITION = 9;
const ALREADY_EXISTS = 6;

/** Writes one availability document unless a newer one is stored or nothing changed. */
async function writeAvailability(
  ref: DocumentReference,
  windows: StoredOpenWindow[],
  asOf: Timestamp,
): Promise<RefreshOutcome> {
  for (let attempt = 1; ; attempt++) {
    const current = await ref.get();
    try {
      if (!current.exists) {
        await ref.create({ windows, updatedAt: asOf });
        return 'written';
      }
      const storedAt = current.get('updatedAt') as unknown;
      if (storedAt instanceof Timestamp && later(storedAt, asOf)) return 'newer-stored';
      if (sameWindows(current.get('windows'), windows)) return 'unchanged';
      await ref.update({ windows, updatedAt: asOf }, { lastUpdateTime: current.updateTime });
      return 'written';
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // Another refresh wrote in between: look again (it may be newer).
      if ((code !== FAILED_PRECONDITION && code !== ALREADY_EXISTS) || attempt >= 10) throw error;
    }
  }
}

/**
 * Refreshes the public availability and the staff's (which also has the windows inside the
 * earliest notice); returns the public one's outcome.
 */
export async function refreshAvailability(db: Firestore, now: number): Promise<RefreshOutcome> {
  const scheduleSnap = await scheduleRef(db).get();
  const schedule = scheduleOf(scheduleSnap);
  const staffSchedule = staffBookingSchedule(schedule);
  // Staff's windows include the homeowner's: one read of the slots serves both.
  const { booked, readTime } = await readBookedWindows(db, staffSchedule, now);
  const asOf = readTime ?? scheduleSnap.readTime;
  const changesAt = Math.min(
    availabilityChangesAt(schedule, staffSchedule, now),
    now + AVAILABILITY_RECHECK_MS,
  );
  const [outcome] = await Promise.all([
    writeAvailability(
      availabilityRef(db),
      windowsWithPlaces(schedule, now, booked).map(stored),
      asOf,
    ),
    writeAvailability(
      staffAvailabilityRef(db),
      windowsWithPlaces(staffSchedule, now, booked).map(stored),
      asOf,
    ),
  ]);
  await inspectionSweepRef(db).set(
    {
      availabilityChangesAt: Timestamp.fromMillis(changesAt),
      // A refresh that read an older schedule and notes it last leaves a mismatch: the next
      // sweep refreshes again, so the note never hides a change.
      scheduleUpdatedAt: scheduleSnap.updateTime ?? null,
    },
    { merge: true },
  );
  return outcome;
}

/**
 * Whether the sweep must refresh the availability: the clock has reached the noted moment,
 * nothing is noted yet, or the schedule is not the version the last refresh read (saved
 * since; its trigger refreshes too, but may come late or fail).
 */
export function availabilityDue(
  state: DocumentSnapshot,
  schedule: DocumentSnapshot,
  now: number,
): boolean {
  const changesAt = state.get('availabilityChangesAt') as unknown;
  if (!(changesAt instanceof Timestamp) || now >= changesAt.toMillis()) return true;
  const seen = state.get('scheduleUpdatedAt') as unknown;
  if (seen === undefined) return true;
  if (seen === null) return schedule.exists;
  return !(seen instanceof Timestamp && schedule.updateTime?.isEqual(seen) === true);
}
