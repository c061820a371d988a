import { describe, expect, it } from 'vitest';
import { isQuoteExpired, shownQuoteStatus } from './status';

// Houston is UTC-6 in winter, UTC-5 in summer.
describe('isQuoteExpired', () => {
  it('keeps the whole valid-until day open in Houston', () => {
    // 23:59 on Dec 1 in Houston is 05:59 UTC on Dec 2.
    expect(isQuoteExpired('2026-12-01', new Date('2026-12-02T05:59:00Z'))).toBe(false);
    expect(isQuoteExpired('2026-12-01', new Date('2026-12-02T06:00:00Z'))).toBe(true);
  });

  it('follows daylight saving time', () => {
    expect(isQuoteExpired('2026-07-01', new Date('2026-07-02T04:59:00Z'))).toBe(false);
    expect(isQuoteExpired('2026-07-01', new Date('2026-07-02T05:00:00Z'))).toBe(true);
  });

  it('is open before the day', () => {
    expect(isQuoteExpired('2026-12-01', new Date('2026-11-15T12:00:00Z'))).toBe(false);
  });
});

describe('shownQuoteStatus', () => {
  const before = new Date('2026-11-30T12:00:00Z');
  const after = new Date('2026-12-03T12:00:00Z');
  const quote = (status: Parameters<typeof shownQuoteStatus>[0]['status']) => ({
    status,
    validUntil: '2026-12-01',
  });

  it('shows the stored status while the quote is valid', () => {
    for (const status of ['draft', 'sent', 'viewed', 'accepted', 'changesRequested'] as const) {
      expect(shownQuoteStatus(quote(status), before)).toBe(status);
    }
  });

  it('shows an open offer as expired after its day', () => {
    expect(shownQuoteStatus(quote('sent'), after)).toBe('expired');
    expect(shownQuoteStatus(quote('viewed'), after)).toBe('expired');
    expect(shownQuoteStatus(quote('changesRequested'), after)).toBe('expired');
  });

  it('never expires a draft or an accepted quote', () => {
    expect(shownQuoteStatus(quote('draft'), after)).toBe('draft');
    expect(shownQuoteStatus(quote('accepted'), after)).toBe('accepted');
  });
});
