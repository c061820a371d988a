import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leadSchema } from './schema';
import { hasControlCharacters, LEAD_EMAIL_REGEX, toMultiLine, toSingleLine } from './text';

const valid = {
  name: 'Maria Lopez',
  phone: '(713) 555-0123',
  email: 'maria@example.com',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  details: '',
};

// tests/rules/contacts.test.ts checks that firestore.rules holds the very same patterns.
describe('lead text shared with firestore.rules', () => {
  it.each([
    ['maria@example.com', true],
    ['maria.lopez+roof@mail.example.co', true],
    ['m_l-9@sub-domain.example.com', true],
    ['maria at example.com', false],
    ['maria@example', false],
    ['maria@@example.com', false],
    ['maria@example.com\r\nBcc: x@example.com', false],
    ['.maria@example.com', false],
    ['maria@example..com', false],
    ['maria@-example.com', false],
  ])('e-mail %j valid: %s', (email, ok) => {
    expect(LEAD_EMAIL_REGEX.test(email)).toBe(ok);
    expect(v.safeParse(leadSchema, { ...valid, email }).success).toBe(ok);
  });
});

describe('control characters', () => {
  it('turns whitespace controls into spaces on one line and removes the rest', () => {
    expect(toSingleLine('Maria\r\nLopez\tJr\u0000\u001b\u007f\u0085')).toBe('Maria Lopez Jr');
    expect(toMultiLine('Leak\r\nin the\tattic\u0000\u0007')).toBe('Leak\r\nin the\tattic');
  });

  it('keeps them out of what the schema outputs', () => {
    const lead = v.parse(leadSchema, {
      ...valid,
      name: 'Maria\r\nBcc: victim@example.com',
      address: '12 Oak St\u0000',
      details: 'Line one\nLine two\u0007',
    });
    expect(lead.name).toBe('Maria Bcc: victim@example.com');
    expect(lead.address).toBe('12 Oak St');
    expect(lead.details).toBe('Line one\nLine two');
    expect(hasControlCharacters(lead.name + lead.address + lead.phone)).toBe(false);
  });

  it('refuses text that is only whitespace or controls', () => {
    for (const name of ['\u0000', '\r\n', '\u00a0\u2003', '\ufeff'])
      expect(v.safeParse(leadSchema, { ...valid, name }).success).toBe(false);
  });
});
