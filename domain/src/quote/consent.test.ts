import { describe, expect, it } from 'vitest';
import { QUOTE_ESIGN_CONSENT } from './consent';

describe('QUOTE_ESIGN_CONSENT', () => {
  it('names its version and says what the homeowner agrees to', () => {
    expect(QUOTE_ESIGN_CONSENT.version).toMatch(/^esign-consent-\d{4}-\d{2}-\d{2}$/);
    expect(QUOTE_ESIGN_CONSENT.text).toContain('electronically');
    expect(QUOTE_ESIGN_CONSENT.text).toContain('paper copy');
  });
});
