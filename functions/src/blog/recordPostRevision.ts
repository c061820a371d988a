/**
 * posts/{postId} written → a revision of it in posts/{postId}/revisions: who saved, when (the
 * post's updatedAt), its title, excerpt, content and status, and the size of the change
 * against the post as it was before the write. Writes that change none of those four (a view
 * count, a category's copied name) record nothing; the scheduled publisher's publish records
 * one (status published), so the history shows when the post went live. Then the history
 * is trimmed: the newest 50, and beyond them one a day.
 *
 * Idempotent: the revision's id is the event's, so a retried event rewrites the same one.
 */
import {
  changeSize,
  isRevisedChange,
  revisionsToTrim,
  SCHEDULED_PUBLISHER,
  type RevisedText,
} from '@altum/domain';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';

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

/** Who saved, by name: their profile's, when they have one. */
async function nameOf(db: Firestore, uid: string | null): Promise<string | null> {
  if (uid === null) return null;
  if (uid === SCHEDULED_PUBLISHER) return PUBLISHER_NAME;
  const name: unknown = (await db.doc(`profiles/${uid}`).get()).get('fullName');
  return typeof name === 'string' ? name : null;
}

/** Records the revision a write makes, if any; true when it recorded one. */
export async function recordRevision(
  db: Firestore,
  postId: string,
  revisionId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<boolean> {
  const next = revisedOf(after);
  if (!after || !next || !isRevisedChange(revisedOf(before), next)) return false;
  const updatedAt: unknown = after['updatedAt'];
  const by = typeof after['updatedBy'] === 'string' ? (after['updatedBy'] as string) : null;
  await db.doc(`posts/${postId}/revisions/${revisionId}`).set({
    at: updatedAt instanceof Timestamp ? updatedAt : Timestamp.now(),
    by,
    byName: await nameOf(db, by),
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

export const recordPostRevision = onDocumentWritten(
  { document: 'posts/{postId}', retry: true, maxInstances: 10 },
  async (event) => {
    const { postId } = event.params;
    const db = adminDb();
    const recorded = await recordRevision(
      db,
      postId,
      event.id,
      event.data?.before.data(),
      event.data?.after.data(),
    );
    if (!recorded) return;
    const trimmed = await trimRevisions(db, postId);
    if (trimmed > 0) logger.info('Post revisions trimmed', { postId, trimmed });
  },
);
