/**
 * posts/{postId} written → a revision of it in posts/{postId}/revisions: who saved, when (the
 * post's updatedAt), its title, excerpt, content and status, and the size of the change
 * against the post as it was before the write. Writes that change none of those four (a view
 * count, a category's copied name) record nothing; the scheduled publisher's publish records
 * one (status published), so the history shows when the post went live. Then the history
 * is trimmed: the newest 50, and beyond them one a day.
 *
 * Who saved is named by their verified account (Auth's display name, else e-mail: staff read
 * the history, visitors never do), not by their profile, whose name its owner writes freely:
 * the history cannot be signed as someone else.
 *
 * Idempotent: the revision's id is the event's, so a retried event rewrites the same one.
 * Retried events older than an hour are dropped (eventAge.ts).
 */
import {
  changeSize,
  isRevisedChange,
  revisionsToTrim,
  SCHEDULED_PUBLISHER,
  type RevisedText,
} from '@altum/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp, adminDb } from '../admin';
import { isExpiredEvent, type EventStamp } from '../eventAge';

/** The name a revision shows for the scheduled publisher. */
export const PUBLISHER_NAME = 'Scheduled publishing';

type Revised = RevisedText & { status: string };

const revisedOf = (data: DocumentData | undefined): Revised | null =>
  data
    ? {
        title: String(data['title'] ?? ''),
        excerpt: String(data['excerpt'] ?? ''),
        content: String(data['content'] ?? ''),
        status: String(data['status'] ?? ''),
      }
    : null;

/** The verified name of an account: Auth's display name, else its e-mail; null if gone. */
export type AccountName = (uid: string) => Promise<string | null>;

export const authAccountName: AccountName = async (uid) => {
  try {
    const user = await getAuth(adminApp()).getUser(uid);
    return user.displayName || user.email || null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
};

/** Who saved, by name: their account's (see above). */
async function nameOf(accountName: AccountName, uid: string | null): Promise<string | null> {
  if (uid === null) return null;
  if (uid === SCHEDULED_PUBLISHER) return PUBLISHER_NAME;
  return accountName(uid);
}

/** Records the revision a write makes, if any; true when it recorded one. */
export async function recordRevision(
  db: Firestore,
  postId: string,
  revisionId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  accountName: AccountName = authAccountName,
): Promise<boolean> {
  const next = revisedOf(after);
  if (!after || !next || !isRevisedChange(revisedOf(before), next)) return false;
  const updatedAt: unknown = after['updatedAt'];
  const by = typeof after['updatedBy'] === 'string' ? (after['updatedBy'] as string) : null;
  await db.doc(`posts/${postId}/revisions/${revisionId}`).set({
    at: updatedAt instanceof Timestamp ? updatedAt : Timestamp.now(),
    by,
    byName: await nameOf(accountName, by),
    ...next,
    ...changeSize(revisedOf(before), next),
  });
  return true;
}

/** Deletes the revisions beyond the kept ones (revisionsToTrim); returns how many. */
export async function trimRevisions(db: Firestore, postId: string): Promise<number> {
  const all = await db
    .collection(`posts/${postId}/revisions`)
    .orderBy('at', 'desc')
    .select('at')
    .get();
  const trimmed = revisionsToTrim(
    all.docs.map((revision) => ({
      id: revision.id,
      at: (revision.get('at') as Timestamp).toDate(),
    })),
  );
  // Under Firestore's 500 writes a batch.
  for (let start = 0; start < trimmed.length; start += 400) {
    const batch = db.batch();
    for (const id of trimmed.slice(start, start + 400))
      batch.delete(db.doc(`posts/${postId}/revisions/${id}`));
    await batch.commit();
  }
  return trimmed.length;
}

/** One write event of a post: records its revision, then trims the history. */
export async function handlePostWritten(
  db: Firestore,
  event: EventStamp & { postId: string; before?: DocumentData; after?: DocumentData },
  now = Date.now(),
  accountName: AccountName = authAccountName,
): Promise<'expired' | 'recorded' | 'none'> {
  const { postId } = event;
  if (isExpiredEvent('recordPostRevision', event, now, { postId })) return 'expired';
  const recorded = await recordRevision(
    db,
    postId,
    event.id,
    event.before,
    event.after,
    accountName,
  );
  if (!recorded) return 'none';
  const trimmed = await trimRevisions(db, postId);
  if (trimmed > 0) logger.info('Post revisions trimmed', { postId, trimmed });
  return 'recorded';
}

export const recordPostRevision = onDocumentWritten(
  { document: 'posts/{postId}', retry: true, maxInstances: 10 },
  async (event) => {
    await handlePostWritten(adminDb(), {
      id: event.id,
      time: event.time,
      postId: event.params.postId,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
    });
  },
);
