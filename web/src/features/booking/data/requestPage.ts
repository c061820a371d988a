/**
 * A request's public page, `requests/{leadId}`: the rules let anyone holding the id `get` it
 * (never list). It holds no name, address or phone.
 */
import type { RequestPage } from '@altum/domain';
import { requestPageConverter } from '../../../lib/firebase/converters/inspection';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';

/** null when there is no such request (or not yet: a request sent offline). */
export async function readRequestPage(leadId: string): Promise<RequestPage | null> {
  const { firestore, db } = await loadFirestore();
  const snapshot = await firestore.getDoc(
    firestore.doc(db, 'requests', leadId).withConverter(requestPageConverter),
  );
  return snapshot.data() ?? null;
}
