/**
 * The rules of a booking beyond the schedule: which windows are open and how many places each
 * has left, what a full window offers instead, when a homeowner may still change a booking,
 * when the reminder goes, and how a request reads on its page. The booking functions and the
 * web read the same rules.
 */
import * as v from 'valibot';
import { zonedDay, zonedInputToDate } from '../blog/schedule';
import {
  DEFAULT_INSPECTION_SCHEDULE,
  inspectionScheduleSchema,
  type InspectionSchedule,
} from './schedule';
import { bookableWindows, formatInspectionWindow, type InspectionWindow } from './windows';

/** A homeowner books with the lead's id while the lead is younger than this. */
export const BOOKING_LEAD_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The request page answers for a lead younger than this. */
export const REQUEST_PAGE_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** How many open windows a refusal (the window filled meanwhile) offers instead. */
export const NEXT_WINDOWS_OFFERED = 6;

/** The reminder goes at this time on Houston's clock, the day before the window. */
export const REMINDER_CLOCK = '18:00';

/**
 * The schedule as stored (inspectionSchedule/current), read through its schema: the default
 * schedule when there is none or it does not pass (the rules check what they can of it).
 */
export function readInspectionSchedule(data: unknown): InspectionSchedule {
  const parsed = v.safeParse(inspectionScheduleSchema, data);
  return parsed.success ? parsed.output : DEFAULT_INSPECTION_SCHEDULE;
}

/** A window as the public availability and a refusal show it: counts only. */
export interface OpenWindow {
  id: string;
  start: Date;
  end: Date;
  left: number;
}

/** "2 places left", "1 place left", "Full": a window's places as the picker shows them. */
export function placesLeftText(left: number): string {
  if (left <= 0) return 'Full';
  return left === 1 ? '1 place left' : `${left} places left`;
}

/** Places left in a window: its capacity in the schedule less what is booked, never below 0. */
export function placesLeft(window: Pick<InspectionWindow, 'capacity'>, booked: number): number {
  return Math.max(0, window.capacity - Math.max(0, booked));
}

/**
 * Every window bookable at `now` with its places left (full ones included, with 0): what
 * inspectionAvailability/current holds. `booked` maps a window id to its bookings.
 */
export function windowsWithPlaces(
  schedule: InspectionSchedule,
  now: number,
  booked: ReadonlyMap<string, number>,
): OpenWindow[] {
  return bookableWindows(schedule, now).map((window) => ({
    id: window.id,
    start: window.start,
    end: window.end,
    left: placesLeft(window, booked.get(window.id) ?? 0),
  }));
}

/**
 * The open windows a refused booking offers: the soonest bookable ones with a place left,
 * at most NEXT_WINDOWS_OFFERED, never the window refused.
 */
export function nextOpenWindows(
  schedule: InspectionSchedule,
  now: number,
  booked: ReadonlyMap<string, number>,
  refusedId?: string,
  count = NEXT_WINDOWS_OFFERED,
): OpenWindow[] {
  return windowsWithPlaces(schedule, now, booked)
    .filter((window) => window.left > 0 && window.id !== refusedId)
    .slice(0, count);
}

/** Until when a homeowner may reschedule or cancel: the earliest notice before the start. */
export function changeableUntil(window: { start: Date }, schedule: InspectionSchedule): Date {
  return new Date(window.start.getTime() - schedule.earliestNoticeMinutes * 60_000);
}

/**
 * When the reminder of a window goes: 18:00 on Houston's clock on the day before the window's
 * own (Houston) day, whatever the offset on either day.
 */
