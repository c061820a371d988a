import { describe, expect, it } from 'vitest';
import { alsoAskedOn, attemptCountLabel, proposeFollowUp } from './work';

const at = (iso: string) => new Date(iso);

describe('proposeFollowUp', () => {
  it('proposes an hour after the first try, even across the spring-forward hour', () => {
    // 01:30 CST on the morning clocks go forward: an hour later is 03:30 CDT.
    expect(proposeFollowUp(1, at('2026-03-08T07:30:00Z'))).toEqual(at('2026-03-08T08:30:00Z'));
  });

  it('proposes the next morning at 9:00 in Houston after the second', () => {
    // Afternoon before clocks go forward: 9:00 the next day is CDT (UTC-5).
    expect(proposeFollowUp(2, at('2026-03-07T21:00:00Z'))).toEqual(at('2026-03-08T14:00:00Z'));
    // Afternoon before clocks go back: 9:00 the next day is CST (UTC-6).
    expect(proposeFollowUp(2, at('2026-10-31T20:00:00Z'))).toEqual(at('2026-11-01T15:00:00Z'));
    // 22:00 in Houston is already the next day in UTC: still the next Houston morning.
    expect(proposeFollowUp(2, at('2026-11-21T04:00:00Z'))).toEqual(at('2026-11-21T15:00:00Z'));
    // 23:30 CST the night before the change, on the UTC day of the change.
    expect(proposeFollowUp(2, at('2026-03-08T05:30:00Z'))).toEqual(at('2026-03-08T14:00:00Z'));
  });

  it('proposes two days later after the third to the fifth try, and nothing after the sixth', () => {
    const sent = at('2026-10-31T15:00:00Z');
    for (const count of [3, 4, 5]) {
      expect(proposeFollowUp(count, sent)).toEqual(at('2026-11-02T15:00:00Z'));
    }
    expect(proposeFollowUp(6, sent)).toBeNull();
    expect(proposeFollowUp(9, sent)).toBeNull();
    expect(proposeFollowUp(0, sent)).toBeNull();
  });
});

describe('attemptCountLabel', () => {
  it('counts in words', () => {
    expect(attemptCountLabel(1)).toBe('1 attempt');
    expect(attemptCountLabel(3)).toBe('3 attempts');
  });
});

describe('alsoAskedOn', () => {
  it("names the day on Houston's clock", () => {
    expect(alsoAskedOn(at('2026-10-12T15:00:00Z'))).toBe('Also asked on 12 Oct');
    // 22:30 on the 11th in Houston is already the 12th in UTC.
    expect(alsoAskedOn(at('2026-10-12T03:30:00Z'))).toBe('Also asked on 11 Oct');
  });
});
