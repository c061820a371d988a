/**
 * A quote as staff write it and a homeowner reads it. A lead's quote is a run of versions:
 * a sent version is frozen, and a revision is a new version with the next number.
 */

/** One line of work: "Architectural shingles, 24.5 squares at $385.00". */
export interface QuoteLineItem {
  description: string;
  /** May be decimal (24.5 squares), up to QUANTITY_DECIMALS places. */
  quantity: number;
  /** What the quantity counts: 'square', 'linear ft', 'each'. */
  unit: string;
  /** Whole cents: money is never a float. */
  unitPriceCents: number;
}

/** Good, better, best: alternatives the homeowner chooses between. */
export const QUOTE_OPTION_TIERS = ['good', 'better', 'best'] as const;
export type QuoteOptionTier = (typeof QUOTE_OPTION_TIERS)[number];

export interface QuoteOption {
  tier: QuoteOptionTier;
  /** What the homeowner sees: "Good: 3-tab shingles". */
  label: string;
  items: QuoteLineItem[];
}

/** Statuses kept on the record; 'expired' is never stored, it follows from the clock. */
export const STORED_QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'changesRequested',
] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];

export const QUOTE_STATUSES = [...STORED_QUOTE_STATUSES, 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export interface QuoteVersion {
  /** 1, 2, 3 ... per lead. */
  version: number;
  /** Work common to every option (or the whole quote when there are no options). */
  items: QuoteLineItem[];
  /** Empty, or alternatives each priced on top of the common items. */
  options: QuoteOption[];
  notes: string;
  /** The last day the quote can be accepted, 'YYYY-MM-DD' on the company's calendar. */
  validUntil: string;
  /** Paid wholly or partly from a property insurance claim (the deductible notice applies). */
  insuranceClaim: boolean;
  status: StoredQuoteStatus;
}
