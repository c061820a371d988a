import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DEFAULT_INSPECTION_SCHEDULE,
  inspectionScheduleSchema,
  staffBookingSchedule,
  type InspectionSchedule,
} from './schedule';
import {
  availabilityChangesAt,
  bookableWindows,
  formatInspectionDay,
  formatInspectionTimes,
  formatInspectionWindow,
  formatInspectionWindowShort,
  isChangeableAt,
  windowById,
} from './windows';

const at = (iso: string) => Date.parse(iso);

describe('the default schedule', () => {
  it('is valid and runs Monday to Saturday, four windows a day', () => {
    expect(v.is(inspectionScheduleSchema, DEFAULT_INSPECTION_SCHEDULE)).toBe(true);
    expect(DEFAULT_INSPECTION_SCHEDULE.windows).toHaveLength(24);
    expect(new Set(DEFAULT_INSPECTION_SCHEDULE.windows.map((w) => w.weekday))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
  });

  it('refuses a window that ends before it starts', () => {
    const bad = {
      ...DEFAULT_INSPECTION_SCHEDULE,
      windows: [{ weekday: 1, start: '10:00', end: '08:00', capacity: 1 }],
    };
    expect(v.is(inspectionScheduleSchema, bad)).toBe(false);
  });

  it('refuses two windows starting at the same time on one day (their ids would collide)', () => {
    const twice = (weekday: number) => ({
      ...DEFAULT_INSPECTION_SCHEDULE,
      windows: [
        { weekday: 1, start: '10:00', end: '12:00', capacity: 1 },
        { weekday, start: '10:00', end: '11:00', capacity: 2 },
      ],
    });
    const refused = v.safeParse(inspectionScheduleSchema, twice(1));
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('Two windows on one day start at the same time.');
    expect(v.is(inspectionScheduleSchema, twice(2))).toBe(true);
  });
});

describe('bookableWindows', () => {
  // Monday 30 November 2026, 7:00 in Houston (CST, UTC-6).
  const monday7am = at('2026-11-30T13:00:00Z');

  it('starts after the earliest notice and keeps to the horizon', () => {
    const windows = bookableWindows(DEFAULT_INSPECTION_SCHEDULE, monday7am);
    // 8-10 starts within 2 hours, so the first is 10-12.
    expect(windows[0]?.id).toBe('2026-11-30T10:00');
    expect(windows[0]?.start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    // 14 days from Monday 30 Nov: up to Sunday 13 Dec; 12 working days of 4 windows, less one.
    expect(windows).toHaveLength(12 * 4 - 1);
    expect(windows.at(-1)?.id).toBe('2026-12-12T15:00');
    expect(windows.some((w) => new Date(w.start).getUTCDay() === 0)).toBe(false);
  });

  it('gives staff the windows inside the earliest notice, not those already started', () => {
    const staffWindows = bookableWindows(
      staffBookingSchedule(DEFAULT_INSPECTION_SCHEDULE),
      monday7am,
    );
    expect(staffWindows[0]?.id).toBe('2026-11-30T08:00');
    expect(staffWindows.slice(1)).toEqual(bookableWindows(DEFAULT_INSPECTION_SCHEDULE, monday7am));
    // At 8:30 the 8-10 window has started: nobody books it.
    const started = bookableWindows(
      staffBookingSchedule(DEFAULT_INSPECTION_SCHEDULE),
      at('2026-11-30T14:30:00Z'),
    );
    expect(started[0]?.id).toBe('2026-11-30T10:00');
  });

  it('leaves out blackout days and windows without capacity', () => {
    const schedule: InspectionSchedule = {
      ...DEFAULT_INSPECTION_SCHEDULE,
      blackoutDays: ['2026-12-01'],
      windows: DEFAULT_INSPECTION_SCHEDULE.windows.map((w) =>
        w.start === '08:00' ? { ...w, capacity: 0 } : w,
      ),
    };
    const ids = bookableWindows(schedule, monday7am).map((w) => w.id);
    expect(ids.some((id) => id.startsWith('2026-12-01'))).toBe(false);
    expect(ids.some((id) => id.endsWith('T08:00'))).toBe(false);
  });

  it('names each window by its wall time on both sides of the spring change', () => {
    // Friday 6 March 2026, noon in Houston; clocks spring forward on Sunday 8 March.
    const windows = bookableWindows(DEFAULT_INSPECTION_SCHEDULE, at('2026-03-06T18:00:00Z'));
    expect(windowStart(windows, '2026-03-07T10:00')).toBe('2026-03-07T16:00:00.000Z'); // CST
    expect(windowStart(windows, '2026-03-09T10:00')).toBe('2026-03-09T15:00:00.000Z'); // CDT
  });

  it('names each window by its wall time on both sides of the autumn change', () => {
    // Friday 30 October 2026; clocks fall back on Sunday 1 November.
    const windows = bookableWindows(DEFAULT_INSPECTION_SCHEDULE, at('2026-10-30T17:00:00Z'));
    expect(windowStart(windows, '2026-10-31T10:00')).toBe('2026-10-31T15:00:00.000Z'); // CDT
    expect(windowStart(windows, '2026-11-02T10:00')).toBe('2026-11-02T16:00:00.000Z'); // CST
  });

  it('skips a window the clock jumps over', () => {
    const schedule: InspectionSchedule = {
      ...DEFAULT_INSPECTION_SCHEDULE,
      windows: [{ weekday: 0, start: '02:00', end: '02:30', capacity: 1 }],
    };
    const ids = bookableWindows(schedule, at('2026-03-06T18:00:00Z')).map((w) => w.id);
    expect(ids).not.toContain('2026-03-08T02:00');
    expect(ids).toContain('2026-03-15T02:00');
  });
});

describe('windowById', () => {
  it('finds a window of the schedule and nothing else', () => {
    expect(windowById(DEFAULT_INSPECTION_SCHEDULE, '2026-12-01T13:00')?.end.toISOString()).toBe(
      '2026-12-01T21:00:00.000Z',
    );
    expect(windowById(DEFAULT_INSPECTION_SCHEDULE, '2026-12-06T13:00')).toBeNull(); // a Sunday
    expect(windowById(DEFAULT_INSPECTION_SCHEDULE, '2026-12-01T12:00')).toBeNull();
    expect(windowById(DEFAULT_INSPECTION_SCHEDULE, 'tomorrow')).toBeNull();
  });
});

describe('isChangeableAt', () => {
  it('allows a change until the earliest notice', () => {
    const window = { start: new Date('2026-12-01T16:00:00Z') };
    expect(isChangeableAt(window, DEFAULT_INSPECTION_SCHEDULE, at('2026-12-01T14:00:00Z'))).toBe(
      true,
    );
    expect(isChangeableAt(window, DEFAULT_INSPECTION_SCHEDULE, at('2026-12-01T14:00:01Z'))).toBe(
      false,
    );
  });
});

describe('formatting on Houston’s clock', () => {
  it('reads as the homeowner and staff read it, in winter and summer', () => {
    const winter = found('2026-12-01T10:00');
    expect(formatInspectionWindow(winter)).toBe('Tuesday 1 December, 10–12');
    expect(formatInspectionWindowShort(winter)).toBe('Tue 10–12');
    const summer = found('2026-07-07T13:00');
    expect(formatInspectionWindow(summer)).toBe('Tuesday 7 July, 1–3');
  });

  it('splits into the day and the times the picker shows, on Houston’s day even late in UTC', () => {
    // 3–5 pm in Houston is already the next day in UTC (21:00–23:00 CST, 20:00–22:00 CDT).
    const late = found('2026-12-05T15:00');
    expect(late.end.toISOString()).toBe('2026-12-05T23:00:00.000Z');
    expect(formatInspectionDay(late)).toBe('Saturday 5 December');
    expect(formatInspectionTimes(late)).toBe('3–5');
    expect(formatInspectionWindow(late)).toBe(
      `${formatInspectionDay(late)}, ${formatInspectionTimes(late)}`,
    );
  });
});

function windowStart(windows: { id: string; start: Date }[], id: string) {
  return windows.find((w) => w.id === id)?.start.toISOString();
}

function found(id: string) {
  const window = windowById(DEFAULT_INSPECTION_SCHEDULE, id);
  if (!window) throw new Error(`no window ${id}`);
  return window;
}

describe('availabilityChangesAt', () => {
  const schedule = DEFAULT_INSPECTION_SCHEDULE;
  const staff = staffBookingSchedule(schedule);
  const ids = (now: number) =>
    [...bookableWindows(schedule, now), ...bookableWindows(staff, now)]
      .map((window) => window.id)
      .join(',');

  it("is the soonest window's start for staff, its notice for homeowners, or midnight", () => {
    // Tuesday 09:30 in Houston: staff lose the 10:00 window first (homeowners' 13:00 at 11:00).
    expect(availabilityChangesAt(schedule, staff, at('2037-03-03T15:30:00Z'))).toBe(
      at('2037-03-03T16:00:00Z') + 1,
    );
    // 10:30: homeowners lose 13:00 at 11:00, before staff lose 13:00 itself.
    expect(availabilityChangesAt(schedule, staff, at('2037-03-03T16:30:00Z'))).toBe(
      at('2037-03-03T17:00:00Z') + 1,
    );
    // Saturday evening: nothing until Monday, but a new day enters the horizon at midnight.
    expect(availabilityChangesAt(schedule, staff, at('2037-03-07T23:50:00Z'))).toBe(
      at('2037-03-08T06:00:00Z'),
    );
  });

  it('leaves the windows as they are until then, on either side of a clock change', () => {
    for (const start of [
      '2037-03-03T15:30:00Z',
      '2037-03-07T23:50:00Z',
      '2037-03-08T07:59:00Z',
      '2037-11-01T05:30:00Z',
      '2037-11-02T14:00:00Z',
    ]) {
      const now = at(start);
      const changesAt = availabilityChangesAt(schedule, staff, now);
      expect(changesAt).toBeGreaterThan(now);
      expect(ids(changesAt - 1)).toBe(ids(now));
    }
  });

  it('is when a window leaves, so a sweep then finds the availability changed', () => {
    const now = at('2037-03-03T15:30:00Z');
    const changesAt = availabilityChangesAt(schedule, staff, now);
    expect(ids(changesAt)).not.toBe(ids(now));
  });
});
