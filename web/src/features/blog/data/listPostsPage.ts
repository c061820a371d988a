import {
  ALL_POSTS_SCOPE,
  BLOG_PAGE_SIZE,
  BLOG_PAGING_COLLECTION,
  pageCountOf,
  type PostCardData,
  type PostsPage,
} from '@altum/domain';
import { blogPagingConverter } from '../../../lib/firebase/converters/blogPaging';
import { postConverter } from '../../../lib/firebase/converters/post';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/**
 * Page `page` of the published posts, all or one category's, newest first; null when the list
 * has no such page. It starts where `blogPaging/{scope}` says (one read, then one query with a
 * limit: no offset). Until the server has built those starts (a list no one has opened since
 * it changed, or the dev server, where no function renders), it counts the list and reads up
 * to the page instead.
 */
export async function listPostsPage(
  categoryId: string | null,
  page: number,
): Promise<PostsPage | null> {
  const { firestore, db } = await loadFirestore();
  const {
    collection,
    doc,
    documentId,
    getCountFromServer,
    getDoc,
    getDocs,
    limit,
    orderBy,
    query,
    startAt,
    Timestamp,
    where,
  } = firestore;
  const list = query(
    collection(db, 'posts').withConverter(postConverter),
    where('status', '==', 'published'),
    ...(categoryId ? [where('categoryId', '==', categoryId)] : []),
    orderBy('publishDate', 'desc'),
    orderBy(documentId(), 'desc'),
  );
  const paging = await getDoc(
    doc(db, BLOG_PAGING_COLLECTION, categoryId ?? ALL_POSTS_SCOPE).withConverter(
      blogPagingConverter,
    ),
  );
  const starts = paging.exists() ? paging.data() : null;
  const total = starts ? starts.total : (await getCountFromServer(list)).data().count;
  const pageCount = pageCountOf(total);
  if (page > pageCount) return null;
  const start = starts?.starts[page - 1];
  const snapshot = start
    ? await getDocs(
        query(list, startAt(Timestamp.fromDate(start.at), start.id), limit(BLOG_PAGE_SIZE)),
      )
    : await getDocs(query(list, limit(page * BLOG_PAGE_SIZE)));
  const posts: PostCardData[] = readDocuments(snapshot).slice(
    start ? 0 : (page - 1) * BLOG_PAGE_SIZE,
  );
  return { posts, page, pageCount };
}
