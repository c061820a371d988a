import { describe, expect, it } from 'vitest';
import { formatClock, isWithinBusinessHours, openingHoursLines, zonedClock } from './hours';

// Houston is UTC-6 in winter (CST), UTC-5 in summer (CDT).
const houston = (iso: string) => Date.parse(iso);

describe('opening hours', () => {
  it('prints the lines the site has always shown', () => {
    expect(openingHoursLines()).toEqual([
      { days: 'Mon - Fri', hours: '8:00 AM - 6:00 PM' },
      { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
      { days: 'Sun', hours: 'Closed' },
      { days: 'Emergency', hours: '24/7' },
    ]);
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });

  it("reads an instant on Houston's clock, daylight saving included", () => {
    // Tuesday 2026-11-24 14:00 UTC = 08:00 CST.
    expect(zonedClock(houston('2026-11-24T14:00:00Z'), 'America/Chicago')).toEqual({
      weekday: 2,
      minutes: 8 * 60,
    });
    // Wednesday 2026-07-01 13:00 UTC = 08:00 CDT.
    expect(zonedClock(houston('2026-07-01T13:00:00Z'), 'America/Chicago').minutes).toBe(480);
  });

  it('is open from the opening minute until just before closing, closed on Sunday', () => {
    expect(isWithinBusinessHours(houston('2026-11-24T13:59:00Z'))).toBe(false); // Tue 7:59
    expect(isWithinBusinessHours(houston('2026-11-24T14:00:00Z'))).toBe(true); // Tue 8:00
    expect(isWithinBusinessHours(houston('2026-11-24T23:59:00Z'))).toBe(true); // Tue 17:59
    expect(isWithinBusinessHours(houston('2026-11-25T00:00:00Z'))).toBe(false); // Tue 18:00
    expect(isWithinBusinessHours(houston('2026-11-28T15:00:00Z'))).toBe(true); // Sat 9:00
    expect(isWithinBusinessHours(houston('2026-11-28T22:00:00Z'))).toBe(false); // Sat 16:00
    expect(isWithinBusinessHours(houston('2026-11-29T18:00:00Z'))).toBe(false); // Sun noon
  });
});
