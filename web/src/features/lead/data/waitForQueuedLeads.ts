import { loadFirestore } from '../../../lib/firebase/loadFirestore';

/**
 * Starts Firestore (which resumes the writes kept in its persistent cache) and resolves once
 * every write made before this call, in this session or an earlier one, has been accepted or
 * refused by the server.
 */
export async function waitForQueuedLeads(): Promise<void> {
  const { firestore, db } = await loadFirestore();
  await firestore.waitForPendingWrites(db);
}
