/**
 * The one place a quote's money is computed: the editor, the homeowner's page, the e-mails
 * and the PDF all show these numbers.
 *
 * Rounding, defined once: a line's total is quantity x unit price, rounded to the cent, half
 * away from zero (24.5 x $0.01 = $0.25). Only lines round; subtotals and totals add whole
 * cents. The product is computed on integers (quantity in thousandths), so 1.005 x 100 cents
 * is exactly 100.5 and rounds to 101, where floating point would give 100.49999...
 */
import type { QuoteLineItem, QuoteOption, QuoteOptionTier, QuoteVersion } from './types';

/** Decimal places a quantity may have (thousandths of a square). */
export const QUANTITY_DECIMALS = 3;
const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS;
/** Bounds that keep quantity x price inside exact integers (2^53) with room to add. */
export const QUANTITY_MAX = 10_000;
export const UNIT_PRICE_MAX_CENTS = 100_000_000;
export const QUOTE_ITEMS_MAX = 100;

export interface QuoteLineTotal {
  item: QuoteLineItem;
  totalCents: number;
}

export interface QuoteOptionTotals {
  tier: QuoteOptionTier;
  label: string;
  lines: QuoteLineTotal[];
  /** The option's own lines. */
  subtotalCents: number;
  /** The common items plus the option's lines: what choosing it costs. */
  totalCents: number;
}

export interface QuoteTotals {
  lines: QuoteLineTotal[];
  /** The common items. */
  itemsSubtotalCents: number;
  options: QuoteOptionTotals[];
  /** The quote's total when it has no options; with options, the chosen option's total. */
  totalCents: number | null;
}

/** The quantity in thousandths, or null when it is not a number this module can price. */
export function quantityInThousandths(quantity: number): number | null {
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity >= QUANTITY_MAX) return null;
  const scaled = Math.round(quantity * QUANTITY_SCALE);
  // A quantity with more places than allowed would be priced as one it is not.
  return Math.abs(scaled - quantity * QUANTITY_SCALE) < 1e-6 ? scaled : null;
}

export function isValidUnitPrice(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents < UNIT_PRICE_MAX_CENTS;
}

/** A line's total in cents, rounded half away from zero; throws for a line not validated. */
export function lineTotalCents(item: Pick<QuoteLineItem, 'quantity' | 'unitPriceCents'>): number {
  const thousandths = quantityInThousandths(item.quantity);
  if (thousandths === null || !isValidUnitPrice(item.unitPriceCents)) {
    throw new RangeError('A quote line must be validated before it is priced');
  }
  const product = thousandths * item.unitPriceCents;
  const whole = Math.floor(product / QUANTITY_SCALE);
  const rest = product - whole * QUANTITY_SCALE;
  return rest * 2 >= QUANTITY_SCALE ? whole + 1 : whole;
}

function priceLines(items: readonly QuoteLineItem[]) {
  const lines = items.map((item) => ({ item, totalCents: lineTotalCents(item) }));
  return { lines, subtotalCents: lines.reduce((sum, line) => sum + line.totalCents, 0) };
}

/** Every total of a quote version. */
export function quoteTotals(quote: Pick<QuoteVersion, 'items' | 'options'>): QuoteTotals {
  const common = priceLines(quote.items);
  const options = quote.options.map((option: QuoteOption) => {
    const own = priceLines(option.items);
    return {
      tier: option.tier,
      label: option.label,
      lines: own.lines,
      subtotalCents: own.subtotalCents,
      totalCents: common.subtotalCents + own.subtotalCents,
    };
  });
  return {
    lines: common.lines,
    itemsSubtotalCents: common.subtotalCents,
    options,
    totalCents: options.length === 0 ? common.subtotalCents : null,
  };
}

/** What the homeowner pays for a choice: the option's total, or the quote's with none. */
export function chosenTotalCents(totals: QuoteTotals, tier: QuoteOptionTier | null): number | null {
  if (tier === null) return totals.totalCents;
  return totals.options.find((option) => option.tier === tier)?.totalCents ?? null;
}
