/**
 * A lead deleted (by staff, or by its TTL) → its quote goes too: every version under
 * contacts/{leadId}/quotes (a subcollection outlives its parent), the homeowner's projection,
 * the bounds of its calls and every PDF under quote-pdfs/{leadId}/. Deleting what is already
 * gone is no error, so a retry is harmless.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import type { LeadChangeHandler } from '../leadChange';
import { adminPhotoBucket, type PhotoBucket } from '../leadPhotos/photoBucket';
import { quoteBoundsRef } from './quoteBounds';
import { refreshQuoteStatsSoon } from './quoteStats';
import { projectionRef, quotePdfFolder, quotesOf } from './quoteStore';

export async function deleteQuotesOf(
  db: Firestore,
  bucket: PhotoBucket,
  leadId: string,
): Promise<{ versions: number; pdfs: number }> {
  const versions = await quotesOf(db, leadId).listDocuments();
  const writer = db.bulkWriter();
  for (const ref of [...versions, projectionRef(db, leadId), quoteBoundsRef(db, leadId)])
    void writer.delete(ref);
  const [pdfs] = await Promise.all([bucket.removeAll(quotePdfFolder(leadId)), writer.close()]);
  return { versions: versions.length, pdfs };
}

/** A lead's deletion takes its quote with it (run by followLeadChanges, retried). */
export const deleteLeadQuotes: LeadChangeHandler = {
  name: 'deleteLeadQuotes',
  applies: ({ before, after }) => before !== undefined && after === undefined,
  async run({ leadId }) {
    const db = adminDb();
    // A late event may find the id in use again (refused by the rules, but a function may
    // write it): what is there then is that lead's.
    if ((await db.doc(`contacts/${leadId}`).get()).exists) return;
    const deleted = await deleteQuotesOf(db, adminPhotoBucket(), leadId);
    if (deleted.versions > 0 || deleted.pdfs > 0)
      logger.info('deleteLeadQuotes', { leadId, ...deleted });
    // Its versions leave the month's quote figures.
    if (deleted.versions > 0) await refreshQuoteStatsSoon(db);
  },
};
