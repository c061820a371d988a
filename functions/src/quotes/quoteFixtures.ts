/**
 * What the quote emulator tests share: a draft quote, Houston's day relative to the clock,
 * and the staff's and homeowner's steps on one Firestore (as the editor and the callable do,
 * rules aside).
 */
import { QUOTE_ESIGN_CONSENT, zonedDay, type QuoteVersion } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { waitFor } from '../inspections/bookingFixtures';
import { acceptQuoteFor } from './acceptQuote';

const DAY_MS = 24 * 3_600_000;

/** Houston's calendar day `days` from now: dates relative to the clock, never literal. */
export const houstonDay = (days: number) => zonedDay(new Date(Date.now() + days * DAY_MS));

export const draftQuote = (version: number, validUntil: string): QuoteVersion => ({
  version,
  items: [
    { description: 'Tear-off and disposal', quantity: 24.5, unit: 'square', unitPriceCents: 8_500 },
  ],
  options: [],
  notes: 'Permits included.',
  validUntil,
  insuranceClaim: false,
  status: 'draft',
});

/** The steps of one test file: `staff` sends; `network` is its homeowner's, its own. */
export function quoteSteps(
  /** Read at each step: the file opens its app in `beforeAll`. */
  firestore: () => Firestore,
  staff: string,
  network: { salt: string; userAgent: string },
) {
  return {
    /** Staff write a draft and send it, `sentAgoMs` ago by its sentAt. */
    async send(leadId: string, version: QuoteVersion, sentAgoMs: number): Promise<void> {
      const ref = firestore().doc(`contacts/${leadId}/quotes/v${version.version}`);
      const now = Timestamp.now();
      await ref.set({
        ...version,
        createdAt: now,
        createdBy: staff,
        updatedAt: now,
        updatedBy: staff,
      });
      await ref.update({
        status: 'sent',
        sentAt: Timestamp.fromMillis(Date.now() - sentAgoMs),
        sentBy: staff,
      });
    },
    /** Published by the stack: the projection shows it (its next check is written with it). */
    published: (leadId: string, quoteId: string) =>
      waitFor(
        async () => {
          const data = (await firestore().doc(`requests/${leadId}/quote/latest`).get()).data();
          return data?.['quoteId'] === quoteId ? data : undefined;
        },
        // The stack's first trigger of a run may start cold.
        120_000,
        `${quoteId} published for ${leadId}`,
      ),
    /** The homeowner accepts v1 (no options), from a network of the test's own. */
    accept: (leadId: string, ip: string) =>
      acceptQuoteFor(
        { db: firestore() },
        undefined,
        {
          leadId,
          quoteId: 'v1',
          optionTier: null,
          typedName: 'Maria Lopez',
          consentVersion: QUOTE_ESIGN_CONSENT.version,
        },
        { ip, ...network },
      ),
  };
}
