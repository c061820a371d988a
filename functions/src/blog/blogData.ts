/**
 * The public blog's reads on the server (firebase-admin): the same queries the browser runs
 * (web/src/features/blog/data), published posts only, checked against the domain schemas.
 * A document that does not match its schema is logged and left out, as in the browser.
 */
import {
  ALL_POSTS_SCOPE,
  BLOG_LIMITS,
  BLOG_PAGE_SIZE,
  BLOG_PAGING_COLLECTION,
  BLOG_SEARCH_LIMIT,
  POST_CARD_FIELDS,
  blogPagingSchema,
  categorySchema,
  pageCountOf,
  parseBlogPage,
  postCardSchema,
  searchTerm,
  titleMatches,
  type BlogPaging,
  type PostCardData,
  type PostSearchResult,
  type PostsPage,
  postSchema,
  tagSchema,
  type Category,
  type Post,
  type Tag,
} from '@altum/domain';
import {
  FieldPath,
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import * as v from 'valibot';
import { withDates } from '../withDates';
import { FEED_FIELDS, SITEMAP_FIELDS, type FeedPost, type SitemapPost } from './feeds';

type Schema = v.GenericSchema<unknown, Record<string, unknown>>;

function read<S extends Schema>(
  schema: S,
  docs: readonly QueryDocumentSnapshot[],
): (v.InferOutput<S> & { id: string })[] {
  return docs.flatMap((doc) => {
    const result = v.safeParse(schema, withDates(doc.data()));
    if (result.success) return [{ ...result.output, id: doc.id }];
    logger.error(`${doc.ref.path} does not match its schema`, {
      issues: result.issues.map((issue) => issue.message),
    });
    return [];
  });
}

const posts = (db: Firestore) => db.collection('posts').where('status', '==', 'published');

/** A list's scope: every published post, or one category's. */
const scopeQuery = (db: Firestore, scope: string) =>
  scope === ALL_POSTS_SCOPE ? posts(db) : posts(db).where('categoryId', '==', scope);

/** The list's order: newest publish first, then by id, so every post has one place. */
const inListOrder = (query: Query) =>
  query.orderBy('publishDate', 'desc').orderBy(FieldPath.documentId(), 'desc');

/**
 * Builds a list's page starts from its published posts, read with a one-field mask, and keeps
 * them in `blogPaging/{scope}`. In a transaction, so a publish racing it cannot leave starts
 * older than the posts (the write waits, then its trigger builds again). It reads the whole
 * list: it runs when the list changes (buildBlogPaging), not per view.
 */
export async function buildPaging(db: Firestore, scope: string): Promise<BlogPaging> {
  const ref = db.collection(BLOG_PAGING_COLLECTION).doc(scope);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(
      inListOrder(scopeQuery(db, scope)).select('publishDate'),
    );
    const starts = snapshot.docs
      .filter((_, index) => index % BLOG_PAGE_SIZE === 0)
      .flatMap((doc) => {
        const at: unknown = doc.get('publishDate');
        return at instanceof Timestamp ? [{ at, id: doc.id }] : [];
      });
    transaction.set(ref, { total: snapshot.size, starts });
    return { total: snapshot.size, starts: starts.map(({ at, id }) => ({ at: at.toDate(), id })) };
  });
}

/** A list's page starts: one read, or a build when no one has built them yet. */
async function pagingOf(db: Firestore, scope: string): Promise<BlogPaging> {
  const snapshot = await db.collection(BLOG_PAGING_COLLECTION).doc(scope).get();
  const result = v.safeParse(blogPagingSchema, withDates(snapshot.data() ?? {}));
  return result.success ? result.output : buildPaging(db, scope);
}

/**
 * Page `page` of a list (scope: '_all' or a category id), newest first: one read for where it
 * starts, then one query from there with a limit, reading only the cards' fields. Null when the
 * list has no such page.
 */
