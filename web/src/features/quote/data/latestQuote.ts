/**
 * A request's latest sent quote, `requests/{leadId}/quote/latest`: the rules let anyone holding
 * the lead's id `get` it (never list). Read through Firestore's persistent cache, like the
 * request page itself, so a quote opened once still reads with no connection.
 */
import { requestQuoteConverter } from '../../../lib/firebase/converters/requestQuote';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import type { LatestQuote } from '../answers';

/** null when no version was sent (or this device knows of none, offline). */
export async function readLatestQuote(leadId: string): Promise<LatestQuote | null> {
  const { firestore, db } = await loadFirestore();
  const snapshot = await firestore.getDoc(
    firestore.doc(db, 'requests', leadId, 'quote', 'latest').withConverter(requestQuoteConverter),
  );
  const quote = snapshot.data();
  return quote ? { quote, fromCache: snapshot.metadata.fromCache } : null;
}
