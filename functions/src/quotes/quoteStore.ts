/**
 * Where a lead's quote lives, and its stored shapes (docs/quotes.md tells the whole flow):
 *   contacts/{leadId}/quotes/{quoteId}   the versions: staff write drafts and send them; the
 *                                        functions write viewedAt, acceptance, changeRequest,
 *                                        pdfPath and sendError
 *   requests/{leadId}/quote/latest       the homeowner's projection of the latest sent version
 *                                        (no name, address, phone or e-mail): get by id only
 *   quoteMail/{id}                       the quote e-mails' outbox (quoteMail.ts): functions only
 *   quoteBounds/{leadId}                 the homeowner's calls, bounded (quoteBounds.ts)
 *   quote-pdfs/{leadId}/{quoteId}.pdf    the accepted version's PDF (Storage): staff read only
 */
import {
  QUOTE_OPTION_TIERS,
  STORED_QUOTE_STATUSES,
  type QuoteLineItem,
  type QuoteOption,
  type QuoteOptionTier,
  type QuoteVersion,
  type StoredQuoteStatus,
} from '@altum/domain';
import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { Timestamp as FirestoreTimestamp } from 'firebase-admin/firestore';

/** A version's id: 'v' + its number. */
export const QUOTE_ID = /^v[1-9][0-9]{0,5}$/;

export const quoteIdOf = (version: number) => `v${version}`;

export const quotesOf = (db: Firestore, leadId: string) =>
  db.collection('contacts').doc(leadId).collection('quotes');

export const quoteRef = (db: Firestore, leadId: string, quoteId: string): DocumentReference =>
  quotesOf(db, leadId).doc(quoteId);

export const projectionRef = (db: Firestore, leadId: string): DocumentReference =>
  db.collection('requests').doc(leadId).collection('quote').doc('latest');

/** The accepted version's PDF in the project's bucket. */
export const quotePdfPath = (leadId: string, quoteId: string) =>
  `quote-pdfs/${leadId}/${quoteId}.pdf`;

/** Every PDF of a lead (deleted with it). */
export const quotePdfFolder = (leadId: string) => `quote-pdfs/${leadId}/`;

/** What an acceptance records on the version (staff-read). */
export interface QuoteAcceptance {
  optionTier: QuoteOptionTier | null;
  typedName: string;
  consentVersion: string;
  contentSha256: string;
  acceptedAt: Timestamp;
  /** HMAC of the caller's network (an IPv6 address by its /64), never the address. */
  networkHash: string;
  userAgent: string;
}

/** A version as stored, its content checked field by field (staff wrote it). */
export interface StoredQuote extends QuoteVersion {
  sentAt?: Timestamp;
  viewedAt?: Timestamp;
  acceptance?: QuoteAcceptance;
  changeRequest?: { message: string; at: Timestamp };
  pdfPath?: string;
  sendError?: string;
}

/** The statuses a homeowner's projection shows. */
export type ProjectedStatus = Exclude<StoredQuoteStatus, 'draft'>;

export interface QuoteProjection {
  quoteId: string;
  version: number;
  items: QuoteLineItem[];
  options: QuoteOption[];
  notes: string;
  validUntil: string;
  insuranceClaim: boolean;
  status: ProjectedStatus;
  sentAt: Timestamp;
  contentSha256: string;
  acceptance?: { optionTier: QuoteOptionTier | null; typedName: string; acceptedAt: Timestamp };
  /** Only when: the message itself stays staff-side. */
  changeRequest?: { at: Timestamp };
  updatedAt: Timestamp;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A line item's own four fields, or null when one is missing or of another type. */
function lineItem(value: unknown): QuoteLineItem | null {
  if (!isRecord(value)) return null;
  const { description, quantity, unit, unitPriceCents } = value;
  if (
    typeof description !== 'string' ||
    typeof quantity !== 'number' ||
    typeof unit !== 'string' ||
    typeof unitPriceCents !== 'number'
  )
    return null;
  return { description, quantity, unit, unitPriceCents };
}

function lineItems(value: unknown): QuoteLineItem[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(lineItem);
  return items.every((item): item is QuoteLineItem => item !== null) ? items : null;
}

function option(value: unknown): QuoteOption | null {
  if (!isRecord(value)) return null;
  const items = lineItems(value['items']);
  const tier = value['tier'];
  if (
    !items ||
    typeof value['label'] !== 'string' ||
    !(QUOTE_OPTION_TIERS as readonly unknown[]).includes(tier)
  )
    return null;
  return { tier: tier as QuoteOptionTier, label: value['label'], items };
}

const timestamp = (value: unknown) => (value instanceof FirestoreTimestamp ? value : undefined);

/**
 * The version as stored, with only the fields of the contract and each of its type; null when
 * its content is not a quote this code can read (a malformed write the rules let through).
 * Domain validation (sizes, prices, dates) is a separate step: validateQuoteVersion.
 */
export function readStoredQuote(data: Record<string, unknown> | undefined): StoredQuote | null {
  if (!data) return null;
  const items = lineItems(data['items']);
  const rawOptions = data['options'];
  const options = Array.isArray(rawOptions) ? rawOptions.map(option) : null;
  const { version, notes, validUntil, insuranceClaim, status } = data;
  if (
    !items ||
    !options ||
    !options.every((o): o is QuoteOption => o !== null) ||
    options.length > QUOTE_OPTION_TIERS.length ||
    !Number.isSafeInteger(version) ||
    (version as number) < 1 ||
    typeof notes !== 'string' ||
    typeof validUntil !== 'string' ||
    typeof insuranceClaim !== 'boolean' ||
    !(STORED_QUOTE_STATUSES as readonly unknown[]).includes(status)
  )
    return null;
  const quote: StoredQuote = {
    version: version as number,
    items,
    options,
    notes,
    validUntil,
    insuranceClaim,
    status: status as StoredQuoteStatus,
  };
  const sentAt = timestamp(data['sentAt']);
  if (sentAt) quote.sentAt = sentAt;
  const viewedAt = timestamp(data['viewedAt']);
  if (viewedAt) quote.viewedAt = viewedAt;
  if (isRecord(data['acceptance'])) quote.acceptance = data['acceptance'] as never;
  if (isRecord(data['changeRequest'])) quote.changeRequest = data['changeRequest'] as never;
  if (typeof data['pdfPath'] === 'string') quote.pdfPath = data['pdfPath'];
  if (typeof data['sendError'] === 'string') quote.sendError = data['sendError'];
  return quote;
}
