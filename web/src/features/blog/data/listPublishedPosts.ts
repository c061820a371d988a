import { toPostSummary, type PostSummary } from '@altum/domain';
import { postConverter } from '../../../lib/firebase/converters/post';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** Every published post, newest publish date first (the blog has no paging). */
export async function listPublishedPosts(): Promise<PostSummary[]> {
  const { firestore, db } = await loadFirestore();
  const { collection, getDocs, orderBy, query, where } = firestore;
  const snapshot = await getDocs(
    query(
      collection(db, 'posts').withConverter(postConverter),
      where('status', '==', 'published'),
      orderBy('publishDate', 'desc'),
    ),
  );
  return readDocuments(snapshot).map(toPostSummary);
}
