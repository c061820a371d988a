/**
 * The admin posts list: pages of post summaries (postSummaries, a slim copy of each post, no
 * content), newest created first. The first page is live, from the device's cache at once
 * (offline too), then the server; later pages are read once, each after the last row of the
 * page before.
 */
import { searchTerm, type PostStatus, type AdminPostSummary } from '@altum/domain';
import type {
  Firestore,
  QueryDocumentSnapshot,
  QuerySnapshot,
  Unsubscribe,
} from 'firebase/firestore';
import { postSummaryConverter } from '../../../../lib/firebase/converters/postSummary';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { ESTIMATE } from './onDevice';

/** Rows per page. */
export const POSTS_PAGE_SIZE = 25;

/** A post in the admin list, and whether the server has its last change yet. */
export interface AdminPostRow {
  post: AdminPostSummary;
  pending: boolean;
}

/** What the server filters on: a status, and titles holding the typed text's longest word. */
export interface PostsFilter {
  status?: PostStatus;
  q?: string;
}

/** Where the next page starts: the last row of this one. Opaque outside this module. */
export type PostsCursor = QueryDocumentSnapshot<AdminPostSummary>;

export interface PostsPage {
  rows: AdminPostRow[];
  /** Null on the last page. */
  next: PostsCursor | null;
  fromCache: boolean;
}

type FirestoreModule = Awaited<ReturnType<typeof loadFirestore>>['firestore'];

function pageQuery(fs: FirestoreModule, db: Firestore, filter: PostsFilter, after?: PostsCursor) {
  const term = filter.q ? searchTerm(filter.q) : null;
  return fs.query(
    fs.collection(db, 'postSummaries').withConverter(postSummaryConverter),
    ...(filter.status ? [fs.where('status', '==', filter.status)] : []),
    ...(term ? [fs.where('titleTerms', 'array-contains', term)] : []),
    fs.orderBy('createdAt', 'desc'),
    ...(after ? [fs.startAfter(after)] : []),
    // One more than a page: whether there is a next page, without reading it.
    fs.limit(POSTS_PAGE_SIZE + 1),
  );
}

function toPage(snapshot: QuerySnapshot<AdminPostSummary>): PostsPage {
  const docs = snapshot.docs.slice(0, POSTS_PAGE_SIZE);
  const rows: AdminPostRow[] = [];
  for (const doc of docs) {
    // One malformed document (written outside the app) must not hide every other post.
    try {
      rows.push({ post: doc.data(ESTIMATE), pending: doc.metadata.hasPendingWrites });
    } catch (error) {
      console.warn('Skipping a post summary that does not match its schema', error);
    }
  }
  return {
    rows,
    next: snapshot.docs.length > POSTS_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
    fromCache: snapshot.metadata.fromCache,
  };
}

/** The first page, live; each row says whether it still waits to sync. */
export async function watchFirstPostsPage(
  filter: PostsFilter,
  onNext: (page: PostsPage) => void,
  onError: (error: unknown) => void,
): Promise<Unsubscribe> {
  const { firestore: fs, db } = await loadFirestore();
  return fs.onSnapshot(
    pageQuery(fs, db, filter),
    { includeMetadataChanges: true },
    (snapshot) => onNext(toPage(snapshot)),
    onError,
  );
}

/** The page after `after`, read once (the server's, or the device's copy offline). */
export async function getPostsPage(filter: PostsFilter, after: PostsCursor): Promise<PostsPage> {
  const { firestore: fs, db } = await loadFirestore();
  return toPage(await fs.getDocs(pageQuery(fs, db, filter, after)));
}
