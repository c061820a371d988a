/**
 * The schedule form's values (text, as the inputs hold them) to and from the schedule, and
 * its check: through the domain's inspectionScheduleSchema, whose issues are said here in the
 * screen's words, next to the field they are about.
 */
import { inspectionScheduleSchema, type InspectionSchedule } from '@altum/domain';
import * as v from 'valibot';

export interface WindowRow {
  /** Stable across edits, for React and for the row's errors. */
  key: string;
  weekday: number;
  start: string;
  end: string;
  capacity: string;
}

export interface ScheduleFormValues {
  windows: WindowRow[];
  blackoutDays: string[];
  earliestNoticeHours: string;
  horizonDays: string;
}

export interface ScheduleFormErrors {
  windows: Record<string, { start?: string; end?: string; capacity?: string }>;
  /** About the windows together (two starting at once, too many). */
  windowsAll?: string;
  blackoutDays?: string;
  earliestNoticeHours?: string;
  horizonDays?: string;
}

/** The week as the office reads it: Monday first. 0 = Sunday, as in the schedule. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const SCHEDULE_MESSAGES = {
  start: 'Enter the time the window starts.',
  end: 'Enter the time the window ends.',
  capacity: 'Places: a whole number from 0 to 20.',
  tooMany: 'At most 60 windows a week.',
  blackoutDays: 'Each blackout day must be a date (at most 366).',
  earliestNoticeHours: 'Earliest notice: from 0 to 168 hours (a week).',
  horizonDays: 'Horizon: a whole number of days from 1 to 90.',
} as const;

let rowCount = 0;
export const newRowKey = () => `window-${(rowCount += 1)}`;

const byDayAndStart = (a: WindowRow, b: WindowRow) =>
  WEEK.indexOf(a.weekday as (typeof WEEK)[number]) -
    WEEK.indexOf(b.weekday as (typeof WEEK)[number]) || a.start.localeCompare(b.start);

export function toFormValues(schedule: InspectionSchedule): ScheduleFormValues {
  return {
    windows: schedule.windows
      .map((rule) => ({
        key: newRowKey(),
        weekday: rule.weekday,
        start: rule.start,
        end: rule.end,
        capacity: String(rule.capacity),
      }))
      .sort(byDayAndStart),
    blackoutDays: [...schedule.blackoutDays].sort(),
    earliestNoticeHours: String(schedule.earliestNoticeMinutes / 60),
    horizonDays: String(schedule.horizonDays),
  };
}

/** A number typed in a field; an empty field is no number (never 0). */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The schedule the values describe, as the schema will judge it. */
function candidate(values: ScheduleFormValues) {
  return {
    windows: values.windows.map((row) => ({
      weekday: row.weekday,
      start: row.start,
      end: row.end,
      capacity: typedNumber(row.capacity),
    })),
    blackoutDays: values.blackoutDays,
    earliestNoticeMinutes: Math.round(typedNumber(values.earliestNoticeHours) * 60),
    horizonDays: typedNumber(values.horizonDays),
  };
}

/** The rows that share a day and a start with another row. */
function sameStartRows(rows: WindowRow[]): WindowRow[] {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.weekday} ${row.start}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return rows.filter((row) => (seen.get(`${row.weekday} ${row.start}`) ?? 0) > 1);
}

/** The schedule the form holds, or what is wrong with it, field by field. */
export function readScheduleForm(
  values: ScheduleFormValues,
): { schedule: InspectionSchedule } | { errors: ScheduleFormErrors } {
  const parsed = v.safeParse(inspectionScheduleSchema, candidate(values));
  if (parsed.success) return { schedule: parsed.output };
  const errors: ScheduleFormErrors = { windows: {} };
  for (const issue of parsed.issues) {
    const path = (issue.path ?? []).map((item) => item.key);
    const [field, index, part] = path;
    if (field === 'windows' && typeof index === 'number') {
      const row = values.windows[index];
      if (!row) continue;
      const rowErrors = (errors.windows[row.key] ??= {});
      // The rule's own check (it ends after it starts) is about the whole window: shown at its end.
      if (part === 'start') rowErrors.start ??= SCHEDULE_MESSAGES.start;
      else if (part === 'capacity') rowErrors.capacity ??= SCHEDULE_MESSAGES.capacity;
      else if (part === 'end') rowErrors.end ??= SCHEDULE_MESSAGES.end;
      else rowErrors.end ??= issue.message;
    } else if (field === 'windows') {
      const same = sameStartRows(values.windows);
      errors.windowsAll ??= same.length > 0 ? issue.message : SCHEDULE_MESSAGES.tooMany;
      for (const row of same) (errors.windows[row.key] ??= {}).start ??= issue.message;
    } else if (field === 'blackoutDays') errors.blackoutDays = SCHEDULE_MESSAGES.blackoutDays;
    else if (field === 'earliestNoticeMinutes')
      errors.earliestNoticeHours = SCHEDULE_MESSAGES.earliestNoticeHours;
    else if (field === 'horizonDays') errors.horizonDays = SCHEDULE_MESSAGES.horizonDays;
  }
  return { errors };
}
