/**
 * Writes every post's summary (postSummaries/{postId}, which the admin posts list reads) from
 * the post, and removes summaries whose post is gone. Idempotent: run it once when the list
 * starts reading summaries, and again any time to repair them.
 */
import { postSummaryOf, type SummarizedPost } from '@altum/domain';
import type { App } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Timestamp } from 'firebase-admin/firestore';

/** Posts read and summaries written per round: one batch's worth, well under its 500 writes. */
const PAGE = 200;

export interface BackfillResult {
  written: number;
  removed: number;
}

export async function backfillPostSummaries(app: App): Promise<BackfillResult> {
  const db = getFirestore(app);
  const result: BackfillResult = { written: 0, removed: 0 };
  let after: string | null = null;
  for (;;) {
    let page = db.collection('posts').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const posts = await page.get();
    if (posts.empty) break;
    const batch = db.batch();
    for (const post of posts.docs) {
      batch.set(
        db.collection('postSummaries').doc(post.id),
        postSummaryOf(post.data() as SummarizedPost<Timestamp>),
      );
    }
    await batch.commit();
    result.written += posts.size;
    after = posts.docs.at(-1)?.id ?? null;
  }
  // Summaries left by posts deleted outside the editor (which deletes both in one batch).
  let summaryAfter: string | null = null;
  for (;;) {
    let page = db.collection('postSummaries').orderBy(FieldPath.documentId()).limit(PAGE);
    if (summaryAfter) page = page.startAfter(summaryAfter);
    const summaries = await page.get();
    if (summaries.empty) break;
    const posts = await db.getAll(
      ...summaries.docs.map((summary) => db.collection('posts').doc(summary.id)),
      { fieldMask: ['slug'] },
    );
    const batch = db.batch();
    let gone = 0;
    for (const post of posts) {
      if (post.exists) continue;
      batch.delete(db.collection('postSummaries').doc(post.id));
      gone += 1;
    }
    if (gone > 0) await batch.commit();
    result.removed += gone;
    summaryAfter = summaries.docs.at(-1)?.id ?? null;
  }
  return result;
}
