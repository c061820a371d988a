/**
 * Inspection windows as instants. A window is named by its start on the office's clock
 * ('2026-12-01T10:00'), which stays the same whatever the offset, and is stored and compared
 * as the instants it starts and ends; every screen, e-mail and invitation shows it on
 * Houston's clock.
 */
import { zonedDay, zonedInputToDate } from '../blog/schedule';
import { COMPANY_TIME_ZONE, zoneFormatter, zonedClock } from '../company/hours';
import type { InspectionSchedule } from './schedule';

export interface InspectionWindow {
  /** Its start on the office's clock, 'YYYY-MM-DDTHH:MM': the window's id. */
  id: string;
  start: Date;
  end: Date;
  capacity: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The company calendar days from the one holding `from`, `count` of them. */
function companyDays(from: number, count: number): string[] {
  const days: string[] = [];
  // Noon UTC of the company's day never crosses into a neighbouring day on its clock.
  let at = Date.parse(`${zonedDay(new Date(from))}T12:00:00Z`);
  for (let i = 0; i < count; i += 1, at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** The window a rule names on one day; null on a day whose clock skips its start or end. */
function windowOn(day: string, rule: { start: string; end: string; capacity: number }) {
  const start = zonedInputToDate(`${day}T${rule.start}`);
  const end = zonedInputToDate(`${day}T${rule.end}`);
  if (!start || !end) return null;
  return { id: `${day}T${rule.start}`, start, end, capacity: rule.capacity };
}

/**
 * Every window that can still be booked at `now`: within the horizon (today and the next
 * horizonDays - 1 days), not on a blackout day, with a capacity, starting no sooner than
 * the earliest notice. Oldest first.
 */
export function bookableWindows(schedule: InspectionSchedule, now: number): InspectionWindow[] {
  const earliest = now + schedule.earliestNoticeMinutes * 60_000;
  const blackout = new Set(schedule.blackoutDays);
  return companyDays(now, schedule.horizonDays)
    .filter((day) => !blackout.has(day))
    .flatMap((day) =>
      schedule.windows
        .filter((rule) => rule.weekday === weekdayOf(day) && rule.capacity > 0)
        .map((rule) => windowOn(day, rule)),
    )
    .filter((window): window is InspectionWindow => window !== null)
    .filter((window) => window.start.getTime() >= earliest)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The window an id names under a schedule, or null when the schedule has no such window. */
export function windowById(schedule: InspectionSchedule, id: string): InspectionWindow | null {
  const match = WINDOW_ID.exec(id);
  if (!match) return null;
  const [, day, start] = match as unknown as [string, string, string];
  const rule = schedule.windows.find((r) => r.weekday === weekdayOf(day) && r.start === start);
  return rule ? windowOn(day, rule) : null;
}

/** Whether a booked window may still be changed or cancelled by the homeowner at `now`. */
export function isChangeableAt(window: { start: Date }, schedule: InspectionSchedule, now: number) {
  return window.start.getTime() - now >= schedule.earliestNoticeMinutes * 60_000;
}

/** '10' for 10:00, '1:30' for 13:30, on a 12-hour clock without the period. */
function shortClock(at: Date): string {
  const { minutes } = zonedClock(at.getTime(), COMPANY_TIME_ZONE);
  const h = Math.floor(minutes / 60) % 12 || 12;
  const m = minutes % 60;
  return m === 0 ? String(h) : `${h}:${String(m).padStart(2, '0')}`;
}

/** "Tuesday 3 December", on Houston's clock: the day a window is on (the picker's day heading). */
export function formatInspectionDay(window: { start: Date }): string {
  const day = zoneFormatter('inspection day', COMPANY_TIME_ZONE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).formatToParts(window.start);
  const part = (type: string) => day.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** "10–12", on Houston's clock: a window's times on its day. */
export function formatInspectionTimes(window: { start: Date; end: Date }): string {
  return `${shortClock(window.start)}–${shortClock(window.end)}`;
}

/** "Tuesday 3 December, 10–12", on Houston's clock: what the homeowner reads. */
export function formatInspectionWindow(window: { start: Date; end: Date }): string {
  return `${formatInspectionDay(window)}, ${formatInspectionTimes(window)}`;
}

/** "Tue 10–12", on Houston's clock: the staff alert's short form. */
export function formatInspectionWindowShort(window: { start: Date; end: Date }): string {
  const weekday = zoneFormatter('inspection weekday', COMPANY_TIME_ZONE, {
    weekday: 'short',
  }).format(window.start);
  return `${weekday} ${shortClock(window.start)}–${shortClock(window.end)}`;
}

/**
 * The first moment after `now` at which the windows bookable by homeowners (`schedule`) or by
 * staff (`staffSchedule`) change with the clock alone: the soonest window passes its earliest
 * notice (homeowners) or its start (staff), or a new day enters the horizon at the office's
 * midnight. Until then, only a booking or a schedule change moves the availability, and each
 * refreshes it itself, so the minute sweep has nothing to do.
 */
export function availabilityChangesAt(
  schedule: InspectionSchedule,
  staffSchedule: InspectionSchedule,
  now: number,
): number {
  const today = zonedDay(new Date(now));
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  // Midnight exists on every day in Houston (the clock changes at 2:00); an hour otherwise.
  const midnight = zonedInputToDate(`${tomorrow}T00:00`)?.getTime() ?? now + 60 * 60_000;
  const [homeowners] = bookableWindows(schedule, now);
  const [staff] = bookableWindows(staffSchedule, now);
  // A window stays bookable while its start is no sooner than the notice: it leaves 1 ms later.
  return Math.min(
    midnight,
    homeowners
      ? homeowners.start.getTime() - schedule.earliestNoticeMinutes * 60_000 + 1
      : Infinity,
    staff ? staff.start.getTime() - staffSchedule.earliestNoticeMinutes * 60_000 + 1 : Infinity,
  );
}
