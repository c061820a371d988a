/**
 * The company's opening hours: one source for the site's pages (web/src/content/company.ts
 * shows them) and for the functions that need to know whether the office is open (lead
 * escalation). Times are the office's own, in Houston.
 */
export const COMPANY_TIME_ZONE = 'America/Chicago';

export interface OpeningHoursRule {
  /** As the site prints it. */
  days: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekdays: readonly number[];
  /** 'HH:MM' (24 h), or null when closed. */
  opens: string | null;
  closes: string | null;
}

export const OPENING_HOURS: readonly OpeningHoursRule[] = [
  { days: 'Mon - Fri', weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
  { days: 'Sat', weekdays: [6], opens: '09:00', closes: '16:00' },
  { days: 'Sun', weekdays: [0], opens: null, closes: null },
];

/** The emergency line answers at any hour; it is no part of the office's hours. */
export const EMERGENCY_HOURS = { days: 'Emergency', hours: '24/7' } as const;

export interface OpeningHoursLine {
  days: string;
  hours: string;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** '08:00' -> '8:00 AM', '18:00' -> '6:00 PM'. */
export function formatClock(clock: string): string {
  const total = minutesOf(clock);
  const h = Math.floor(total / 60);
  const m = String(total % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The hours as the site lists them, the emergency line last. */
export function openingHoursLines(): OpeningHoursLine[] {
  return [
    ...OPENING_HOURS.map((rule) => ({
      days: rule.days,
      hours:
        rule.opens && rule.closes
          ? `${formatClock(rule.opens)} - ${formatClock(rule.closes)}`
          : 'Closed',
    })),
    { ...EMERGENCY_HOURS },
  ];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter for one use (`use` names it) on a zone's clock, made once: building an
 * Intl.DateTimeFormat costs far more than using one.
 */
export function zoneFormatter(
  use: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${use} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** Weekday (0 = Sunday) and minutes since midnight of an instant, on a zone's clock. */
export function zonedClock(at: number, timeZone: string): { weekday: number; minutes: number } {
  const format = zoneFormatter('clock', timeZone, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the office is open at this instant (opening minute included, closing excluded). */
export function isWithinBusinessHours(at: number): boolean {
  const { weekday, minutes } = zonedClock(at, COMPANY_TIME_ZONE);
  return OPENING_HOURS.some(
    (rule) =>
      rule.weekdays.includes(weekday) &&
      rule.opens !== null &&
      rule.closes !== null &&
      minutes >= minutesOf(rule.opens) &&
      minutes < minutesOf(rule.closes),
  );
}
