import { describe, expect, it } from 'vitest';
import {
  isQuoteCheckDue,
  nextQuoteCheckAt,
  quoteCheckMoments,
  quoteReminderAt,
  QUOTE_UNOPENED_AFTER_MS,
  type QuoteCheckFacts,
} from './followUp';

const HOUR_MS = 3_600_000;
const sentAt = new Date('2026-12-01T15:00:00Z');
const sent = (change: Partial<QuoteCheckFacts> = {}): QuoteCheckFacts => ({
  status: 'sent',
  validUntil: '2026-12-31',
  sentAt,
  ...change,
});

describe('the unopened follow-up', () => {
  const at = (ms: number) => new Date(sentAt.getTime() + ms);

  it('falls due exactly 48 hours after the send, not a millisecond before', () => {
    const { unopened } = quoteCheckMoments(sent(), sentAt);
    expect(unopened).toEqual(at(48 * HOUR_MS));
    expect(isQuoteCheckDue(unopened, at(QUOTE_UNOPENED_AFTER_MS - 1))).toBe(false);
    expect(isQuoteCheckDue(unopened, at(QUOTE_UNOPENED_AFTER_MS))).toBe(true);
  });

  it('is gone once the quote was viewed, answered, or the follow-up proposed', () => {
    const now = at(50 * HOUR_MS);
    expect(quoteCheckMoments(sent({ viewedAt: at(HOUR_MS) }), now).unopened).toBeNull();
    expect(quoteCheckMoments(sent({ status: 'viewed' }), now).unopened).toBeNull();
    expect(quoteCheckMoments(sent({ status: 'accepted' }), now).unopened).toBeNull();
    expect(quoteCheckMoments(sent({ status: 'changesRequested' }), now).unopened).toBeNull();
    expect(quoteCheckMoments(sent({ unopenedFollowUpAt: now }), now).unopened).toBeNull();
  });
});

describe('the reminder before expiry', () => {
  it('is at 9:00 in Houston three days before the valid-until day', () => {
    // Winter, UTC-6.
    expect(quoteReminderAt('2026-12-31')).toEqual(new Date('2026-12-28T15:00:00Z'));
    // Summer, UTC-5.
    expect(quoteReminderAt('2026-07-10')).toEqual(new Date('2026-07-07T14:00:00Z'));
    // Across a month and a year.
    expect(quoteReminderAt('2027-01-02')).toEqual(new Date('2026-12-30T15:00:00Z'));
    expect(quoteReminderAt('not a day')).toBeNull();
  });

  it('keeps the wall time across a daylight-saving change', () => {
    // Spring forward on Sunday 2026-03-08: a reminder on Mar 7 is at CST, on Mar 9 at CDT.
    expect(quoteReminderAt('2026-03-10')).toEqual(new Date('2026-03-07T15:00:00Z'));
    expect(quoteReminderAt('2026-03-12')).toEqual(new Date('2026-03-09T14:00:00Z'));
    // Fall back on Sunday 2026-11-01: the reminder on Oct 31 (CDT) comes 88 hours before the
    // valid-until day Nov 3 ends at midnight CST (a day of 25 hours in between).
    const reminder = quoteReminderAt('2026-11-03') as Date;
    expect(reminder).toEqual(new Date('2026-10-31T14:00:00Z'));
    const ends = new Date('2026-11-04T06:00:00Z');
    expect(ends.getTime() - reminder.getTime()).toBe(88 * HOUR_MS);
    const facts = sent({ validUntil: '2026-11-03', sentAt: new Date('2026-10-20T15:00:00Z') });
    expect(isQuoteCheckDue(quoteCheckMoments(facts, reminder).reminder, reminder)).toBe(true);
    const before = new Date(reminder.getTime() - 1);
    expect(isQuoteCheckDue(quoteCheckMoments(facts, before).reminder, before)).toBe(false);
    // Still due on the last minute of the day, gone once it has ended.
    const last = new Date(ends.getTime() - 60_000);
    expect(quoteCheckMoments(facts, last).reminder).toEqual(reminder);
    expect(quoteCheckMoments(facts, ends).reminder).toBeNull();
  });

  it('goes to a sent or viewed quote only, once, and not to one sent inside the window', () => {
    const now = new Date('2026-12-29T12:00:00Z');
    const at = new Date('2026-12-28T15:00:00Z');
    expect(quoteCheckMoments(sent(), now).reminder).toEqual(at);
    expect(quoteCheckMoments(sent({ status: 'viewed' }), now).reminder).toEqual(at);
    expect(quoteCheckMoments(sent({ status: 'accepted' }), now).reminder).toBeNull();
    expect(quoteCheckMoments(sent({ status: 'changesRequested' }), now).reminder).toBeNull();
    expect(quoteCheckMoments(sent({ expiryReminderAt: now }), now).reminder).toBeNull();
    const late = sent({ sentAt: new Date('2026-12-28T16:00:00Z') });
    expect(quoteCheckMoments(late, now).reminder).toBeNull();
  });
});

describe('nextQuoteCheckAt', () => {
  it('is the earliest check left, due or to come, and null when none is', () => {
    const early = new Date('2026-12-02T00:00:00Z');
    expect(nextQuoteCheckAt(sent(), early)).toEqual(new Date('2026-12-03T15:00:00Z'));
    const viewed = sent({ status: 'viewed', viewedAt: early });
    expect(nextQuoteCheckAt(viewed, early)).toEqual(new Date('2026-12-28T15:00:00Z'));
    // Due already: still the moment (the sweep does it).
    const late = new Date('2026-12-29T00:00:00Z');
    expect(nextQuoteCheckAt(viewed, late)).toEqual(new Date('2026-12-28T15:00:00Z'));
    expect(nextQuoteCheckAt({ ...viewed, expiryReminderAt: late }, late)).toBeNull();
    expect(nextQuoteCheckAt(sent({ status: 'accepted' }), early)).toBeNull();
  });
});
