import { describe, expect, it } from 'vitest';
import {
  isFirstContact,
  leadOfEntry,
  quantile,
  speedToLeadDay,
  speedToLeadDays,
  speedToLeadChangesAt,
  speedToLeadEntry,
  speedToLeadStats,
  type SpeedToLeadLead,
} from './speedToLead';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const now = Date.parse('2026-11-24T16:00:00Z');

/** A lead that arrived `daysAgo` days ago and was first answered after `minutes` (or never). */
const lead = (daysAgo: number, minutes: number | null, extra: Partial<SpeedToLeadLead> = {}) => {
  const createdAt = now - daysAgo * DAY;
  return {
    createdAt,
    status: minutes === null ? undefined : 'contacted',
    firstContactAt: minutes === null ? null : createdAt + minutes * MIN,
    ...extra,
  };
};

describe('quantile', () => {
  it('takes the mean of the middle two for the median of an even count', () => {
    expect(quantile([1, 3, 5, 100], 0.5)).toBe(4);
    expect(quantile([2, 4, 6], 0.5)).toBe(4);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('interpolates the 90th percentile', () => {
    // h = 9 * 0.9 = 8.1: 9 + 0.1 * (10 - 9)
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
  });
});

describe('speed-to-lead figures', () => {
  it('gives known answers for known leads', () => {
    const leads = [
      lead(1, 2), // 2 min
      lead(2, 4), // 4 min
      lead(3, 10), // 10 min
      lead(6, 60), // 60 min
      lead(10, 1), // 30-day window only
      lead(20, 30, { status: 'won' }), // 30-day window only
      lead(2, null), // still new, its 5 minutes long over
      lead(0, null, { createdAt: now - 2 * MIN }), // new, 2 minutes old: not yet a miss
      lead(40, 1), // outside both windows
      lead(-1, 2), // after `now` (figures asked for a past moment): not counted
      lead(1, 1, { suspectedSpam: 'honeypot' }), // left out
    ];
    const stats = speedToLeadStats(leads, now);
    expect(stats.last7Days).toEqual({
      leads: 6,
      contacted: 4,
      // 2, 4, 10, 60 minutes: an even count, so the mean of 4 and 10.
      medianMs: 7 * MIN,
      // h = 3 * 0.9 = 2.7: 10 + 0.7 * 50 = 45 minutes.
      p90Ms: 45 * MIN,
      // 2 of the 5 decided (4 answered, 1 missed) within 5 minutes.
      within5MinShare: 2 / 5,
      stillNew: 2,
    });
    expect(stats.last30Days.leads).toBe(8);
    expect(stats.last30Days.contacted).toBe(6);
    // 1, 2, 4, 10, 30, 60 minutes: the mean of 4 and 10 again.
    expect(stats.last30Days.medianMs).toBe(7 * MIN);
    expect(stats.last30Days.within5MinShare).toBe(3 / 7);
    expect(stats.last30Days.stillNew).toBe(2);
  });

  it('says null, not zero, when nothing was answered', () => {
    expect(speedToLeadStats([], now).last7Days).toEqual({
      leads: 0,
      contacted: 0,
      medianMs: null,
      p90Ms: null,
      within5MinShare: null,
      stillNew: 0,
    });
  });
});

describe('first contact', () => {
  it('is the change that first takes a new lead out of new', () => {
    expect(isFirstContact({}, 'contacted')).toBe(true);
    expect(isFirstContact({ status: 'new' }, 'lost')).toBe(true);
    expect(isFirstContact({ status: 'new' }, 'new')).toBe(false);
    expect(isFirstContact({ status: 'contacted' }, 'won')).toBe(false);
    expect(isFirstContact({ status: 'new', firstContactAt: new Date() }, 'won')).toBe(false);
  });
});

describe('speed-to-lead day entries', () => {
  it('give back the same figures as the leads they were made from', () => {
    const leads = [
      lead(1, 2),
      lead(2, null),
      lead(3, 9),
      lead(8, 1),
      lead(29.9, 30),
      lead(0.001, null),
      lead(1, 3, { suspectedSpam: 'honeypot' }),
      lead(4, 12, { status: 'won' }),
    ];
    const entries = leads.map((l) => speedToLeadEntry(l)).filter((e) => e !== null);
    expect(entries).toHaveLength(7);
    expect(speedToLeadStats(entries.map(leadOfEntry), now)).toEqual(speedToLeadStats(leads, now));
  });

  it('cover the 30-day window with 31 UTC days, today last', () => {
    const days = speedToLeadDays(now);
    expect(days).toHaveLength(31);
    expect(days[30]).toBe('2026-11-24');
    expect(days[0]).toBe(speedToLeadDay(now - 30 * DAY));
    expect(speedToLeadEntry({ createdAt: now, status: 'new' })).toEqual([now, null, 1]);
  });
});

describe('speedToLeadChangesAt', () => {
  it('is none without leads, so an idle sweep recomputes nothing', () => {
    expect(speedToLeadChangesAt([], now)).toBeNull();
    expect(speedToLeadChangesAt([lead(1, null, { suspectedSpam: 'honeypot' })], now)).toBeNull();
  });

  it("is a new lead's fifth minute, else the soonest a lead leaves a window", () => {
    const fresh = lead(0, null);
    expect(speedToLeadChangesAt([fresh, lead(3, 2)], now)).toBe(now + 5 * MIN + 1);
    // Answered: its next change is leaving the 7-day window.
    expect(speedToLeadChangesAt([lead(3, 2), lead(20, 1)], now)).toBe(now + 4 * DAY);
    expect(speedToLeadChangesAt([lead(20, 1)], now)).toBe(now + 10 * DAY);
    // A lead dated ahead enters the windows then.
    expect(speedToLeadChangesAt([lead(-2, 1)], now)).toBe(now + 2 * DAY);
  });

  it('leaves the figures as they are until then', () => {
    const leads = [lead(0.001, null), lead(6.5, 3), lead(12, null), lead(29.9, 40)];
    let at = now;
    for (let step = 0; step < 4; step++) {
      const changesAt = speedToLeadChangesAt(leads, at);
      if (changesAt === null) throw new Error('the figures never change');
      expect(speedToLeadStats(leads, changesAt - 1)).toEqual(speedToLeadStats(leads, at));
      expect(speedToLeadStats(leads, changesAt)).not.toEqual(speedToLeadStats(leads, at));
      at = changesAt;
    }
  });
});
