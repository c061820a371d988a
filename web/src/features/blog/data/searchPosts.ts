import { BLOG_SEARCH_LIMIT, searchTerm, titleMatches, type PostSearchResult } from '@altum/domain';
import { postConverter } from '../../../lib/firebase/converters/post';
import { postSummaryConverter } from '../../../lib/firebase/converters/postSummary';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/**
 * The newest published posts whose title holds the typed words, all or one category's: the
 * longest word through the summaries' title terms (array-contains), the rest within what that
 * returned, then those posts (at most one page, so one `in` query).
 */
export async function searchPosts(
  text: string,
  categoryId: string | null,
): Promise<PostSearchResult> {
  const term = searchTerm(text);
  if (!term) return { posts: [], more: false };
  const { firestore, db } = await loadFirestore();
  const { collection, documentId, getDocs, limit, orderBy, query, where } = firestore;
  const summaries = await getDocs(
    query(
      collection(db, 'postSummaries').withConverter(postSummaryConverter),
      where('status', '==', 'published'),
      where('titleTerms', 'array-contains', term),
      ...(categoryId ? [where('categoryId', '==', categoryId)] : []),
      orderBy('publishDate', 'desc'),
      limit(BLOG_SEARCH_LIMIT + 1),
    ),
  );
  const words = text.split(/\s+/).filter(Boolean);
  const matches = readDocuments(summaries)
    .slice(0, BLOG_SEARCH_LIMIT)
    .filter((summary) => words.every((word) => titleMatches(summary.title, word)));
  if (matches.length === 0) return { posts: [], more: false };
  const posts = readDocuments(
    await getDocs(
      query(
        collection(db, 'posts').withConverter(postConverter),
        where('status', '==', 'published'),
        where(
          documentId(),
          'in',
          matches.map((summary) => summary.id),
        ),
      ),
    ),
  );
  // The `in` query has no order of its own: the summaries' (newest first) is kept.
  const byId = new Map(posts.map((post) => [post.id, post]));
  return {
    posts: matches.flatMap((summary) => byId.get(summary.id) ?? []),
    more: summaries.size > BLOG_SEARCH_LIMIT,
  };
}
