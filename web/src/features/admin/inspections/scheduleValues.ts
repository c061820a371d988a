/**
 * The schedule form's values (text, as the inputs hold them) to and from the schedule, and
 * its check: through the domain's inspectionScheduleSchema, whose issues are said here in the
 * screen's words, next to the field they are about (as a react-hook-form resolver).
 */
import { inspectionScheduleSchema, type InspectionSchedule } from '@altum/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';

export interface WindowRow {
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

type WindowErrors = { start?: string; end?: string; capacity?: string };

export interface ScheduleFormErrors {
  /** By the window's place in `windows`. */
  windows: Record<number, WindowErrors>;
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

const byDayAndStart = (a: WindowRow, b: WindowRow) =>
  WEEK.indexOf(a.weekday as (typeof WEEK)[number]) -
    WEEK.indexOf(b.weekday as (typeof WEEK)[number]) || a.start.localeCompare(b.start);

export function toFormValues(schedule: InspectionSchedule): ScheduleFormValues {
  return {
    windows: schedule.windows
      .map((rule) => ({
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

/** The places of the rows that share a day and a start with another row. */
function sameStartRows(rows: WindowRow[]): number[] {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.weekday} ${row.start}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return rows.flatMap((row, index) =>
    (seen.get(`${row.weekday} ${row.start}`) ?? 0) > 1 ? [index] : [],
  );
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
      if (!values.windows[index]) continue;
      const rowErrors = (errors.windows[index] ??= {});
      // The rule's own check (it ends after it starts) is about the whole window: shown at its end.
      if (part === 'start') rowErrors.start ??= SCHEDULE_MESSAGES.start;
      else if (part === 'capacity') rowErrors.capacity ??= SCHEDULE_MESSAGES.capacity;
      else if (part === 'end') rowErrors.end ??= SCHEDULE_MESSAGES.end;
      else rowErrors.end ??= issue.message;
    } else if (field === 'windows') {
      const same = sameStartRows(values.windows);
      errors.windowsAll ??= same.length > 0 ? issue.message : SCHEDULE_MESSAGES.tooMany;
      for (const index of same) (errors.windows[index] ??= {}).start ??= issue.message;
    } else if (field === 'blackoutDays') errors.blackoutDays = SCHEDULE_MESSAGES.blackoutDays;
    else if (field === 'earliestNoticeMinutes')
      errors.earliestNoticeHours = SCHEDULE_MESSAGES.earliestNoticeHours;
    else if (field === 'horizonDays') errors.horizonDays = SCHEDULE_MESSAGES.horizonDays;
  }
  return { errors };
}

const fieldError = (message: string | undefined): FieldError | undefined =>
  message === undefined ? undefined : { type: 'schedule', message };

/** The errors where react-hook-form keeps them: a window's under its place, `windows.root`. */
function toFieldErrors(errors: ScheduleFormErrors): FieldErrors<ScheduleFormValues> {
  const windows: ({ [field in keyof WindowErrors]?: FieldError } | undefined)[] & {
    root?: FieldError;
  } = [];
  for (const [index, row] of Object.entries(errors.windows)) {
    windows[Number(index)] = {
      start: fieldError(row.start),
      end: fieldError(row.end),
      capacity: fieldError(row.capacity),
    };
  }
  const root = fieldError(errors.windowsAll);
  if (root) windows.root = root;
  const found = {
    windows: windows.length > 0 || root ? windows : undefined,
    blackoutDays: fieldError(errors.blackoutDays),
    earliestNoticeHours: fieldError(errors.earliestNoticeHours),
    horizonDays: fieldError(errors.horizonDays),
  };
  // Only the fields in error: an empty error object counts as one.
  return Object.fromEntries(
    Object.entries(found).filter(([, error]) => error !== undefined),
  ) as FieldErrors<ScheduleFormValues>;
}

/** The form's check on save: the schedule it holds, or its errors field by field. */
export const scheduleResolver: Resolver<ScheduleFormValues, unknown, InspectionSchedule> = (
  values,
) => {
  const read = readScheduleForm(values);
  return 'schedule' in read
    ? { values: read.schedule, errors: {} }
    : { values: {}, errors: toFieldErrors(read.errors) };
};
