import { describe, expect, it } from 'vitest';
import { dateToZonedInput, formatZonedTime, zonedDay, zonedInputToDate } from './schedule';

describe('zonedInputToDate (America/Chicago)', () => {
  it('reads a winter time as CST, six hours behind UTC', () => {
    expect(zonedInputToDate('2026-12-01T07:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });

  it('reads a summer time as CDT, five hours behind UTC', () => {
    expect(zonedInputToDate('2026-07-14T07:00')?.toISOString()).toBe('2026-07-14T12:00:00.000Z');
  });

  it('uses the offset in force on each side of a change, on the day of it', () => {
    // 2026-03-08: 2:00 CST becomes 3:00 CDT.
    expect(zonedInputToDate('2026-03-08T01:30')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInputToDate('2026-03-08T03:30')?.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    // 2026-11-01: 2:00 CDT becomes 1:00 CST.
    expect(zonedInputToDate('2026-11-01T00:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInputToDate('2026-11-01T03:00')?.toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });

  it('refuses the skipped hour and takes the first of the repeated one', () => {
    expect(zonedInputToDate('2026-03-08T02:30')).toBeNull();
    expect(zonedInputToDate('2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('refuses text that is no date and time', () => {
    for (const text of ['', '2026-12-01', '2026-02-30T07:00', '2026-12-01T24:00', 'soon'])
      expect(zonedInputToDate(text)).toBeNull();
  });

  it('round-trips with dateToZonedInput on both sides of daylight saving', () => {
    for (const value of ['2026-01-15T18:45', '2026-07-04T09:05', '2026-11-01T03:00']) {
      const at = zonedInputToDate(value);
      expect(at && dateToZonedInput(at)).toBe(value);
    }
  });
});

describe('formatZonedTime', () => {
  it('shows the company clock with its zone', () => {
    expect(formatZonedTime(new Date('2026-12-01T13:00:00Z'))).toBe('Tue, Dec 1, 7:00 AM CST');
    expect(formatZonedTime(new Date('2026-07-14T12:00:00Z'))).toBe('Tue, Jul 14, 7:00 AM CDT');
  });
});

describe('zonedDay', () => {
  it('is the Chicago calendar day, not the UTC one', () => {
    expect(zonedDay(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
    expect(zonedDay(new Date('2026-12-02T07:00:00Z'))).toBe('2026-12-02');
  });
});
