/**
 * The accepted version's PDF in Storage, quote-pdfs/{leadId}/{quoteId}.pdf (storage.rules:
 * staff read only), and its path on the version (pdfPath), for the card's link. Made once:
 * a run that finds it made reads it back, so the homeowner and the office get the same file.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { PhotoBucket } from '../leadPhotos/photoBucket';
import { renderQuotePdf } from './quotePdf';
import { quotePdfPath, quoteRef, readStoredQuote } from './quoteStore';

export async function ensureQuotePdf(
  db: Firestore,
  bucket: PhotoBucket,
  leadId: string,
  quoteId: string,
): Promise<Buffer> {
  const ref = quoteRef(db, leadId, quoteId);
  const quote = readStoredQuote((await ref.get()).data());
  const acceptance = quote?.acceptance;
  if (!quote || !acceptance) throw new Error('No accepted quote version to make a PDF of');
  const path = quotePdfPath(leadId, quoteId);
  if (await bucket.stat(path)) {
    if (quote.pdfPath !== path) await ref.update({ pdfPath: path });
    return bucket.download(path);
  }
  const pdf = Buffer.from(
    await renderQuotePdf({
      quote,
      acceptance: {
        optionTier: acceptance.optionTier,
        typedName: acceptance.typedName,
        consentVersion: acceptance.consentVersion,
        contentSha256: acceptance.contentSha256,
        acceptedAt: acceptance.acceptedAt.toDate(),
      },
    }),
  );
  await bucket.save(path, pdf, { contentType: 'application/pdf' });
  await ref.update({ pdfPath: path });
  return pdf;
}
