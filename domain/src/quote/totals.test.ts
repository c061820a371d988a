import { describe, expect, it } from 'vitest';
import { chosenTotalCents, lineTotalCents, quantityInThousandths, quoteTotals } from './totals';
import type { QuoteLineItem } from './types';

const item = (
  quantity: number,
  unitPriceCents: number,
  description = 'Shingles',
): QuoteLineItem => ({
  description,
  quantity,
  unit: 'square',
  unitPriceCents,
});

describe('lineTotalCents', () => {
  it('multiplies whole quantities exactly', () => {
    expect(lineTotalCents(item(3, 38500))).toBe(115500);
    expect(lineTotalCents(item(1, 0))).toBe(0);
  });

  it('prices decimal quantities', () => {
    expect(lineTotalCents(item(24.5, 38500))).toBe(943250);
  });

  it('rounds half a cent away from zero', () => {
    expect(lineTotalCents(item(0.5, 1))).toBe(1);
    expect(lineTotalCents(item(1.5, 1))).toBe(2);
    expect(lineTotalCents(item(2.5, 1))).toBe(3);
    expect(lineTotalCents(item(0.25, 1))).toBe(0);
    expect(lineTotalCents(item(0.333, 100))).toBe(33);
    expect(lineTotalCents(item(0.335, 100))).toBe(34);
  });

  it('is exact where floating point is not', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point; the true 100.5 rounds up.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(lineTotalCents(item(1.005, 100))).toBe(101);
  });

  it('is exact at the bounds', () => {
    // 9,999,999 thousandths x 99,999,999 cents = 999,999,890,000,001 thousandths of a cent.
    expect(lineTotalCents(item(9999.999, 99_999_999))).toBe(999_999_890_000);
  });

  it('refuses a line that was not validated', () => {
    expect(() => lineTotalCents(item(1, 1.5))).toThrow(RangeError);
    expect(() => lineTotalCents(item(-1, 100))).toThrow(RangeError);
    expect(() => lineTotalCents(item(1, -100))).toThrow(RangeError);
    expect(() => lineTotalCents(item(Number.NaN, 100))).toThrow(RangeError);
    expect(() => lineTotalCents(item(Infinity, 100))).toThrow(RangeError);
    expect(() => lineTotalCents(item(1.0001, 100))).toThrow(RangeError);
  });
});

describe('quantityInThousandths', () => {
  it('accepts up to three places', () => {
    expect(quantityInThousandths(24.5)).toBe(24500);
    expect(quantityInThousandths(0.001)).toBe(1);
    expect(quantityInThousandths(0.0005)).toBeNull();
    expect(quantityInThousandths(0)).toBeNull();
  });
});

describe('quoteTotals', () => {
  it('totals a quote without options', () => {
    const totals = quoteTotals({
      items: [item(24.5, 38500), item(1, 45000, 'Permit')],
      options: [],
    });
    expect(totals.lines.map((line) => line.totalCents)).toEqual([943250, 45000]);
    expect(totals.itemsSubtotalCents).toBe(988250);
    expect(totals.options).toEqual([]);
    expect(totals.totalCents).toBe(988250);
    expect(chosenTotalCents(totals, null)).toBe(988250);
  });

  it('prices each option on top of the common items', () => {
    const totals = quoteTotals({
      items: [item(1, 50000, 'Tear-off and disposal')],
      options: [
        { tier: 'good', label: '3-tab', items: [item(20, 30000)] },
        { tier: 'better', label: 'Architectural', items: [item(20, 38500), item(0.5, 3)] },
        { tier: 'best', label: 'Metal', items: [item(20, 90000)] },
      ],
    });
    expect(totals.itemsSubtotalCents).toBe(50000);
    expect(totals.options.map((o) => [o.tier, o.subtotalCents, o.totalCents])).toEqual([
      ['good', 600000, 650000],
      ['better', 770002, 820002],
      ['best', 1800000, 1850000],
    ]);
    expect(totals.options[1]?.lines.map((line) => line.totalCents)).toEqual([770000, 2]);
    // With options the total is the homeowner's choice.
    expect(totals.totalCents).toBeNull();
    expect(chosenTotalCents(totals, 'better')).toBe(820002);
    expect(chosenTotalCents(totals, null)).toBeNull();
  });

  it('adds rounded lines, not unrounded products', () => {
    const totals = quoteTotals({ items: [item(0.5, 1), item(0.5, 1)], options: [] });
    expect(totals.totalCents).toBe(2);
  });

  it('refuses an option it cannot price', () => {
    expect(() =>
      quoteTotals({ items: [], options: [{ tier: 'good', label: 'A', items: [item(1, 0.5)] }] }),
    ).toThrow(RangeError);
  });
});
