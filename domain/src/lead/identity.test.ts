import { describe, expect, it } from 'vitest';
import { leadContactKeys, normalizePhone } from './identity';

describe('normalizePhone', () => {
  it('reads the ways a US number is typed as one number', () => {
    for (const typed of ['(713) 555-0142', '713.555.0142', '+1 713 555 0142', '17135550142']) {
      expect(normalizePhone(typed)).toBe('7135550142');
    }
  });

  it('is null for what is not a ten-digit number', () => {
    expect(normalizePhone('555-0142')).toBeNull();
    expect(normalizePhone('+44 20 7946 0958')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('leadContactKeys', () => {
  it('uses the confirmation cap’s mailbox rule', () => {
    expect(leadContactKeys({ phone: '713-555-0142', email: 'J.Doe+roof@GoogleMail.com' })).toEqual({
      phone: '7135550142',
      mailbox: 'jdoe@gmail.com',
    });
  });

  it('has no mailbox for text that is not an address', () => {
    expect(leadContactKeys({ phone: 'none', email: 'none' })).toEqual({
      phone: null,
      mailbox: null,
    });
  });
});
