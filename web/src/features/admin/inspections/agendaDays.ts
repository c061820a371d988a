/**
 * The agenda's days on Houston's clock: today, then the six days after it ("this week": a
 * staff member on a Saturday still sees next week's first days), each booking under the
 * company day its window starts on.
 */
import { COMPANY_TIME_ZONE, zonedDay, zonedInputToDate, zoneFormatter } from '@altum/domain';

export const AGENDA_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The company calendar day `offset` days after the one holding `at`. */
function dayAfter(at: Date, offset: number): string {
  // Noon UTC of a company day never crosses into a neighbouring day on its clock.
  return new Date(Date.parse(`${zonedDay(at)}T12:00:00Z`) + offset * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** From the start of today to the start of the day after this week, on Houston's clock. */
export function agendaSpan(now: Date): { from: Date; to: Date } {
  // Midnight exists every day in Houston: the clock changes at 2:00.
  const from = zonedInputToDate(`${dayAfter(now, 0)}T00:00`) as Date;
  const to = zonedInputToDate(`${dayAfter(now, AGENDA_DAYS)}T00:00`) as Date;
  return { from, to };
}

/** "Wednesday 2 December" for a company day 'YYYY-MM-DD'. */
export function agendaDayLabel(day: string): string {
  const parts = zoneFormatter('agenda day', COMPANY_TIME_ZONE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).formatToParts(zonedInputToDate(`${day}T12:00`) as Date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

export interface AgendaDay<T> {
  day: string;
  label: string;
  items: T[];
}

/**
 * Today's bookings and the rest of the week's, by company day, in start order. Days without
 * a booking are left out of the week; today is always there (it may be empty).
 */
export function groupAgenda<T extends { booking: { start: Date } }>(
  items: readonly T[],
  now: Date,
): { today: AgendaDay<T>; week: AgendaDay<T>[] } {
  const days = Array.from({ length: AGENDA_DAYS }, (_, offset) => dayAfter(now, offset));
  const byDay = new Map<string, T[]>(days.map((day) => [day, []]));
  const sorted = [...items].sort((a, b) => a.booking.start.getTime() - b.booking.start.getTime());
  for (const item of sorted) byDay.get(zonedDay(item.booking.start))?.push(item);
  const [todayKey = '', ...rest] = days;
  return {
    today: { day: todayKey, label: agendaDayLabel(todayKey), items: byDay.get(todayKey) ?? [] },
    week: rest
      .map((day) => ({ day, label: agendaDayLabel(day), items: byDay.get(day) ?? [] }))
      .filter((day) => day.items.length > 0),
  };
}
