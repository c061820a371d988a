/**
 * The content a homeowner agrees to, in one canonical form, and its SHA-256. An acceptance
 * records the hash, so anyone can later show the PDF and the record name the same quote.
 *
 * Canonical: JSON with object keys sorted at every level, arrays in their shown order, no
 * spaces, strings as JSON.stringify writes them. Only what the homeowner sees and agrees to
 * goes in (items, options, notes, valid-until day, totals, notices, version number); who
 * wrote it, when, or its status do not.
 */
import { quoteNotices } from './notice';
import { quoteTotals, type QuoteLineTotal } from './totals';
import type { QuoteVersion } from './types';

/** Named in the content, so a future canonical form can never hash like this one. */
export const QUOTE_CONTENT_FORMAT = 'altum-quote-content/1';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON with sorted keys; refuses what JSON cannot say exactly (NaN, Infinity). */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as Json)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError('Canonical content holds finite numbers only');
  }
  return JSON.stringify(value);
}

const lines = (priced: QuoteLineTotal[]): Json[] =>
  priced.map(({ item, totalCents }) => ({
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
    totalCents,
  }));

export type QuoteContentSource = Pick<
  QuoteVersion,
  'version' | 'items' | 'options' | 'notes' | 'validUntil' | 'insuranceClaim'
>;

/** The canonical text of a version's content (the version must be valid to be priced). */
export function canonicalQuoteContent(quote: QuoteContentSource): string {
  const totals = quoteTotals(quote);
  return canonicalJson({
    format: QUOTE_CONTENT_FORMAT,
    version: quote.version,
    items: lines(totals.lines),
    itemsSubtotalCents: totals.itemsSubtotalCents,
    options: totals.options.map((option) => ({
      tier: option.tier,
      label: option.label,
      items: lines(option.lines),
      subtotalCents: option.subtotalCents,
      totalCents: option.totalCents,
    })),
    totalCents: totals.totalCents,
    notes: quote.notes,
    validUntil: quote.validUntil,
    notices: quoteNotices(quote).map((notice) => ({
      id: notice.id,
      text: notice.text,
      emphasis: notice.emphasis,
      minimumPointSize: notice.minimumPointSize,
    })),
  });
}

// Web Crypto and TextEncoder are globals in Node and browsers; this package's lib has
// neither's types, so the little used here is typed here.
interface WebCryptoGlobals {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const web = globalThis as unknown as WebCryptoGlobals;

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash an acceptance records: SHA-256 hex of canonicalQuoteContent. */
export function quoteContentHash(quote: QuoteContentSource): Promise<string> {
  return sha256Hex(canonicalQuoteContent(quote));
}
