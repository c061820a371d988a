import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { leadAlertPayloadSchema } from '../alerts/alerts';
import { bookingAlertPayload, bookingAlertText } from './alert';
import {
  changeableUntil,
  isOpenForBooking,
  isReminderDue,
  nextOpenWindows,
  placesLeftText,
  readInspectionSchedule,
  reminderEvening,
  reminderTime,
  requestPath,
  requestStatus,
  requestStatusText,
  windowsWithPlaces,
} from './booking';
import { DEFAULT_INSPECTION_SCHEDULE, type InspectionSchedule } from './schedule';
import { windowById } from './windows';

const at = (iso: string) => Date.parse(iso);
const window = (id: string, schedule: InspectionSchedule = DEFAULT_INSPECTION_SCHEDULE) => {
  const found = windowById(schedule, id);
  if (!found) throw new Error(`no window ${id}`);
  return found;
};
/** Every day of the week, 8–10: for windows on the Sundays the clocks change. */
const everyDay: InspectionSchedule = {
  ...DEFAULT_INSPECTION_SCHEDULE,
  windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    start: '08:00',
    end: '10:00',
    capacity: 2,
  })),
};

describe('the stored schedule', () => {
  it('is read through the schema, the default standing in for one missing or malformed', () => {
    const custom = { ...DEFAULT_INSPECTION_SCHEDULE, horizonDays: 7 };
    expect(readInspectionSchedule(custom)).toEqual(custom);
    expect(readInspectionSchedule(undefined)).toEqual(DEFAULT_INSPECTION_SCHEDULE);
    expect(readInspectionSchedule({ ...custom, horizonDays: 0 })).toEqual(
      DEFAULT_INSPECTION_SCHEDULE,
    );
    // Extra fields (who saved it, when) are no reason to ignore the schedule.
    expect(readInspectionSchedule({ ...custom, updatedBy: 'ada' })).toEqual(custom);
  });
});

describe('places left and the next open windows', () => {
  // Monday 30 November 2026, 7:00 in Houston.
  const monday7am = at('2026-11-30T13:00:00Z');

  it('counts places per window from the schedule’s capacity, never below 0', () => {
    const booked = new Map([
      ['2026-11-30T10:00', 1],
      ['2026-11-30T13:00', 3],
    ]);
    const windows = windowsWithPlaces(DEFAULT_INSPECTION_SCHEDULE, monday7am, booked);
    expect(windows[0]).toEqual({
      id: '2026-11-30T10:00',
      start: new Date('2026-11-30T16:00:00Z'),
      end: new Date('2026-11-30T18:00:00Z'),
      left: 0,
    });
    expect(windows[1]?.left).toBe(0);
    expect(windows[2]).toMatchObject({ id: '2026-11-30T15:00', left: 1 });
  });

  it('offers the soonest windows with a place left, six at most, never the refused one', () => {
    const booked = new Map([
      ['2026-11-30T13:00', 1],
      ['2026-12-01T08:00', 1],
    ]);
    const offered = nextOpenWindows(
      DEFAULT_INSPECTION_SCHEDULE,
      monday7am,
      booked,
      '2026-11-30T10:00',
    );
    expect(offered.map((w) => w.id)).toEqual([
      '2026-11-30T15:00',
      '2026-12-01T10:00',
      '2026-12-01T13:00',
      '2026-12-01T15:00',
      '2026-12-02T08:00',
      '2026-12-02T10:00',
    ]);
    expect(offered.every((w) => w.left === 1)).toBe(true);
  });

  it('offers nothing when every window is full', () => {
    const schedule = { ...DEFAULT_INSPECTION_SCHEDULE, horizonDays: 1 };
    const all = windowsWithPlaces(schedule, monday7am, new Map());
    const full = new Map(all.map((w) => [w.id, 1]));
    expect(nextOpenWindows(schedule, monday7am, full)).toEqual([]);
  });
});

