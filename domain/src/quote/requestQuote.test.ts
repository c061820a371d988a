import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requestQuoteSchema } from './requestQuote';

const at = new Date('2026-11-20T15:00:00Z');
const projection = {
  quoteId: 'v2',
  version: 2,
  items: [{ description: 'Repair', quantity: 1.5, unit: 'square', unitPriceCents: 45_000 }],
  options: [],
  notes: '',
  validUntil: '2026-12-31',
  insuranceClaim: true,
  status: 'accepted',
  sentAt: at,
  contentSha256: '0f'.repeat(32),
  acceptance: { optionTier: null, typedName: 'Maria Lopez', acceptedAt: at },
  changeRequest: { at },
  updatedAt: at,
};

describe("the homeowner's quote projection", () => {
  it('reads the shape the functions write', () => {
    expect(v.is(requestQuoteSchema, projection)).toBe(true);
    const { acceptance: _a, changeRequest: _c, ...sent } = projection;
    expect(v.is(requestQuoteSchema, { ...sent, status: 'sent' })).toBe(true);
  });

  it('refuses a draft, a malformed id or hash, a fractional cent and a fourth option', () => {
    const bad = [
      { status: 'draft' },
      { quoteId: '2' },
      { contentSha256: 'XYZ' },
      { items: [{ description: 'x', quantity: 1, unit: 'each', unitPriceCents: 10.5 }] },
      {
        options: ['good', 'better', 'best', 'good'].map((tier) => ({
          tier,
          label: tier,
          items: [],
        })),
      },
    ];
    for (const change of bad)
      expect(v.is(requestQuoteSchema, { ...projection, ...change })).toBe(false);
  });
});
