/**
 * Scheduled publishing on the company's clock (America/Chicago): the editor's publish-time
 * input is a wall time there, stored as the instant it names; staff see it back the same way.
 */
import { COMPANY_TIME_ZONE, zoneFormatter } from '../company/hours';

/** What a datetime-local input holds: 'YYYY-MM-DDTHH:mm'. */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Who a revision names when the scheduled publisher, not a person, published the post. */
export const SCHEDULED_PUBLISHER = 'scheduled-publisher';

/** An instant's wall time in `timeZone`, as milliseconds of a UTC clock showing it. */
function wallTime(at: number, timeZone: string): number {
  const format = zoneFormatter('wall time', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/**
 * The instant a datetime-local value names on the company's clock; null for text that is
 * no such value, or a wall time the clock skips (the spring-forward hour). A time the clock
 * shows twice (the fall-back hour) is its first, daylight-saving occurrence.
 */
export function zonedInputToDate(value: string, timeZone = COMPANY_TIME_ZONE): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // A wall time that rolled over (Feb 30, 24:00) is not the one typed.
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  // The zone's offset near the wall time, then at the instant found: one of the two is the
  // offset in force (they differ only across a change of offset).
  const first = wall - (wallTime(wall, timeZone) - wall);
  const second = wall - (wallTime(first, timeZone) - first);
  const matches = [first, second].filter((at) => wallTime(at, timeZone) === wall);
  return matches.length > 0 ? new Date(Math.min(...matches)) : null;
}

/** An instant as a datetime-local value on the company's clock (the editor's input). */
export function dateToZonedInput(at: Date, timeZone = COMPANY_TIME_ZONE): string {
  return new Date(wallTime(at.getTime(), timeZone)).toISOString().slice(0, 16);
}

/** A publish time as staff read it: "Tue, Dec 1, 7:00 AM CST", on the company's clock. */
export function formatZonedTime(at: Date, timeZone = COMPANY_TIME_ZONE): string {
  return zoneFormatter('shown time', timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** The company's calendar day of an instant, 'YYYY-MM-DD' (revisions kept one a day). */
export function zonedDay(at: Date, timeZone = COMPANY_TIME_ZONE): string {
  return new Date(wallTime(at.getTime(), timeZone)).toISOString().slice(0, 10);
}
