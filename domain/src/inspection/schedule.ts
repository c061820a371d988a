/**
 * When inspections can be booked: weekly windows on the office's clock (Houston), each with
 * a capacity (inspections that can run at once), blackout days, the earliest notice and the
 * horizon. Admins edit it on the Inspections screen; the booking function and the public
 * availability read the same values.
 */
import * as v from 'valibot';

/** 'HH:MM', 24 h. */
const clock = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const inspectionWindowRuleSchema = v.pipe(
  v.object({
    /** 0 = Sunday ... 6 = Saturday. */
    weekday: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
    start: clock,
    end: clock,
    capacity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
  }),
  v.check((rule) => rule.start < rule.end, 'A window ends after it starts.'),
);

/** A window is named by its day and start ('2026-12-01T10:00'): one per start on a weekday. */
export const SAME_START_MESSAGE = 'Two windows on one day start at the same time.';

export const inspectionScheduleSchema = v.object({
  windows: v.pipe(
    v.array(inspectionWindowRuleSchema),
    v.maxLength(60),
    v.check(
      (rules) => new Set(rules.map((r) => `${r.weekday} ${r.start}`)).size === rules.length,
      SAME_START_MESSAGE,
    ),
  ),
  /** Company calendar days, 'YYYY-MM-DD', on which nothing can be booked. */
  blackoutDays: v.pipe(v.array(v.pipe(v.string(), v.isoDate())), v.maxLength(366)),
  earliestNoticeMinutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 24 * 60)),
  horizonDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90)),
});

export type InspectionWindowRule = v.InferOutput<typeof inspectionWindowRuleSchema>;
export type InspectionSchedule = v.InferOutput<typeof inspectionScheduleSchema>;

const DEFAULT_TIMES = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['13:00', '15:00'],
  ['15:00', '17:00'],
] as const;

/** Monday to Saturday, 8–10, 10–12, 1–3 and 3–5, one inspection at a time. */
export const DEFAULT_INSPECTION_SCHEDULE: InspectionSchedule = {
  windows: [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    DEFAULT_TIMES.map(([start, end]) => ({ weekday, start, end, capacity: 1 })),
  ),
  blackoutDays: [],
  earliestNoticeMinutes: 120,
  horizonDays: 14,
};

/**
 * The schedule as staff book it: any window not yet started, never past its capacity. The
 * earliest notice is the homeowner's bound (the office can still send someone today).
 */
export function staffBookingSchedule(schedule: InspectionSchedule): InspectionSchedule {
  return { ...schedule, earliestNoticeMinutes: 0 };
}
