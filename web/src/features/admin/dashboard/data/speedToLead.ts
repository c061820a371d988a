/**
 * The dashboard's speed-to-lead figures: one document (leadStats/speedToLead) that a function
 * keeps on every change of a lead, so reading them costs one read however many leads exist.
 */
import { speedToLeadDocSchema, type SpeedToLeadDoc } from '@altum/domain';
import { schemaConverter } from '../../../../lib/firebase/converters/schemaConverter';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

const converter = schemaConverter(speedToLeadDocSchema);

/** The figures, or null before the function has written any (no lead yet). */
export async function fetchSpeedToLead(): Promise<SpeedToLeadDoc | null> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDoc(fs.doc(db, 'leadStats', 'speedToLead').withConverter(converter));
  return snapshot.data() ?? null;
}
