import { BLOG_LIMITS, toPostSummary, type Post, type PostSummary } from '@altum/domain';
import { postConverter } from '../../../lib/firebase/converters/post';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** Up to three other published posts of the post's category, newest first. */
export async function listRelatedPosts(
  post: Pick<Post, 'id' | 'categoryId'>,
): Promise<PostSummary[]> {
  if (!post.categoryId) return [];
  const { firestore, db } = await loadFirestore();
  const { collection, getDocs, limit, orderBy, query, where } = firestore;
  // One more than shown, since the post itself may be among them.
  const snapshot = await getDocs(
    query(
      collection(db, 'posts').withConverter(postConverter),
      where('status', '==', 'published'),
      where('categoryId', '==', post.categoryId),
      orderBy('publishDate', 'desc'),
      limit(BLOG_LIMITS.relatedPosts + 1),
    ),
  );
  return readDocuments(snapshot)
    .filter((related) => related.id !== post.id)
    .slice(0, BLOG_LIMITS.relatedPosts)
    .map(toPostSummary);
}
