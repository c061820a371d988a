import { LEAD_EMAIL_REGEX, normalizeMailbox } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { mailboxVariant } from './leads';

describe('the abuse check’s addresses', () => {
  it('writes 1,000 different addresses the form accepts, all one Gmail mailbox', () => {
    const variants = Array.from({ length: 1000 }, (_, i) => mailboxVariant('victimabcde', i));
    expect(new Set(variants).size).toBe(1000);
    expect(variants.every((email) => LEAD_EMAIL_REGEX.test(email))).toBe(true);
    expect(new Set(variants.map(normalizeMailbox))).toEqual(new Set(['victimabcde@gmail.com']));
    expect(variants.some((email) => email.endsWith('@googlemail.com'))).toBe(true);
    expect(variants.some((email) => email.includes('+'))).toBe(true);
  });
});
