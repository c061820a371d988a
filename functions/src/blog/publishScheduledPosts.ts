/**
 * Every minute: publishes the scheduled posts whose time has come, dated by their scheduled
 * time (not by when the round ran), or by their first publish date if they had one. Cloud Scheduler runs it in production; the Functions
 * emulator runs no schedules, so the local stack calls publishScheduledPostsLocal every few
 * seconds (scripts/lib/stack.ts), as it does for the lead sweeps.
 */
import { postSummaryOf, SCHEDULED_PUBLISHER, type SummarizedPost } from '@altum/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../admin';
import { localRound } from '../localRound';

/** Posts published per round at most; the next round takes the rest. */
export const PUBLISH_BATCH = 100;

export interface PublishResult {
  /** Ids of the posts this round published. */
  published: string[];
  /** Due when queried, but changed meanwhile (unscheduled, moved, deleted): left alone. */
  skipped: string[];
}

/**
 * Publishes each due post in its own transaction, which reads the post again: only a post
 * still scheduled for the same time is published, so a writer who unscheduled or moved it
 * meanwhile keeps their change. updatedAt is the server's time of the publish and updatedBy
 * the publisher, so an editor open on the post sees someone else's save (the conflict
 * notice) rather than saving the old status over it, and the history records the publish.
 * The post's summary (postSummaries, the admin list) is written in the same transaction, whole
 * from the post, so the list shows the publish at once and a summary missing is made again.
 */
export async function publishDuePosts(db: Firestore, now = Date.now()): Promise<PublishResult> {
  const due = await db
    .collection('posts')
    .where('status', '==', 'scheduled')
    .where('scheduledAt', '<=', Timestamp.fromMillis(now))
    .orderBy('scheduledAt')
    .limit(PUBLISH_BATCH)
    .get();
  const result: PublishResult = { published: [], skipped: [] };
  for (const found of due.docs) {
    const published = await publishIfStillDue(db, found.id, found.get('scheduledAt') as Timestamp);
    (published ? result.published : result.skipped).push(found.id);
  }
  if (result.published.length > 0 || result.skipped.length > 0)
    logger.info('Scheduled posts', result);
  return result;
}

/** Publishes the post if it is still scheduled for `scheduledAt`; true when it did. */
export function publishIfStillDue(
  db: Firestore,
  postId: string,
  scheduledAt: Timestamp,
): Promise<boolean> {
  const ref = db.collection('posts').doc(postId);
  return db.runTransaction(async (tx) => {
    const post = await tx.get(ref);
    const current: unknown = post.get('scheduledAt');
    if (
      !post.exists ||
      post.get('status') !== 'scheduled' ||
      !(current instanceof Timestamp) ||
      !current.isEqual(scheduledAt)
    )
      return false;
    // A post published before keeps its first date; one never published is dated by its
    // schedule.
    const first: unknown = post.get('publishDate');
    const change = {
      status: 'published' as const,
      publishDate: first instanceof Timestamp ? first : scheduledAt,
      scheduledAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, { ...change, updatedBy: SCHEDULED_PUBLISHER });
    tx.set(
      db.collection('postSummaries').doc(postId),
      postSummaryOf<Timestamp | FieldValue>({
        ...(post.data() as SummarizedPost<Timestamp>),
        ...change,
      }),
    );
    return true;
  });
}

export const publishScheduledPosts = onSchedule(
  {
    schedule: 'every 1 minutes',
    timeoutSeconds: 120,
    // One round at a time; the transactions make an overlap safe, only wasteful. One
    // instance still takes 80 requests at once unless concurrency says otherwise.
    maxInstances: 1,
    concurrency: 1,
  },
  async () => {
    await publishDuePosts(adminDb());
  },
);

/** The same round over HTTP, for the local stack only (index.ts exports it in the emulator). */
export const publishScheduledPostsLocal = localRound({}, () => publishDuePosts(adminDb()));
