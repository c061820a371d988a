/**
 * Every 30 minutes: makes the variants of library images that still have none an hour
 * after their upload: their finalize event failed past its retries, was dropped, or came
 * before the upload dialog wrote the document. Cloud Scheduler runs it in production; the
 * Functions emulator runs no schedules, so the local stack calls sweepImageVariantsLocal
 * every few seconds (scripts/lib/stack.ts), as it does for the lead sweeps.
 *
 * An image the function cannot make variants of (no image, over the pixel limit) is marked
 * `variantsSkipped`, so it is not tried again every round. Images uploaded more than a week
 * ago are left alone: whatever failed for a week needs a person.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp, adminDb } from '../admin';
import {
  adminBucket,
  handleImageFinalized,
  storageDownloadBase,
  type VariantBucket,
  type VariantOutcome,
} from './makeImageVariants';
import { localRound } from '../localRound';
import { IMAGE_ROUND } from '../storageTriggers';

/** How long an upload's own event has before the sweep steps in. */
export const SWEEP_AFTER_MS = 60 * 60 * 1000;
/** Uploads older than this are no longer swept. */
export const SWEEP_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** Images per round at most (each is resized in turn); the next round takes the rest. */
export const SWEEP_BATCH = 20;

export interface SweepDeps {
  db: Firestore;
  bucket: VariantBucket;
  downloadBase: string;
}

export interface ImageSweepResult {
  /** Image ids and what the round did for each. */
  swept: { id: string; outcome: VariantOutcome | 'failed' }[];
}

export async function sweepImageVariants(
  deps: SweepDeps,
  now = Date.now(),
): Promise<ImageSweepResult> {
  // One range on one field (no composite index); the few without variants are picked here.
  const window = await deps.db
    .collection('images')
    .where('uploadedAt', '>=', Timestamp.fromMillis(now - SWEEP_WITHIN_MS))
    .where('uploadedAt', '<=', Timestamp.fromMillis(now - SWEEP_AFTER_MS))
    .get();
  const pending = window.docs
    .filter((doc) => doc.get('width') === undefined && doc.get('variantsSkipped') === undefined)
    .slice(0, SWEEP_BATCH);
  const result: ImageSweepResult = { swept: [] };
  for (const doc of pending) {
    const name: unknown = doc.get('storagePath');
    const contentType: unknown = doc.get('contentType');
    if (typeof name !== 'string' || typeof contentType !== 'string') continue;
    let outcome: VariantOutcome | 'failed';
    try {
      outcome = await handleImageFinalized(
        { name, contentType },
        { ...deps, waitForDocumentMs: 0 },
      );
      if (outcome === 'unreadable' || outcome === 'too-large' || outcome === 'ignored')
        await doc.ref.update({ variantsSkipped: outcome });
    } catch (error) {
      // The file is gone, or Storage is down: the next round tries again.
      logger.error('Image sweep could not make variants', error, { id: doc.id });
      outcome = 'failed';
    }
    result.swept.push({ id: doc.id, outcome });
  }
  if (result.swept.length > 0) logger.info('Image variants sweep', result);
  return result;
}

function sweepDeps(): SweepDeps {
  const name = getStorage(adminApp()).bucket().name;
  return { db: adminDb(), bucket: adminBucket(name), downloadBase: storageDownloadBase() };
}

export const retryImageVariants = onSchedule(IMAGE_ROUND, async () => {
  await sweepImageVariants(sweepDeps());
});

/** The same round over HTTP, for the local stack only (index.ts exports it in the emulator). */
export const sweepImageVariantsLocal = localRound({ memory: '1GiB', concurrency: 1 }, () =>
  sweepImageVariants(sweepDeps()),
);
