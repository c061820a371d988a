/**
 * The homeowner's copy of the latest sent version, requests/{leadId}/quote/latest: what the
 * request page shows and the homeowner decides on. Only the content staff sent, its status,
 * when it was sent and the hash of its canonical content; the acceptance without the network
 * or browser; a change request without its message. Nothing about the lead (no name, address,
 * phone or e-mail): anyone holding the lead's id may get it.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { ProjectedStatus, QuoteProjection, StoredQuote } from './quoteStore';

/** The projection of a sent version. */
export function quoteProjection(
  quoteId: string,
  quote: StoredQuote,
  contentSha256: string,
  sentAt: Timestamp,
  now: Timestamp,
): QuoteProjection {
  const status: ProjectedStatus = quote.status === 'draft' ? 'sent' : quote.status;
  return {
    quoteId,
    version: quote.version,
    // Copied field by field: nothing staff-side rides along.
    items: quote.items.map(({ description, quantity, unit, unitPriceCents }) => ({
      description,
      quantity,
      unit,
      unitPriceCents,
    })),
    options: quote.options.map(({ tier, label, items }) => ({
      tier,
      label,
      items: items.map(({ description, quantity, unit, unitPriceCents }) => ({
        description,
        quantity,
        unit,
        unitPriceCents,
      })),
    })),
    notes: quote.notes,
    validUntil: quote.validUntil,
    insuranceClaim: quote.insuranceClaim,
    status,
    sentAt,
    contentSha256,
    ...(quote.acceptance
      ? {
          acceptance: {
            optionTier: quote.acceptance.optionTier,
            typedName: quote.acceptance.typedName,
            acceptedAt: quote.acceptance.acceptedAt,
          },
        }
      : {}),
    ...(quote.changeRequest ? { changeRequest: { at: quote.changeRequest.at } } : {}),
    updatedAt: now,
  };
}

/**
 * Whether a projection stored as `stored` may be replaced by version `version`: the projection
 * is the latest sent version, so an older version's late event never puts it back.
 */
export function supersedes(stored: Record<string, unknown> | undefined, version: number): boolean {
  const current = stored?.['version'];
  return typeof current !== 'number' || version >= current;
}
