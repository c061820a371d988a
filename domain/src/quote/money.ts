/** Whole cents as US dollars: 123450 -> '$1,234.50', -500 -> '-$5.00'. */
const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Amounts are whole cents');
  // Integer division, not cents / 100: a float could print a cent off on large amounts.
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = String(abs - whole * 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars.format(whole)}.${rest}`;
}
