/**
 * What a quote version must be before it is priced or sent. Errors are keyed by the field's
 * path ('items.0.description', 'options.1.items.2.unitPriceCents', 'validUntil'), so the
 * editor can put each message beside its field.
 */
import { QUOTE_MESSAGES } from './messages';
import { isValidUnitPrice, QUANTITY_MAX, quantityInThousandths, QUOTE_ITEMS_MAX } from './totals';
import type { QuoteLineItem, QuoteVersion } from './types';

export type QuoteFieldErrors = Record<string, string>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as 'YYYY-MM-DD' (no Feb 30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function itemErrors(items: readonly QuoteLineItem[], path: string, errors: QuoteFieldErrors) {
  if (items.length > QUOTE_ITEMS_MAX) errors[path] = QUOTE_MESSAGES.tooManyItems;
  items.forEach((item, index) => {
    const at = `${path}.${index}`;
    if (item.description.trim() === '')
      errors[`${at}.description`] = QUOTE_MESSAGES.descriptionRequired;
    if (item.unit.trim() === '') errors[`${at}.unit`] = QUOTE_MESSAGES.unitRequired;
    if (!Number.isFinite(item.quantity) || item.quantity <= 0) {
      errors[`${at}.quantity`] = QUOTE_MESSAGES.quantityInvalid;
    } else if (item.quantity >= QUANTITY_MAX) {
      errors[`${at}.quantity`] = QUOTE_MESSAGES.quantityTooLarge;
    } else if (quantityInThousandths(item.quantity) === null) {
      errors[`${at}.quantity`] = QUOTE_MESSAGES.quantityTooPrecise;
    }
    if (!isValidUnitPrice(item.unitPriceCents)) {
      errors[`${at}.unitPriceCents`] =
        Number.isSafeInteger(item.unitPriceCents) && item.unitPriceCents > 0
          ? QUOTE_MESSAGES.priceTooLarge
          : QUOTE_MESSAGES.priceInvalid;
    }
  });
}

/** The version's field errors; an empty object when it can be priced and sent. */
export function validateQuoteVersion(
  quote: Pick<QuoteVersion, 'items' | 'options' | 'validUntil'>,
): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  itemErrors(quote.items, 'items', errors);
  const seen = new Set<string>();
  quote.options.forEach((option, index) => {
    const at = `options.${index}`;
    if (option.label.trim() === '') errors[`${at}.label`] = QUOTE_MESSAGES.optionLabelRequired;
    if (seen.has(option.tier)) errors[`${at}.tier`] = QUOTE_MESSAGES.optionDuplicate;
    seen.add(option.tier);
    // An option with nothing in it would be a choice of the common items under another name.
    if (option.items.length === 0) errors[`${at}.items`] = QUOTE_MESSAGES.itemsRequired;
    itemErrors(option.items, `${at}.items`, errors);
  });
  if (quote.items.length === 0 && quote.options.length === 0) {
    errors['items'] = QUOTE_MESSAGES.itemsRequired;
  }
  if (!isCalendarDay(quote.validUntil)) errors['validUntil'] = QUOTE_MESSAGES.validUntilInvalid;
  return errors;
}
