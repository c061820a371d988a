/**
 * The dashboard's quote figures: one document (leadStats/quotes) that a function keeps for the
 * month, so reading them costs one read however many quotes exist.
 */
import { quoteStatsDocSchema, type QuoteStatsDoc } from '@altum/domain';
import { schemaConverter } from '../../../../lib/firebase/converters/schemaConverter';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

const converter = schemaConverter(quoteStatsDocSchema);

/** The figures, or null before the function has written any. */
export async function fetchQuoteStats(): Promise<QuoteStatsDoc | null> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDoc(fs.doc(db, 'leadStats', 'quotes').withConverter(converter));
  return snapshot.data() ?? null;
}
