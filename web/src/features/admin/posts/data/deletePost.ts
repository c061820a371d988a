/** Deleting a post: admins only, say the rules. */
import type { Post } from '@altum/domain';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { onDevice } from './onDevice';
import { asWriteError } from './writeErrors';

/** Deletes a post, its list summary and its slug reservation, in one batch. */
export async function deletePost(
  post: Pick<Post, 'id' | 'slug'>,
): Promise<{ synced: Promise<void> }> {
  const { firestore: fs, db } = await loadFirestore();
  const batch = fs.writeBatch(db);
  batch.delete(fs.doc(db, 'posts', post.id));
  batch.delete(fs.doc(db, 'postSummaries', post.id));
  batch.delete(fs.doc(db, 'postSlugs', post.slug));
  const synced = batch.commit().catch((error: unknown) => {
    throw asWriteError(error);
  });
  await onDevice(fs.doc(db, 'posts', post.id));
  return { synced };
}
