import type { Post } from '@altum/domain';
import { postConverter } from '../../../lib/firebase/converters/post';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** The published post with this slug, or null when there is none (or it is not published). */
export async function getPublishedPost(slug: string): Promise<Post | null> {
  const { firestore, db } = await loadFirestore();
  const { collection, getDocs, limit, query, where } = firestore;
  // A query, not a get by id: the URL names the slug, and the rules let visitors list only
  // published posts, so a draft with this slug is simply not found.
  const snapshot = await getDocs(
    query(
      collection(db, 'posts').withConverter(postConverter),
      where('slug', '==', slug),
      where('status', '==', 'published'),
      limit(1),
    ),
  );
  return readDocuments(snapshot)[0] ?? null;
}
