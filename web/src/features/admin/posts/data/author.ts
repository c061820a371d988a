/** The author's name a new post carries: the writer's own profile, as the rules expect. */
import { profileFromAccount } from '@altum/domain';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { within } from './onDevice';

/**
 * Reads the writer's profile into the device's cache (the editor calls it on opening, while
 * usually still online), so a post created offline later knows its author's name.
 */
export async function warmAuthorProfile(): Promise<void> {
  const [{ firestore: fs, db }, { client }] = await Promise.all([loadFirestore(), loadAuth()]);
  const uid = client.currentUser?.uid;
  if (uid)
    await within(
      fs.getDoc(fs.doc(db, 'profiles', uid)).catch(() => undefined),
      5000,
    );
}

/** The name the rules expect as author: the writer's own profile. */
export async function authorName(uid: string): Promise<string> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'profiles', uid);
  const snapshot = await fs
    .getDocFromCache(ref)
    .catch(() => within(fs.getDocFromServer(ref), 1500).catch(() => undefined));
  const name = snapshot?.get('fullName');
  if (typeof name === 'string') return name;
  const { client } = await loadAuth();
  const user = client.currentUser;
  return profileFromAccount({
    email: user?.email ?? null,
    displayName: user?.displayName ?? null,
    photoURL: null,
  }).fullName;
}
