import { DEFAULT_INSPECTION_SCHEDULE, SAME_START_MESSAGE } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import {
  readScheduleForm,
  SCHEDULE_MESSAGES,
  toFormValues,
  type WindowRow,
} from './scheduleValues';

/** The list's item at `index`, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

describe('the schedule form values', () => {
  it('hold the default schedule and read back to it, Monday first', () => {
    const values = toFormValues(DEFAULT_INSPECTION_SCHEDULE);
    expect(values.windows).toHaveLength(24);
    expect(values.windows[0]).toMatchObject({ weekday: 1, start: '08:00', end: '10:00' });
    expect(values.windows.at(-1)).toMatchObject({ weekday: 6, start: '15:00', end: '17:00' });
    expect(values.earliestNoticeHours).toBe('2');
    expect(values.horizonDays).toBe('14');
    const read = readScheduleForm(values);
    expect('schedule' in read && read.schedule.windows).toHaveLength(24);
    expect(read).toEqual({
      schedule: {
        ...DEFAULT_INSPECTION_SCHEDULE,
        windows: expect.arrayContaining(DEFAULT_INSPECTION_SCHEDULE.windows) as unknown,
      },
    });
  });

  it('turns hours of notice into minutes', () => {
    const values = { ...toFormValues(DEFAULT_INSPECTION_SCHEDULE), earliestNoticeHours: '1.5' };
    const read = readScheduleForm(values);
    expect('schedule' in read && read.schedule.earliestNoticeMinutes).toBe(90);
  });

  it('says what is wrong next to each field, in the screen’s words', () => {
    const values = toFormValues(DEFAULT_INSPECTION_SCHEDULE);
    const [first, second, third] = [0, 1, 2].map((i) => nth(values.windows, i)) as [
      WindowRow,
      WindowRow,
      WindowRow,
    ];
    const broken = {
      ...values,
      windows: [
        { ...first, capacity: '21' },
        { ...second, end: '09:00' },
        { ...third, start: '' },
        ...values.windows.slice(3),
      ],
      earliestNoticeHours: '',
      horizonDays: '91',
    };
    const read = readScheduleForm(broken);
    if (!('errors' in read)) throw new Error('expected errors');
    expect(read.errors.windows[first.key]).toEqual({ capacity: SCHEDULE_MESSAGES.capacity });
    expect(read.errors.windows[second.key]).toEqual({ end: 'A window ends after it starts.' });
    expect(read.errors.windows[third.key]?.start).toBe(SCHEDULE_MESSAGES.start);
    expect(read.errors.earliestNoticeHours).toBe(SCHEDULE_MESSAGES.earliestNoticeHours);
    expect(read.errors.horizonDays).toBe(SCHEDULE_MESSAGES.horizonDays);
  });

  it('marks both windows of a day that start at the same time', () => {
    const values = toFormValues(DEFAULT_INSPECTION_SCHEDULE);
    const [first, second] = [nth(values.windows, 0), nth(values.windows, 1)];
    const read = readScheduleForm({
      ...values,
      windows: [first, { ...second, start: '08:00' }, ...values.windows.slice(2)],
    });
    if (!('errors' in read)) throw new Error('expected errors');
    expect(read.errors.windowsAll).toBe(SAME_START_MESSAGE);
    expect(read.errors.windows[first.key]?.start).toBe(SAME_START_MESSAGE);
    expect(read.errors.windows[second.key]?.start).toBe(SAME_START_MESSAGE);
  });

  it('refuses a capacity that is no whole number, and an empty one', () => {
    const values = toFormValues(DEFAULT_INSPECTION_SCHEDULE);
    for (const capacity of ['', '1.5', '-1']) {
      const first = nth(values.windows, 0);
      const read = readScheduleForm({
        ...values,
        windows: [{ ...first, capacity }, ...values.windows.slice(1)],
      });
      expect('errors' in read && read.errors.windows[first.key]?.capacity).toBe(
        SCHEDULE_MESSAGES.capacity,
      );
    }
  });
});
