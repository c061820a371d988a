/**
 * Counts one view of a published post. Browsers cannot write posts (the rules keep
 * `viewCount` out of their reach), so the post page calls this once per browser session
 * per post. Unknown and unpublished posts and malformed input are refused, each with its
 * own error, so a drift between the page and the data shows up in the console.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';

/** Firestore document ids: at most 1500 bytes, no '/', not '.' or '..'. Ours are far shorter. */
const POST_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const COUNT_VIEW_ERRORS = {
  malformed: 'Send { postId } with the id of a published post.',
  unknown: 'There is no post with this id.',
  unpublished: 'This post is not published: its views are not counted.',
} as const;

/** The post id of a well-formed request, else an invalid-argument error. */
export function parseCountViewRequest(data: unknown): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', COUNT_VIEW_ERRORS.malformed);
  }
  const keys = Object.keys(data);
  const postId = (data as { postId?: unknown }).postId;
  if (keys.length !== 1 || typeof postId !== 'string' || !POST_ID.test(postId)) {
    throw new HttpsError('invalid-argument', COUNT_VIEW_ERRORS.malformed);
  }
  return postId;
}

/**
 * Adds one to the post's viewCount. Not a transaction: the increment is atomic on its own,
 * and a transaction would make every concurrent view of a popular post retry. The only race
 * left (a post unpublished between the read and the increment) counts one view, harmlessly.
 */
export async function countPostView(db: Firestore, data: unknown): Promise<{ counted: true }> {
  const postId = parseCountViewRequest(data);
  const ref = db.collection('posts').doc(postId);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError('not-found', COUNT_VIEW_ERRORS.unknown);
  if (snapshot.get('status') !== 'published') {
    throw new HttpsError('failed-precondition', COUNT_VIEW_ERRORS.unpublished);
  }
  await ref.update({ viewCount: FieldValue.increment(1) });
  return { counted: true };
}

export const countPostViewCall = onCall(
  {
    // Bounds what a flood of scripted calls can cost (see README, "Blog": App Check).
    maxInstances: 10,
    concurrency: 80,
    memory: '256MiB',
    // APP_CHECK_ENFORCED=true in functions/.env.<project-id>, once the site sends App Check
    // tokens: calls without a valid token are then refused before they reach this code.
    // (Read from the environment, which deploys and the emulator load from those files.)
    enforceAppCheck: process.env['APP_CHECK_ENFORCED'] === 'true',
  },
  (request) => countPostView(adminDb(), request.data),
);
