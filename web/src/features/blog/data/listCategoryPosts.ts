import { toPostSummary, type PostSummary } from '@altum/domain';
import { postConverter } from '../../../lib/firebase/converters/post';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** The category's published posts, newest publish date first. */
export async function listCategoryPosts(categoryId: string): Promise<PostSummary[]> {
  const { firestore, db } = await loadFirestore();
  const { collection, getDocs, orderBy, query, where } = firestore;
  const snapshot = await getDocs(
    query(
      collection(db, 'posts').withConverter(postConverter),
      where('status', '==', 'published'),
      where('categoryId', '==', categoryId),
      orderBy('publishDate', 'desc'),
    ),
  );
  return readDocuments(snapshot).map(toPostSummary);
}
