import { describe, expect, it } from 'vitest';
import { medianOf, quoteMonth, quoteStats, type QuoteStatVersion } from './stats';

const DAY_MS = 86_400_000;
const ms = (iso: string) => Date.parse(iso);

describe('quoteMonth', () => {
  it("follows Houston's calendar at the month's edges", () => {
    // 23:59 on Nov 30 in Houston (CST) is still November.
    expect(quoteMonth(ms('2026-12-01T05:59:00Z')).month).toBe('2026-11');
    const december = quoteMonth(ms('2026-12-01T06:00:00Z'));
    expect(december).toEqual({
      month: '2026-12',
      start: ms('2026-12-01T06:00:00Z'),
      end: ms('2027-01-01T06:00:00Z'),
    });
  });

  it('starts each month at midnight whatever the offset (daylight saving)', () => {
    // November begins in daylight time (CDT) and ends in standard time (CST).
    expect(quoteMonth(ms('2026-11-15T12:00:00Z'))).toEqual({
      month: '2026-11',
      start: ms('2026-11-01T05:00:00Z'),
      end: ms('2026-12-01T06:00:00Z'),
    });
    expect(quoteMonth(ms('2026-03-31T12:00:00Z')).end).toBe(ms('2026-04-01T05:00:00Z'));
  });
});

describe('medianOf', () => {
  it('takes the middle value, the mean of the two middle ones, or none', () => {
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([7])).toBe(7);
    expect(medianOf([])).toBeNull();
  });
});

describe('quoteStats', () => {
  const now = ms('2026-12-15T18:00:00Z');
  const version = (
    leadId: string,
    n: number,
    sentAt: string,
    acceptedAt: string | null = null,
  ): QuoteStatVersion => ({
    leadId,
    version: n,
    sentAt: ms(sentAt),
    acceptedAt: acceptedAt === null ? null : ms(acceptedAt),
  });

  it('counts leads sent and accepted this month, and the share of this month accepted', () => {
    const stats = quoteStats(
      [
        // a: v1 and a revision this month, the revision accepted: one sent, one accepted.
        version('a', 1, '2026-12-02T15:00:00Z'),
        version('a', 2, '2026-12-04T15:00:00Z', '2026-12-05T15:00:00Z'),
        // b: sent this month, not accepted.
        version('b', 1, '2026-12-03T15:00:00Z'),
        // c: sent last month (Nov 30, 23:30 in Houston), accepted this month.
        version('c', 1, '2026-12-01T05:30:00Z', '2026-12-01T06:30:00Z'),
        // d: sent and accepted last month: not in this month's figures.
        version('d', 1, '2026-11-10T15:00:00Z', '2026-11-11T15:00:00Z'),
      ],
      new Map(),
      now,
    );
    expect(stats).toMatchObject({
      month: '2026-12',
      sent: 2,
      accepted: 2,
      acceptedOfSent: 1,
      acceptanceRate: 0.5,
      medianDaysToQuote: null,
      timedQuotes: 0,
    });
  });

  it('has no rate and no median without quotes', () => {
    expect(quoteStats([], new Map(), now)).toEqual({
      month: '2026-12',
      sent: 0,
      accepted: 0,
      acceptedOfSent: 0,
      acceptanceRate: null,
      medianDaysToQuote: null,
      timedQuotes: 0,
    });
  });

  it("takes the median days from the inspection to each lead's first version", () => {
    const inspections = new Map<string, number | null>([
      ['a', ms('2026-12-02T15:00:00Z') - 2 * DAY_MS],
      ['b', ms('2026-12-03T15:00:00Z') - 4 * DAY_MS],
      ['c', ms('2026-12-05T15:00:00Z') - 1 * DAY_MS],
      // Inspected after the quote (quoted from photos): not timed.
      ['e', ms('2026-12-09T15:00:00Z')],
      ['f', null],
    ]);
    const versions = [
      version('a', 1, '2026-12-02T15:00:00Z'),
      version('b', 1, '2026-12-03T15:00:00Z'),
      version('c', 1, '2026-12-05T15:00:00Z'),
      version('e', 1, '2026-12-08T15:00:00Z'),
      version('f', 1, '2026-12-08T15:00:00Z'),
      // A revision is not the first quote.
      version('g', 2, '2026-12-08T15:00:00Z'),
    ];
    const odd = quoteStats(versions, inspections, now);
    expect(odd.medianDaysToQuote).toBe(2);
    expect(odd.timedQuotes).toBe(3);
    inspections.set('g', ms('2026-12-01T15:00:00Z'));
    inspections.set('d', ms('2026-12-01T15:00:00Z'));
    const even = quoteStats(
      [...versions, version('d', 1, '2026-12-08T15:00:00Z')],
      inspections,
      now,
    );
    expect(even.timedQuotes).toBe(4);
    expect(even.medianDaysToQuote).toBe(3);
  });
});