export async function listPostsPage(
  db: Firestore,
  scope: string,
  page: number,
): Promise<PostsPage | null> {
  const paging = await pagingOf(db, scope);
  const pageCount = pageCountOf(paging.total);
  if (page > pageCount) return null;
  const start = paging.starts[page - 1];
  let query = inListOrder(scopeQuery(db, scope)).select(...POST_CARD_FIELDS);
  if (start) query = query.startAt(Timestamp.fromDate(start.at), start.id);
  const snapshot = await query.limit(BLOG_PAGE_SIZE).get();
  return { posts: read(postCardSchema, snapshot.docs), page, pageCount };
}

/**
 * The newest published posts whose title holds the typed words, in one category or all: the
 * longest word is matched on the server (array-contains on the summaries' title terms, every
 * word prefix), the rest within what that returned; then the matching posts' card fields.
 */
export async function searchPosts(
  db: Firestore,
  text: string,
  categoryId: string | null,
): Promise<PostSearchResult> {
  const term = searchTerm(text);
  if (!term) return { posts: [], more: false };
  let query = db
    .collection('postSummaries')
    .where('status', '==', 'published')
    .where('titleTerms', 'array-contains', term);
  if (categoryId) query = query.where('categoryId', '==', categoryId);
  const summaries = await query
    .orderBy('publishDate', 'desc')
    .select('title')
    .limit(BLOG_SEARCH_LIMIT + 1)
    .get();
  const words = text.split(/\s+/).filter(Boolean);
  const ids = summaries.docs
    .slice(0, BLOG_SEARCH_LIMIT)
    .filter((doc) => words.every((word) => titleMatches(String(doc.get('title')), word)))
    .map((doc) => doc.id);
  if (ids.length === 0) return { posts: [], more: false };
  const snapshots = await db.getAll(...ids.map((id) => db.collection('posts').doc(id)), {
    fieldMask: [...POST_CARD_FIELDS, 'status'],
  });
  const found = snapshots.filter(
    (snapshot): snapshot is QueryDocumentSnapshot =>
      snapshot.exists && snapshot.get('status') === 'published',
  );
  return {
    posts: read(postCardSchema, found),
    more: summaries.size > BLOG_SEARCH_LIMIT,
  };
}

/** The newest published posts with what the feed shows of each (no content). */
export async function listFeedPosts(db: Firestore, limit: number): Promise<FeedPost[]> {
  const snapshot = await posts(db)
    .orderBy('publishDate', 'desc')
    .select(...FEED_FIELDS)
    .limit(limit)
    .get();
  return read(v.pick(postSchema, FEED_FIELDS), snapshot.docs);
}

/** Published posts with what the sitemap lists of each (address, dates, category), newest first. */
export async function listSitemapPosts(db: Firestore, limit: number): Promise<SitemapPost[]> {
  const snapshot = await posts(db)
    .orderBy('publishDate', 'desc')
    .select(...SITEMAP_FIELDS)
    .limit(limit)
    .get();
  return read(v.pick(postSchema, SITEMAP_FIELDS), snapshot.docs);
}

/** Every category, by name. */
export async function listCategories(db: Firestore): Promise<Category[]> {
  return read(categorySchema, (await db.collection('categories').orderBy('name').get()).docs);
}

/** The published post with this slug, or null. */
export async function getPublishedPost(db: Firestore, slug: string): Promise<Post | null> {
  const snapshot = await posts(db).where('slug', '==', slug).limit(1).get();
  return read(postSchema, snapshot.docs)[0] ?? null;
}

/** The tags with these ids, in that order; ids of deleted tags are skipped. */
export async function listTags(db: Firestore, ids: readonly string[]): Promise<Tag[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => db.collection('tags').doc(id)));
  return read(
    tagSchema,
    snapshots.filter((snapshot): snapshot is QueryDocumentSnapshot => snapshot.exists),
  );
}

/** Up to three other published posts of the post's category, newest first. */
export async function listRelatedPosts(
  db: Firestore,
  post: Pick<Post, 'id' | 'categoryId'>,
): Promise<PostCardData[]> {
  if (!post.categoryId) return [];
  const snapshot = await posts(db)
    .where('categoryId', '==', post.categoryId)
    .orderBy('publishDate', 'desc')
    .select(...POST_CARD_FIELDS)
    .limit(BLOG_LIMITS.relatedPosts + 1)
    .get();
  return read(postCardSchema, snapshot.docs)
    .filter((related) => related.id !== post.id)
    .slice(0, BLOG_LIMITS.relatedPosts);
}

