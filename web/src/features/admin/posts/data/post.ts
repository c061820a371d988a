/** One post for the editor and the staff preview, any status. */
import type { Post } from '@altum/domain';
import { postConverter } from '../../../../lib/firebase/converters/post';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { ESTIMATE, readPost } from './onDevice';

/** One post by id, any status; null when there is none. Offline: the device's copy. */
export async function getAdminPost(id: string): Promise<Post | null> {
  const { firestore: fs, db } = await loadFirestore();
  return readPost(await fs.getDoc(fs.doc(db, 'posts', id).withConverter(postConverter)));
}

/** One post by slug, any status (the staff preview); null when there is none. */
export async function getAdminPostBySlug(slug: string): Promise<Post | null> {
  const { firestore: fs, db } = await loadFirestore();
  const found = await fs.getDocs(
    fs.query(
      fs.collection(db, 'posts').withConverter(postConverter),
      fs.where('slug', '==', slug),
      fs.limit(1),
    ),
  );
  const doc = found.docs[0];
  return doc ? doc.data(ESTIMATE) : null;
}
