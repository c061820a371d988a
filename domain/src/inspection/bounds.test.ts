import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIMIT_MESSAGES,
  BOOKING_LIMITS,
  BOOKING_NOTICE_INTERVAL_MS,
  bookingHoldKeys,
  bookingNotice,
  boundDay,
  HOMEOWNER_CHANGES_IN_ALL,
  HOMEOWNER_CHANGES_PER_DAY,
  holdBlocks,
  mayBookOnline,
  nextHomeownerChange,
  nextNoticeAt,
  visitorMayBook,
} from './bounds';

describe('mayBookOnline', () => {
  it('refuses only a lead the honeypot caught', () => {
    expect(mayBookOnline({ suspectedSpam: 'honeypot' })).toBe(false);
    expect(mayBookOnline({ suspectedSpam: 'too-fast' })).toBe(true);
    expect(mayBookOnline({ suspectedSpam: null })).toBe(true);
    expect(mayBookOnline({})).toBe(true);
  });
});

describe('bookingHoldKeys', () => {
  it('holds the mailbox as the caps count it and the phone as ten digits', () => {
    expect(
      bookingHoldKeys({ email: 'J.Doe+a@GoogleMail.com', phone: '+1 (713) 555-0142' }),
    ).toEqual([
      { kind: 'mailbox', key: 'mailbox:jdoe@gmail.com' },
      { kind: 'phone', key: 'phone:7135550142' },
    ]);
    expect(bookingHoldKeys({ email: 'jdoe+b@gmail.com', phone: '713.555.0142' })).toEqual(
      bookingHoldKeys({ email: 'J.Doe+a@GoogleMail.com', phone: '(713) 555-0142' }),
    );
  });

  it('holds nothing for what is no mailbox or phone', () => {
    expect(bookingHoldKeys({ email: 'nobody', phone: '12' })).toEqual([]);
    expect(bookingHoldKeys({})).toEqual([]);
  });
});

describe('holdBlocks', () => {
  const now = Date.parse('2030-05-01T12:00:00Z');
  it('blocks while another lead’s window has not ended', () => {
    expect(holdBlocks({ leadId: 'other', until: now + 1 }, 'mine', now)).toBe(true);
    expect(holdBlocks({ leadId: 'other', until: now }, 'mine', now)).toBe(false);
    expect(holdBlocks({ leadId: 'mine', until: now + 1 }, 'mine', now)).toBe(false);
    expect(holdBlocks(undefined, 'mine', now)).toBe(false);
  });
});

describe('visitorMayBook', () => {
  it('allows three new bookings a day', () => {
    expect([0, 1, 2, 3, 4].map(visitorMayBook)).toEqual([true, true, true, false, false]);
  });
});

describe('nextHomeownerChange', () => {
  const noon = Date.parse('2030-05-01T17:00:00Z');
  it('counts per Houston day and in all', () => {
    let counts = undefined as Parameters<typeof nextHomeownerChange>[0];
    for (let i = 1; i <= HOMEOWNER_CHANGES_PER_DAY; i++) {
      const next = nextHomeownerChange(counts, noon);
      if (!('counts' in next)) throw new Error('refused');
      expect(next.counts).toEqual({ total: i, day: boundDay(noon), today: i });
      counts = next.counts;
    }
    expect(nextHomeownerChange(counts, noon)).toEqual({ refused: 'changesToday' });
    // 23:30 in Houston is still the same day; 00:30 the next.
    expect(nextHomeownerChange(counts, Date.parse('2030-05-02T04:30:00Z'))).toEqual({
      refused: 'changesToday',
    });
    expect(nextHomeownerChange(counts, Date.parse('2030-05-02T05:30:00Z'))).toEqual({
      counts: { total: 4, day: '2030-05-02', today: 1 },
    });
  });

  it('refuses past the total whatever the day', () => {
    expect(
      nextHomeownerChange({ total: HOMEOWNER_CHANGES_IN_ALL, day: 'old', today: 0 }, noon),
    ).toEqual({ refused: 'changesInAll' });
    expect(
      nextHomeownerChange({ total: HOMEOWNER_CHANGES_IN_ALL - 1, day: 'old', today: 9 }, noon),
    ).toEqual({ counts: { total: HOMEOWNER_CHANGES_IN_ALL, day: boundDay(noon), today: 1 } });
  });
});

describe('bookingNotice', () => {
  const booked = (windowId: string) => ({ windowId, status: 'booked' as const, window: windowId });
  const cancelled = (windowId: string) => ({
    windowId,
    status: 'cancelled' as const,
    window: windowId,
  });
  it('tells the change from what the office knows', () => {
    expect(bookingNotice(null, booked('A'))).toEqual({ kind: 'booked', window: 'A' });
    expect(bookingNotice(booked('A'), booked('C'))).toEqual({
      kind: 'rescheduled',
      window: 'C',
      previous: 'A',
    });
    // Moved to B, then cancelled: the office knew A.
    expect(bookingNotice(booked('A'), cancelled('B'))).toEqual({ kind: 'cancelled', window: 'A' });
    expect(bookingNotice(cancelled('A'), booked('B'))).toEqual({ kind: 'booked', window: 'B' });
  });

  it('tells nothing when the booking is as told', () => {
    expect(bookingNotice(booked('A'), booked('A'))).toBeNull();
    expect(bookingNotice(cancelled('A'), cancelled('B'))).toBeNull();
  });
});

describe('the notice interval and messages', () => {
  it('lets the next notice go five minutes after the last', () => {
    expect(nextNoticeAt(1000)).toBe(1000 + BOOKING_NOTICE_INTERVAL_MS);
    expect(BOOKING_NOTICE_INTERVAL_MS).toBe(5 * 60 * 1000);
  });

  it('asks the homeowner to call for every bound', () => {
    for (const limit of BOOKING_LIMITS) expect(BOOKING_LIMIT_MESSAGES[limit]).toMatch(/call us/);
  });
});