/** The category with this slug, or null. */
export async function getCategory(db: Firestore, slug: string): Promise<Category | null> {
  const snapshot = await db.collection('categories').where('slug', '==', slug).limit(1).get();
  return read(categorySchema, snapshot.docs)[0] ?? null;
}

/** The app's blog query keys (web/src/features/blog/queries.ts, through the server bundle). */
export interface BlogKeys {
  listPage(category: string | null, page: number): readonly unknown[];
  search(q: string, category: string | null): readonly unknown[];
  post(slug: string): readonly unknown[];
  related(postId: string): readonly unknown[];
  tags(ids: readonly string[]): readonly unknown[];
  categories(): readonly unknown[];
  category(slug: string): readonly unknown[];
  categoryPage(categoryId: string, page: number): readonly unknown[];
}

export type QueryEntries = Array<readonly [readonly unknown[], unknown]>;

/** '/blog/hail%20season' -> ['blog', 'hail season']; null when a segment cannot be decoded. */
function segments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The list parameters a blog page reads (renderBlog's canonical query keeps only these): the
 * page number, the search and, on /blog, a category slug.
 */
export interface BlogListParams {
  page?: number;
  q?: string;
  category?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The list parameters of a query string, read as the app's routes read them. */
export function blogListParams(search: URLSearchParams): BlogListParams {
  const params: BlogListParams = {};
  const q = search.get('q')?.trim();
  if (q) params.q = q;
  const page = parseBlogPage(search.get('page'));
  if (page !== null && !q) params.page = page;
  const category = search.get('category');
  if (category && SLUG.test(category)) params.category = category;
  return params;
}

/**
 * What the page at `pathname` reads, under the app's query keys: exactly what its route
 * loader and components ask for, so the render (and the hydrating browser) find it all.
 * A path no blog route matches reads nothing (the app renders its 404 page); a page number
 * beyond the list is stored as null (the route answers 404).
 */
export async function blogPageData(
  db: Firestore,
  keys: BlogKeys,
  pathname: string,
  params: BlogListParams = {},
): Promise<QueryEntries> {
  const parts = segments(pathname);
  if (!parts || parts[0] !== 'blog') return [];
  const page = params.page ?? 1;
  if (parts.length === 1) {
    // The filter row shows every category (a handful), and a slug in the URL is one of them.
    const categories = await listCategories(db);
    const slug = params.category ?? null;
    const category = slug ? categories.find((c) => c.slug === slug) : undefined;
    const entries: QueryEntries = [[keys.categories(), categories]];
    if (params.q) {
      // An unknown category slug matches nothing, as on its own page.
      const found =
        slug && !category
          ? { posts: [], more: false }
          : await searchPosts(db, params.q, category?.id ?? null);
      entries.push([keys.search(params.q, slug), found]);
    } else {
      const list =
        slug && !category
          ? page === 1
            ? { posts: [], page: 1, pageCount: 1 }
            : null
          : await listPostsPage(db, category?.id ?? ALL_POSTS_SCOPE, page);
      entries.push([keys.listPage(slug, page), list]);
    }
    return entries;
  }
  if (parts.length === 2 && parts[1]) {
    const post = await getPublishedPost(db, parts[1]);
    if (!post) return [[keys.post(parts[1]), null]];
    const [tags, related] = await Promise.all([
      listTags(db, post.tagIds),
      listRelatedPosts(db, post),
    ]);
    return [
      [keys.post(parts[1]), post],
      [keys.tags(post.tagIds), tags],
      [keys.related(post.id), related],
    ];
  }
  if (parts.length === 3 && parts[1] === 'category' && parts[2]) {
    const category = await getCategory(db, parts[2]);
    if (!category) return [[keys.category(parts[2]), null]];
    return [
      [keys.category(parts[2]), category],
      [keys.categoryPage(category.id, page), await listPostsPage(db, category.id, page)],
    ];
  }
  return [];
}
