/**
 * A sent quote as the quote functions write it: the staff's version
 * (`contacts/{id}/quotes/v1`) and the homeowner's projection (`requests/{id}/quote/latest`),
 * written with the Admin SDK for the specs that read it on the request page.
 */
import { quoteContentHash, type QuoteVersion } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './staffAuth';

const DAY_MS = 86_400_000;

export type QuoteContent = Pick<
  QuoteVersion,
  'version' | 'items' | 'options' | 'notes' | 'validUntil' | 'insuranceClaim'
>;

/** A version with common items, three options and the insurance-claim notice. */
const quoteContent = (validUntil: string): QuoteContent => ({
  version: 1,
  items: [
    { description: 'Tear-off and disposal', quantity: 24.5, unit: 'square', unitPriceCents: 8_500 },
    { description: 'Drip edge', quantity: 180, unit: 'linear ft', unitPriceCents: 325 },
  ],
  options: [
    {
      tier: 'good',
      label: 'Good: 3-tab shingles',
      items: [
        { description: '3-tab shingles', quantity: 24.5, unit: 'square', unitPriceCents: 31_000 },
      ],
    },
    {
      tier: 'better',
      label: 'Better: architectural shingles',
      items: [
        {
          description: 'Architectural shingles',
          quantity: 24.5,
          unit: 'square',
          unitPriceCents: 38_500,
        },
      ],
    },
    {
      tier: 'best',
      label: 'Best: impact-resistant shingles',
      items: [
        { description: 'Class 4 shingles', quantity: 24.5, unit: 'square', unitPriceCents: 52_000 },
      ],
    },
  ],
  notes: 'Price includes permits and haul-away.',
  validUntil,
  insuranceClaim: true,
});

/** Writes a sent version 1 of a request's quote and its projection. */
export async function writeSentQuote(leadId: string, validUntil: string): Promise<void> {
  const quote = quoteContent(validUntil);
  const sentAt = Timestamp.fromDate(new Date(Date.now() - DAY_MS));
  const contentSha256 = await quoteContentHash(quote);
  await adminDb()
    .doc(`contacts/${leadId}/quotes/v1`)
    .set({
      ...quote,
      status: 'sent',
      createdAt: sentAt,
      createdBy: 'seed-staff',
      updatedAt: sentAt,
      updatedBy: 'seed-staff',
      sentAt,
      sentBy: 'seed-staff',
    });
  await adminDb()
    .doc(`requests/${leadId}/quote/latest`)
    .set({ quoteId: 'v1', ...quote, status: 'sent', sentAt, contentSha256, updatedAt: sentAt });
}
