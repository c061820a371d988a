/**
 * contacts/{leadId}/quotes/{quoteId} updated → a version staff just sent (draft to sent) is
 * published to the homeowner (publishQuote.ts); a send or an acceptance moves the dashboard's
 * quote figures (quoteStats.ts). Every other write (the functions' own viewedAt, pdfPath,
 * nextCheckAt; a draft saved) is none of its business.
 */
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { isExpiredEvent } from '../eventAge';
import { publishSentQuote } from './publishQuote';
import { refreshQuoteStatsSoon } from './quoteStats';
import { QUOTE_ID } from './quoteStore';

export const followQuoteVersions = onDocumentUpdated(
  {
    document: 'contacts/{leadId}/quotes/{quoteId}',
    // The transaction and the outbox record make a retry safe.
    retry: true,
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  async (event) => {
    const { leadId, quoteId } = event.params;
    const before = event.data?.before.get('status') as unknown;
    const after = event.data?.after.get('status') as unknown;
    const sent = before === 'draft' && after === 'sent';
    const accepted = before !== 'accepted' && after === 'accepted';
    if ((!sent && !accepted) || !QUOTE_ID.test(quoteId)) return;
    if (isExpiredEvent('followQuoteVersions', event, Date.now(), { leadId, quoteId })) return;
    if (sent) {
      const outcome = await publishSentQuote(adminDb(), leadId, quoteId, Date.now());
      logger.info('followQuoteVersions', { leadId, quoteId, outcome });
    }
    // The month's figures move with a send and an acceptance (a retry recomputes again: harmless).
    await refreshQuoteStatsSoon(adminDb()).catch((error: unknown) =>
      logger.error('Could not refresh the quote figures', error, { leadId, quoteId }),
    );
  },
);
