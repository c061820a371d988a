import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from './messages';
import { isCalendarDay, validateQuoteVersion } from './validation';
import type { QuoteLineItem } from './types';

const item = (over: Partial<QuoteLineItem> = {}): QuoteLineItem => ({
  description: 'Architectural shingles',
  quantity: 24.5,
  unit: 'square',
  unitPriceCents: 38500,
  ...over,
});

describe('validateQuoteVersion', () => {
  it('accepts a sound quote', () => {
    expect(
      validateQuoteVersion({ items: [item()], options: [], validUntil: '2026-12-31' }),
    ).toEqual({});
  });

  it('names each bad field in plain English', () => {
    const errors = validateQuoteVersion({
      items: [
        item({ description: '  ', unit: '' }),
        item({ quantity: -1, unitPriceCents: 12.5 }),
        item({ quantity: Number.NaN, unitPriceCents: -100 }),
        item({ quantity: 1.0005, unitPriceCents: Infinity }),
        item({ quantity: 10_000, unitPriceCents: 100_000_000 }),
      ],
      options: [],
      validUntil: '2026-02-30',
    });
    expect(errors).toEqual({
      'items.0.description': QUOTE_MESSAGES.descriptionRequired,
      'items.0.unit': QUOTE_MESSAGES.unitRequired,
      'items.1.quantity': QUOTE_MESSAGES.quantityInvalid,
      'items.1.unitPriceCents': QUOTE_MESSAGES.priceInvalid,
      'items.2.quantity': QUOTE_MESSAGES.quantityInvalid,
      'items.2.unitPriceCents': QUOTE_MESSAGES.priceInvalid,
      'items.3.quantity': QUOTE_MESSAGES.quantityTooPrecise,
      'items.3.unitPriceCents': QUOTE_MESSAGES.priceInvalid,
      'items.4.quantity': QUOTE_MESSAGES.quantityTooLarge,
      'items.4.unitPriceCents': QUOTE_MESSAGES.priceTooLarge,
      validUntil: QUOTE_MESSAGES.validUntilInvalid,
    });
  });

  it('checks options: a name, their own items, each tier once', () => {
    const errors = validateQuoteVersion({
      items: [],
      options: [
        { tier: 'good', label: 'Good', items: [item()] },
        { tier: 'good', label: '', items: [] },
        { tier: 'best', label: 'Best', items: [item({ description: '' })] },
      ],
      validUntil: '2026-12-31',
    });
    expect(errors).toEqual({
      'options.1.label': QUOTE_MESSAGES.optionLabelRequired,
      'options.1.tier': QUOTE_MESSAGES.optionDuplicate,
      'options.1.items': QUOTE_MESSAGES.itemsRequired,
      'options.2.items.0.description': QUOTE_MESSAGES.descriptionRequired,
    });
  });

  it('needs something to price', () => {
    expect(validateQuoteVersion({ items: [], options: [], validUntil: '2026-12-31' })).toEqual({
      items: QUOTE_MESSAGES.itemsRequired,
    });
  });

  it('bounds the number of lines', () => {
    const items = Array.from({ length: 101 }, () => item());
    expect(validateQuoteVersion({ items, options: [], validUntil: '2026-12-31' })).toEqual({
      items: QUOTE_MESSAGES.tooManyItems,
    });
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
