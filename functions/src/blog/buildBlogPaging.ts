/**
 * posts/{postId} written → the page starts of the lists it is on (blogPaging/{scope}: all
 * posts, and its category's, before and after) are built again, when the write changed what
 * the lists order or hold: published or not, publish date, category. A save of the text
 * changes none of them and builds nothing.
 *
 * Idempotent and safe in any order: a build reads the lists as they are when it runs (in a
 * transaction), not from the event. Retried events older than an hour are dropped
 * (eventAge.ts); the next change to the list builds it again.
 */
import { ALL_POSTS_SCOPE } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { isExpiredEvent } from '../eventAge';
import { buildPaging } from './blogData';

/** What a post is to the public lists: its place (publish date) and list (category), or nothing. */
function listing(data: Record<string, unknown> | undefined) {
  if (data?.status !== 'published') return null;
  const at = data.publishDate;
  return {
    at: at instanceof Timestamp ? at.toMillis() : null,
    categoryId: typeof data.categoryId === 'string' ? data.categoryId : null,
  };
}

/** The lists whose page starts a write of a post changes: none, or all posts and its categories. */
export function pagingScopesOf(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] {
  const was = listing(before);
  const is = listing(after);
  if (was?.at === is?.at && was?.categoryId === is?.categoryId) return [];
  const scopes = new Set([ALL_POSTS_SCOPE]);
  for (const categoryId of [was?.categoryId, is?.categoryId]) {
    if (categoryId) scopes.add(categoryId);
  }
  return [...scopes];
}

export const buildBlogPaging = onDocumentWritten(
  { document: 'posts/{postId}', retry: true },
  async (event) => {
    if (isExpiredEvent('buildBlogPaging', event)) return;
    const scopes = pagingScopesOf(event.data?.before.data(), event.data?.after.data());
    for (const scope of scopes) {
      const paging = await buildPaging(adminDb(), scope);
      logger.info('Blog page starts built', { scope, posts: paging.total });
    }
  },
);