export function reminderTime(window: { start: Date }): Date {
  const day = zonedDay(window.start);
  // Noon UTC of a calendar day, less a day, is the day before on any clock's calendar.
  const before = new Date(Date.parse(`${day}T12:00:00Z`) - 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  // 18:00 exists on every day in Houston: the clock changes at 2:00.
  return zonedInputToDate(`${before}T${REMINDER_CLOCK}`) as Date;
}

/**
 * Whether a booked window's reminder is due at `now`: its time has come, the window has not
 * started, and the booking was made (or last moved) before the reminder time. A booking made
 * later than that had its confirmation in the same evening or day: no reminder on top.
 */
export function isReminderDue(booking: { start: Date; changedAt: Date }, now: number): boolean {
  const at = reminderTime(booking).getTime();
  return now >= at && now < booking.start.getTime() && booking.changedAt.getTime() < at;
}

/** The request page's steps, in order. */
export const REQUEST_STATUSES = ['received', 'called', 'booked', 'done'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What the request page needs to know of a lead to say where it stands. */
export interface RequestStatusFacts {
  /** The inbox's status (domain/src/lead/status.ts); absent while new. */
  status?: unknown;
  /** Set when the office first took the lead out of 'new'. */
  firstContactAt?: unknown;
  /** The lead's copy of its booking. */
  booking?: { status?: unknown } | null;
}

/** The inbox's statuses that close a lead: the request is done. */
const CLOSED_LEAD_STATUSES: readonly unknown[] = ['won', 'lost'];

/**
 * Where a request stands: 'done' once the office closed the lead (won or lost), else 'booked'
 * while a booking is active, else 'called' once the office made first contact, else
 * 'received'. A closed lead is done even with a booking left on it: the inspection happened
 * (or will not), and the page must reach its last step.
 */
export function requestStatus(lead: RequestStatusFacts): RequestStatus {
  if (CLOSED_LEAD_STATUSES.includes(lead.status)) return 'done';
  if (lead.booking?.status === 'booked') return 'booked';
  if (lead.firstContactAt !== undefined && lead.firstContactAt !== null) return 'called';
  return 'received';
}

/** Whether a lead of this standing may be booked by the homeowner (staff book any). */
export function isOpenForBooking(lead: RequestStatusFacts): boolean {
  return !CLOSED_LEAD_STATUSES.includes(lead.status);
}

/** The request page's line for a status: "Inspection booked for Tuesday 3 December, 10–12." */
export function requestStatusText(
  status: RequestStatus,
  window?: { start: Date; end: Date } | null,
): string {
  switch (status) {
    case 'received':
      return 'Received.';
    case 'called':
      return 'We called you.';
    case 'booked':
      return window
        ? `Inspection booked for ${formatInspectionWindow(window)}.`
        : 'Inspection booked.';
    case 'done':
      return 'Done.';
  }
}

/** The request page of a lead, where the confirmation e-mail and the .ics link. */
export const requestPath = (leadId: string) => `/request/${encodeURIComponent(leadId)}`;

/**
 * What the booking callables answer, in the product's words. The web shows them as they are;
 * a refusal for a full window also carries the next open windows.
 */
export const BOOKING_MESSAGES = {
  malformed: 'Send the request’s id and a window.',
  unknownRequest: 'We could not find this request.',
  tooOld: 'This request is too old to book online. Please call us to arrange a time.',
  closed: 'This request is closed. Please call us to arrange a new inspection.',
  windowGone: 'This time can no longer be booked. Please pick another.',
  windowFull: 'This time was just taken. Please pick another.',
  tooLate: 'It is too late to change this booking online. Please call us.',
  nothingBooked: 'There is no booking to cancel.',
} as const;

/**
 * The office's day whose evening's reminders were the last to fall due at `now`: today from
 * 18:00 on, yesterday before. Every reminder of the next day's windows falls due at once, at
 * 18:00 (reminderTime), so a sweep that has queued an evening's reminders has nothing to
 * remind until the next evening.
 */
export function reminderEvening(now: number): { day: string; at: number } {
  const today = zonedDay(new Date(now));
  const todayAt = (zonedInputToDate(`${today}T${REMINDER_CLOCK}`) as Date).getTime();
  if (now >= todayAt) return { day: today, at: todayAt };
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  return {
    day: yesterday,
    at: (zonedInputToDate(`${yesterday}T${REMINDER_CLOCK}`) as Date).getTime(),
  };
}
