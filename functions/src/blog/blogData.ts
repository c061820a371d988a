/**
 * The public blog's reads on the server (firebase-admin): the same queries the browser runs
 * (web/src/features/blog/data), published posts only, checked against the domain schemas.
 * A document that does not match its schema is logged and left out, as in the browser.
 */
import {
  BLOG_LIMITS,
  categorySchema,
  postSchema,
  tagSchema,
  type Category,
  toPostSummary,
  type Post,
  type PostSummary,
  type Tag,
} from '@altum/domain';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import * as v from 'valibot';
import { withDates } from '../withDates';

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

/** Every published post, newest first. */
export async function listPublishedPosts(db: Firestore): Promise<PostSummary[]> {
  return read(postSchema, (await posts(db).orderBy('publishDate', 'desc').get()).docs).map(
    toPostSummary,
  );
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
): Promise<PostSummary[]> {
  if (!post.categoryId) return [];
  const snapshot = await posts(db)
    .where('categoryId', '==', post.categoryId)
    .orderBy('publishDate', 'desc')
    .limit(BLOG_LIMITS.relatedPosts + 1)
    .get();
  return read(postSchema, snapshot.docs)
    .filter((related) => related.id !== post.id)
    .slice(0, BLOG_LIMITS.relatedPosts)
    .map(toPostSummary);
}

/** The category with this slug, or null. */
export async function getCategory(db: Firestore, slug: string): Promise<Category | null> {
  const snapshot = await db.collection('categories').where('slug', '==', slug).limit(1).get();
  return read(categorySchema, snapshot.docs)[0] ?? null;
}

/** The category's published posts, newest first. */
export async function listCategoryPosts(db: Firestore, categoryId: string): Promise<PostSummary[]> {
  const snapshot = await posts(db)
    .where('categoryId', '==', categoryId)
    .orderBy('publishDate', 'desc')
    .get();
  return read(postSchema, snapshot.docs).map(toPostSummary);
}

/** The app's blog query keys (web/src/features/blog/queries.ts, through the server bundle). */
export interface BlogKeys {
  posts(): readonly unknown[];
  post(slug: string): readonly unknown[];
  related(postId: string): readonly unknown[];
  tags(ids: readonly string[]): readonly unknown[];
  categories(): readonly unknown[];
  category(slug: string): readonly unknown[];
  categoryPosts(categoryId: string): readonly unknown[];
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
 * What the page at `pathname` reads, under the app's query keys: exactly what its route
 * loader and components ask for, so the render (and the hydrating browser) find it all.
 * A path no blog route matches reads nothing (the app renders its 404 page).
 */
export async function blogPageData(
  db: Firestore,
  keys: BlogKeys,
  pathname: string,
): Promise<QueryEntries> {
  const parts = segments(pathname);
  if (!parts || parts[0] !== 'blog') return [];
  if (parts.length === 1) {
    const [list, categories] = await Promise.all([listPublishedPosts(db), listCategories(db)]);
    return [
      [keys.posts(), list],
      [keys.categories(), categories],
    ];
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
      [keys.categoryPosts(category.id), await listCategoryPosts(db, category.id)],
    ];
  }
  return [];
}
