/**
 * What each homeowner quote call reads in its transaction: the lead, the version, the
 * projection; and the checks they share (a version that exists and was sent; the latest one).
 */
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTE_CALL_MESSAGES } from './quoteCaller';
import { projectionRef, quoteRef, quotesOf, readStoredQuote, type StoredQuote } from './quoteStore';

export interface QuoteCallRead {
  snap: DocumentSnapshot;
  quote: StoredQuote;
  projection: DocumentSnapshot;
}

/** The sent version, or 'not-found' (an unknown id, a draft, one refused at sending). */
export async function readSentQuote(
  tx: Transaction,
  db: Firestore,
  leadId: string,
  quoteId: string,
): Promise<QuoteCallRead> {
  const [lead, snap, projection] = await tx.getAll(
    db.collection('contacts').doc(leadId),
    quoteRef(db, leadId, quoteId),
    projectionRef(db, leadId),
  );
  const quote = readStoredQuote(snap?.data());
  if (
    !lead?.exists ||
    !snap ||
    !projection ||
    !quote ||
    quote.status === 'draft' ||
    quote.sendError
  )
    throw new HttpsError('not-found', QUOTE_CALL_MESSAGES.unknown);
  return { snap, quote, projection };
}

/**
 * Refuses a version that is no longer the latest sent: a later version was sent (its
 * projection written, or its send committed and its publishing still on the way).
 */
export async function assertLatest(
  tx: Transaction,
  db: Firestore,
  leadId: string,
  read: QuoteCallRead,
): Promise<void> {
  const shown = read.projection.get('version') as unknown;
  const newer = await tx.get(quotesOf(db, leadId).where('version', '>', read.quote.version));
  if (
    (typeof shown === 'number' && shown > read.quote.version) ||
    newer.docs.some((doc) => doc.get('status') !== 'draft')
  )
    throw new HttpsError('failed-precondition', QUOTE_CALL_MESSAGES.stale);
}

/** Whether the projection shows this version (its updates follow the version's). */
export const shows = (read: QuoteCallRead, quoteId: string) =>
  read.projection.exists && read.projection.get('quoteId') === quoteId;