describe('the reminder: 18:00 in Houston the day before', () => {
  it('is 18:00 CST the day before a winter window', () => {
    expect(reminderTime(window('2026-12-01T10:00')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('keeps 18:00 on both sides of the spring change (Sunday 8 March 2026)', () => {
    // The window on the Sunday itself: its eve is Saturday, still CST (UTC-6).
    expect(reminderTime(window('2026-03-08T08:00', everyDay)).toISOString()).toBe(
      '2026-03-08T00:00:00.000Z',
    );
    // Monday's eve is the Sunday, already CDT (UTC-5).
    expect(reminderTime(window('2026-03-09T08:00')).toISOString()).toBe('2026-03-08T23:00:00.000Z');
  });

  it('keeps 18:00 on both sides of the autumn change (Sunday 1 November 2026)', () => {
    // The window on the Sunday: its eve is Saturday, still CDT (UTC-5).
    expect(reminderTime(window('2026-11-01T08:00', everyDay)).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    // Monday's eve is the Sunday, back on CST (UTC-6).
    expect(reminderTime(window('2026-11-02T08:00')).toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });

  it('is due from its time until the window starts, for a booking made before it', () => {
    const w = window('2026-12-01T10:00'); // reminder 2026-12-01T00:00Z
    const booking = { start: w.start, changedAt: new Date('2026-11-28T15:00:00Z') };
    expect(isReminderDue(booking, at('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isReminderDue(booking, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isReminderDue(booking, at('2026-12-01T15:59:59Z'))).toBe(true);
    expect(isReminderDue(booking, at('2026-12-01T16:00:00Z'))).toBe(false);
  });

  it('is not due for a booking made or moved after the reminder time', () => {
    const w = window('2026-12-01T10:00');
    const late = { start: w.start, changedAt: new Date('2026-12-01T01:00:00Z') };
    expect(isReminderDue(late, at('2026-12-01T02:00:00Z'))).toBe(false);
  });
});

describe('the earliest notice', () => {
  it('ends changes the notice before the start, on either side of a change of clock', () => {
    expect(changeableUntil(window('2026-03-09T10:00'), DEFAULT_INSPECTION_SCHEDULE)).toEqual(
      new Date('2026-03-09T13:00:00Z'),
    );
    expect(changeableUntil(window('2026-03-07T10:00'), DEFAULT_INSPECTION_SCHEDULE)).toEqual(
      new Date('2026-03-07T14:00:00Z'),
    );
  });
});

describe('the request’s status', () => {
  it('is received, then called, then booked, then done', () => {
    expect(requestStatus({})).toBe('received');
    expect(requestStatus({ status: 'new' })).toBe('received');
    expect(requestStatus({ status: 'contacted', firstContactAt: new Date() })).toBe('called');
    expect(
      requestStatus({
        status: 'contacted',
        firstContactAt: new Date(),
        booking: { status: 'booked' },
      }),
    ).toBe('booked');
    expect(requestStatus({ booking: { status: 'booked' } })).toBe('booked');
    expect(requestStatus({ booking: { status: 'cancelled' } })).toBe('received');
    expect(requestStatus({ status: 'won', firstContactAt: new Date() })).toBe('done');
    expect(requestStatus({ status: 'lost', booking: { status: 'booked' } })).toBe('done');
  });

  it('is open for a homeowner’s booking until the lead is closed', () => {
    expect(isOpenForBooking({ status: 'contacted' })).toBe(true);
    expect(isOpenForBooking({})).toBe(true);
    expect(isOpenForBooking({ status: 'won' })).toBe(false);
  });

  it('reads in plain words, the booked window on Houston’s clock in winter and summer', () => {
    expect(requestStatusText('received')).toBe('Received.');
    expect(requestStatusText('called')).toBe('We called you.');
    expect(requestStatusText('booked', window('2026-12-01T10:00'))).toBe(
      'Inspection booked for Tuesday 1 December, 10–12.',
    );
    expect(requestStatusText('booked', window('2026-03-09T08:00'))).toBe(
      'Inspection booked for Monday 9 March, 8–10.',
    );
    expect(requestStatusText('booked', window('2026-11-02T15:00'))).toBe(
      'Inspection booked for Monday 2 November, 3–5.',
    );
    expect(requestStatusText('done')).toBe('Done.');
    expect(requestPath('AbC123')).toBe('/request/AbC123');
  });
});

describe('the staff alert for a booking', () => {
  it('says "booked Tue 10–12", and never the phone or address', () => {
    const tue = window('2026-12-01T10:00');
    const payload = bookingAlertPayload(
      'L1',
      { name: 'Maria Lopez', service: 'storm-damage' },
      'booked',
      tue,
    );
    expect(payload).toMatchObject({
      kind: 'booking',
      title: 'Booked: Maria',
      service: 'Storm Damage Assessment',
      timeline: 'booked Tue 10–12',
      tag: 'lead-L1',
      url: '/admin/leads?lead=L1',
    });
    expect(v.is(leadAlertPayloadSchema, payload)).toBe(true);
  });

  it('says what moved and what was cancelled, on Houston’s clock across the changes', () => {
    const before = window('2026-10-31T10:00'); // CDT
    const after = window('2026-11-02T13:00'); // CST
    expect(bookingAlertText('rescheduled', after, before)).toBe('booked Mon 1–3, was Sat 10–12');
    expect(bookingAlertText('cancelled', window('2026-03-09T08:00'))).toBe('cancelled Mon 8–10');
    expect(
      bookingAlertPayload('L1', { name: 'Maria', service: 'leak-damage' }, 'cancelled', after)
        .title,
    ).toBe('Cancelled: Maria');
  });
});

describe('places left, in words', () => {
  it('counts places, one place, and says a window is full', () => {
    expect(placesLeftText(2)).toBe('2 places left');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(0)).toBe('Full');
  });
});

describe('reminderEvening', () => {
  it('is today from 18:00 in Houston, yesterday before', () => {
    // 17:59 and 18:00 CST on Tuesday 3 March 2037.
    expect(reminderEvening(Date.parse('2037-03-03T23:59:00Z'))).toEqual({
      day: '2037-03-02',
      at: Date.parse('2037-03-03T00:00:00Z'),
    });
    expect(reminderEvening(Date.parse('2037-03-04T00:00:00Z'))).toEqual({
      day: '2037-03-03',
      at: Date.parse('2037-03-04T00:00:00Z'),
    });
    // 01:00 on Wednesday, Houston: still Tuesday's evening.
    expect(reminderEvening(Date.parse('2037-03-04T07:00:00Z')).day).toBe('2037-03-03');
  });

  it("is the evening every reminder of the next day's windows falls due", () => {
    for (const start of ['2037-03-04T14:00:00Z', '2037-11-02T14:00:00Z']) {
      const due = reminderTime({ start: new Date(start) }).getTime();
      expect(reminderEvening(due).at).toBe(due);
      expect(reminderEvening(due - 1).at).toBeLessThan(due);
    }
  });
});
