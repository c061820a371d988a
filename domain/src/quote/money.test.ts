import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('prints dollars with thousands separators and two cent digits', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(7)).toBe('$0.07');
    expect(formatUsd(100000000)).toBe('$1,000,000.00');
    expect(formatUsd(-500)).toBe('-$5.00');
  });

  it('is exact for large amounts', () => {
    expect(formatUsd(900719925474099)).toBe('$9,007,199,254,740.99');
  });

  it('refuses anything but whole cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});
