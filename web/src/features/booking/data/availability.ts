/**
 * The open windows the picker offers, from the public `inspectionAvailability/current`
 * (counts only). Offline, Firestore answers from its cache: the last counts this device saw.
 */
import type { InspectionAvailability } from '@altum/domain';
import { inspectionAvailabilityConverter } from '../../../lib/firebase/converters/inspection';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';

/** null while the functions have written none yet (a fresh project). */
export async function readAvailability(): Promise<InspectionAvailability | null> {
  const { firestore, db } = await loadFirestore();
  const snapshot = await firestore.getDoc(
    firestore
      .doc(db, 'inspectionAvailability', 'current')
      .withConverter(inspectionAvailabilityConverter),
  );
  return snapshot.data() ?? null;
}
