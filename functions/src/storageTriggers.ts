/**
 * Which objects each Storage trigger handles. Both triggers fire on every object in the
 * project's one bucket (a trigger cannot filter by path), so each checks this first and
 * returns at once for any other path: before the clock, Firestore or the bucket, and without
 * logging a foreign event as its own.
 */
import { parseImageStoragePath, parseLeadPhotoPath } from '@altum/domain';

/** processLeadPhoto's: a homeowner's upload, lead-photos/<lead id>/<n>. */
export const isLeadPhotoUpload = (name: string): boolean => parseLeadPhotoPath(name) !== null;

/** makeImageVariants': a library original, blog-images/<folder>/<image id>/<file>. */
export const isLibraryImage = (name: string): boolean => parseImageStoragePath(name) !== null;

/**
 * The catch-up rounds of both triggers (retryLeadPhotos, retryImageVariants): as the triggers,
 * one image at a time in 1 GiB (cleanPhoto.ts, resize.ts), and one round at a time.
 */
export const IMAGE_ROUND = {
  schedule: 'every 30 minutes',
  memory: '1GiB',
  timeoutSeconds: 540,
  maxInstances: 1,
  concurrency: 1,
} as const;
