/**
 * categories/{categoryId} updated → the category's name and slug copied onto each of its posts
 * (posts carry them so lists need no second read) are brought up to date.
 *
 * Idempotent and safe in any order: the copies are set from the category as it is when the
 * function runs, not from the event, so a retried or late event never writes an old name, and
 * posts that already match are left alone. Retried events older than an hour are dropped
 * (eventAge.ts): the next rename, or any save of a post, brings its copy up to date.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { isExpiredEvent, type EventStamp } from '../eventAge';

/** Posts per batch: under Firestore's 500 writes, with room to spare. */
export const SYNC_BATCH_SIZE = 400;

export interface SyncResult {
  /** Posts whose copies were rewritten. */
  updated: number;
  /** The category no longer exists (deleted meanwhile): nothing to copy. */
  missing: boolean;
}

/** The admin list's summary of a post (postSummaries/{postId}). */
const summaryOf = (post: DocumentReference) =>
  post.firestore.collection('postSummaries').doc(post.id);

/** Rewrites categoryName and categorySlug on every post of the category that differs. */
export async function updateCategoryCopies(
  db: Firestore,
  categoryId: string,
  batchSize = SYNC_BATCH_SIZE,
): Promise<SyncResult> {
  const category = await db.collection('categories').doc(categoryId).get();
  const name: unknown = category.get('name');
  const slug: unknown = category.get('slug');
  if (!category.exists || typeof name !== 'string' || typeof slug !== 'string') {
    return { updated: 0, missing: true };
  }
  const posts = await db
    .collection('posts')
    .where('categoryId', '==', categoryId)
    .select('categoryName', 'categorySlug')
    .get();
  const stale = posts.docs.filter(
    (post) => post.get('categoryName') !== name || post.get('categorySlug') !== slug,
  );
  for (let start = 0; start < stale.length; start += batchSize) {
    const batch = db.batch();
    for (const post of stale.slice(start, start + batchSize)) {
      // An update, not a set: a post deleted since the query is not brought back. The admin
      // list's summary carries the name too.
      batch.update(post.ref, { categoryName: name, categorySlug: slug });
      batch.update(summaryOf(post.ref), { categoryName: name });
    }
    try {
      await batch.commit();
    } catch (error) {
      // NOT_FOUND: a post of this batch was deleted meanwhile. Each post is updated on its
      // own, so the others still get their copies; anything else is retried by the platform.
      if ((error as { code?: unknown }).code !== 5) throw error;
      const unlessGone = (inner: { code?: unknown }) => {
        if (inner.code !== 5) throw inner;
      };
      for (const post of stale.slice(start, start + batchSize)) {
        await post.ref.update({ categoryName: name, categorySlug: slug }).catch(unlessGone);
        await summaryOf(post.ref).update({ categoryName: name }).catch(unlessGone);
      }
    }
  }
  return { updated: stale.length, missing: false };
}

/** One update event of a category: its posts' copies brought up to date if its name or slug changed. */
export async function handleCategoryUpdated(
  db: Firestore,
  event: EventStamp & {
    categoryId: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
  now = Date.now(),
): Promise<SyncResult | 'expired' | 'unchanged'> {
  const { categoryId, before, after } = event;
  // A change to the description alone leaves the copies as they are.
  if (before?.['name'] === after?.['name'] && before?.['slug'] === after?.['slug'])
    return 'unchanged';
  if (isExpiredEvent('syncCategoryCopies', event, now, { categoryId })) return 'expired';
  const result = await updateCategoryCopies(db, categoryId);
  logger.info('Category copies on posts brought up to date', { categoryId, ...result });
  return result;
}

export const syncCategoryCopies = onDocumentUpdated(
  // Staff rename categories rarely; one at a time (one instance, one event in it) is plenty.
  {
    document: 'categories/{categoryId}',
    retry: true,
    maxInstances: 1,
    concurrency: 1,
  },
  async (event) => {
    await handleCategoryUpdated(adminDb(), {
      id: event.id,
      time: event.time,
      categoryId: event.params.categoryId,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
    });
  },
);
