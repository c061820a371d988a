/**
 * Automatic assignment (leadAssignment/settings { auto }): admins switch it, staff read it.
 * The round-robin itself is a function's; it picks among staff whose alert preferences say
 * they take leads (alertPreferences/{uid}.takesLeads, set in the Lead alerts panel).
 */
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

/** Follows the setting; `onAuto` gets false while there is no such document. */
export async function watchAutoAssignment(
  onAuto: (auto: boolean) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { firestore: fs, db } = await loadFirestore();
  return fs.onSnapshot(
    fs.doc(db, 'leadAssignment', 'settings'),
    (snapshot) => onAuto(snapshot.data()?.['auto'] === true),
    onError,
  );
}

export async function saveAutoAssignment(auto: boolean, uid: string): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  await fs.setDoc(fs.doc(db, 'leadAssignment', 'settings'), {
    auto,
    updatedAt: fs.serverTimestamp(),
    updatedBy: uid,
  });
}
