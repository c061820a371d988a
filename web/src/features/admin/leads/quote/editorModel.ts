/**
 * The quote editor's form, apart from React: what staff type (text, dollars) and the version's
 * content (numbers, whole cents) in both directions. Money is only parsed and printed here;
 * every total comes from the domain's quoteTotals.
 */
import {
  QUOTE_OPTION_TIERS,
  zonedDay,
  type QuoteContent,
  type QuoteLineItem,
  type QuoteOptionTier,
} from '@altum/domain';

export interface LineForm {
  /** Stable across moves, for React's keys and focus. */
  key: string;
  description: string;
  quantity: string;
  unit: string;
  /** Dollars, as typed: '385', '1,250.50', '$99.99'. */
  price: string;
}

export interface OptionForm {
  key: string;
  tier: QuoteOptionTier;
  label: string;
  items: LineForm[];
}

export interface QuoteForm {
  items: LineForm[];
  options: OptionForm[];
  notes: string;
  validUntil: string;
  insuranceClaim: boolean;
}

let nextKey = 0;
export const newKey = (): string => `k${++nextKey}`;

export const emptyLine = (): LineForm => ({
  key: newKey(),
  description: '',
  quantity: '1',
  unit: '',
  price: '',
});

/** How long a new quote stays open: the office's usual 30 days. */
export const QUOTE_VALID_DAYS = 30;

/** A new quote: no lines yet (the editor starts one), valid for 30 days in Houston. */
export function newQuoteContent(now: Date): QuoteContent {
  return {
    items: [],
    options: [],
    notes: '',
    validUntil: zonedDay(new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000)),
    insuranceClaim: false,
  };
}

/** Whole cents as the dollars an input shows: 38500 -> '385.00'. */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) return String(cents / 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * Typed dollars as cents, exactly (no floating point): '1,250.5' -> 125050. More than two
 * decimals gives a fraction of a cent, which validation refuses; anything else NaN.
 */
export function parseDollars(text: string): number {
  const match = DOLLARS.exec(text.trim());
  if (!match) return Number.NaN;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  const decimals = match[2] ?? '';
  const cents = Number(decimals.slice(0, 2).padEnd(2, '0'));
  const rest = decimals.slice(2);
  const fraction = rest === '' ? 0 : Number(`0.${rest}`);
  return whole * 100 + cents + fraction;
}

export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const lineForm = (item: QuoteLineItem): LineForm => ({
  key: newKey(),
  description: item.description,
  // 0 is never a valid quantity: an empty field says so more plainly.
  quantity: item.quantity === 0 ? '' : String(item.quantity),
  unit: item.unit,
  price: centsText(item.unitPriceCents),
});

export function formFromContent(content: QuoteContent): QuoteForm {
  return {
    items: content.items.map(lineForm),
    options: content.options.map((option) => ({
      key: newKey(),
      tier: option.tier,
      label: option.label,
      items: option.items.map(lineForm),
    })),
    notes: content.notes,
    validUntil: content.validUntil,
    insuranceClaim: content.insuranceClaim,
  };
}

const lineItem = (line: LineForm): QuoteLineItem => ({
  description: line.description.trim(),
  quantity: parseQuantity(line.quantity),
  unit: line.unit.trim(),
  unitPriceCents: parseDollars(line.price),
});

export function contentFromForm(form: QuoteForm): QuoteContent {
  return {
    items: form.items.map(lineItem),
    options: form.options.map((option) => ({
      tier: option.tier,
      label: option.label.trim(),
      items: option.items.map(lineItem),
    })),
    notes: form.notes.trim(),
    validUntil: form.validUntil,
    insuranceClaim: form.insuranceClaim,
  };
}

/**
 * The fields whose number cannot be stored even in a draft (not a number, or a fraction of a
 * cent): their paths, as validateQuoteVersion names them.
 */
export function unstorableFields(content: QuoteContent): string[] {
  const paths: string[] = [];
  const check = (items: QuoteLineItem[], at: string) =>
    items.forEach((item, index) => {
      if (!Number.isFinite(item.quantity)) paths.push(`${at}.${index}.quantity`);
      if (!Number.isSafeInteger(item.unitPriceCents)) paths.push(`${at}.${index}.unitPriceCents`);
    });
  check(content.items, 'items');
  content.options.forEach((option, index) => check(option.items, `options.${index}.items`));
  return paths;
}

/** The first tier not yet used, for 'Add option'; null when all three are. */
export function nextTier(options: readonly OptionForm[]): QuoteOptionTier | null {
  return QUOTE_OPTION_TIERS.find((tier) => !options.some((o) => o.tier === tier)) ?? null;
}

export const TIER_LABELS: Record<QuoteOptionTier, string> = {
  good: 'Good',
  better: 'Better',
  best: 'Best',
};

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

/** The same form with fresh keys (a form kept by an earlier page may repeat this one's). */
export function rekeyed(form: QuoteForm): QuoteForm {
  const lines = (items: LineForm[]) => items.map((line) => ({ ...line, key: newKey() }));
  return {
    ...form,
    items: lines(form.items),
    options: form.options.map((option) => ({
      ...option,
      key: newKey(),
      items: lines(option.items),
    })),
  };
}
