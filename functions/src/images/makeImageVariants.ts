/**
 * blog-images/<folder>/<image id>/<file> finalized → WebP copies 480, 960 and 1600 px wide
 * (only those narrower than the original; GIFs none) at
 * blog-images/variants/<folder>/<image id>/<file>/<width>.webp,
 * then the original's width and height and the copies' { width, url } on its `images`
 * document, found by storagePath, and on the posts that feature it. Public pages use them
 * through srcset.
 *
 * Idempotent: the copies' paths are fixed, and a document that already has its variants is
 * left alone. Its own outputs (and anything outside the library) are ignored. The upload
 * dialog writes the document just after the upload, so the document is waited for briefly.
 * Only posts that feature this very file are rewritten: the document's fileUrl must be the
 * download URL of the object's own path in its own bucket (firestore.rules insists on the
 * path; the bucket is checked here).
 *
 * A failed event is retried for up to an hour (eventAge.ts); an image still without its
 * variants after that (or whose document came too late) is taken by sweepImageVariants.
 */
import { randomUUID } from 'node:crypto';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_LIMITS,
  imageVariantPath,
  parseImageStoragePath,
  type ImageContentType,
  type ImageVariant,
} from '@altum/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminApp, adminDb } from '../admin';
import { isExpiredEvent } from '../eventAge';
import { isLibraryImage } from '../storageTriggers';
import { copyImageFactsToPosts } from './featuredImagePosts';
import { ImageTooLargeError, resizeImage } from './resize';

/** What the function needs of the bucket: read the original, write a copy. */
export interface VariantBucket {
  name: string;
  download(path: string): Promise<Buffer>;
  save(path: string, data: Buffer, metadata: { contentType: string; token: string }): Promise<void>;
}

export interface VariantDeps {
  db: Firestore;
  bucket: VariantBucket;
  /** Where public URLs of the bucket start (the emulator's address locally). */
  downloadBase: string;
  /** How long to wait for the images document (ms). */
  waitForDocumentMs?: number;
}

export type VariantOutcome =
  | 'ignored'
  | 'already-done'
  | { recorded: string; widths: number[]; posts: number }
  | 'no-document'
  | 'unreadable'
  | 'too-large';

/** A public URL of an object, as getDownloadURL would give (token-guarded). */
export function downloadUrl(base: string, bucket: string, path: string, token: string): string {
  return `${base}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/**
 * Whether `fileUrl` is a download URL of the object at `path` in `bucket` (any token): what
 * getDownloadURL gives for it, so a record naming another file never rewrites its posts.
 */
export function isDownloadUrlOf(
  fileUrl: unknown,
  base: string,
  bucket: string,
  path: string,
): boolean {
  return (
    typeof fileUrl === 'string' &&
    fileUrl.startsWith(`${base}/v0/b/${bucket}/o/${encodeURIComponent(path)}?`)
  );
}

export function storageDownloadBase(): string {
  const emulator = process.env['FIREBASE_STORAGE_EMULATOR_HOST'];
  return emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
}

async function findImageDocument(db: Firestore, storagePath: string, waitMs: number) {
  const until = Date.now() + waitMs;
  for (;;) {
    const found = await db
      .collection('images')
      .where('storagePath', '==', storagePath)
      .limit(1)
      .get();
    const doc = found.docs[0];
    if (doc || Date.now() >= until) return doc;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** One finalize event, for the object at `path` with this content type. */
export async function handleImageFinalized(
  object: { name: string; contentType?: string | undefined },
  deps: VariantDeps,
): Promise<VariantOutcome> {
  const place = parseImageStoragePath(object.name);
  const contentType = IMAGE_CONTENT_TYPES.find((type) => type === object.contentType);
  if (!place || !contentType) return 'ignored';

  const waitMs = deps.waitForDocumentMs ?? 15_000;
  const existing = await findImageDocument(deps.db, object.name, 0);
  if (existing?.get('width') !== undefined) return 'already-done';

  const original = await deps.bucket.download(object.name);
  let resized;
  try {
    resized = await resizeImage(original, contentType as ImageContentType);
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      // Refused before decoding: the original stays usable as it is, without variants.
      logger.warn('Image too large for variants', { path: object.name, error: error.message });
      return 'too-large';
    }
    // Bytes that are no image under an image type (the rules see only the declared type):
    // nothing to make, and a retry would fail the same way.
    logger.warn('Not a readable image: no variants', { path: object.name, error: String(error) });
    return 'unreadable';
  }
  const variants: ImageVariant[] = [];
  for (const variant of resized.variants) {
    const path = imageVariantPath(place, variant.width);
    const token = randomUUID();
    await deps.bucket.save(path, variant.data, { contentType: 'image/webp', token });
    variants.push({
      width: variant.width,
      url: downloadUrl(deps.downloadBase, deps.bucket.name, path, token),
    });
  }

  const doc = existing ?? (await findImageDocument(deps.db, object.name, waitMs));
  if (!doc) {
    logger.warn('No images document for the upload: variants made but not recorded', {
      path: object.name,
    });
    return 'no-document';
  }
  await doc.ref.update({ width: resized.width, height: resized.height, variants });
  const fileUrl: unknown = doc.get('fileUrl');
  const ownUrl = isDownloadUrlOf(fileUrl, deps.downloadBase, deps.bucket.name, object.name);
  if (!ownUrl)
    logger.warn('Image record names another file: its posts are left alone', { path: object.name });
  const posts =
    ownUrl && typeof fileUrl === 'string'
      ? await copyImageFactsToPosts(deps.db, fileUrl, {
          width: resized.width,
          height: resized.height,
          variants,
        })
      : 0;
  return { recorded: doc.id, widths: variants.map((variant) => variant.width), posts };
}

export function adminBucket(name: string): VariantBucket {
  const bucket = getStorage(adminApp()).bucket(name);
  return {
    name,
    download: async (path) => (await bucket.file(path).download())[0],
    save: (path, data, { contentType, token }) =>
      bucket.file(path).save(data, {
        resumable: false,
        metadata: {
          contentType,
          // The same cache life as the original: a copy never changes under its path.
          cacheControl: IMAGE_LIMITS.cacheControl,
          metadata: { firebaseStorageDownloadTokens: token },
        },
      }),
  };
}

export const makeImageVariants = onObjectFinalized(
  {
    // One image at a time per instance, so MAX_INPUT_PIXELS (resize.ts) bounds its memory:
    // at most about 450 MB of the 1 GiB. At most 5 instances: a burst of uploads waits in
    // the event queue (retried by Eventarc) rather than running up a bill.
    memory: '1GiB',
    concurrency: 1,
    maxInstances: 5,
    timeoutSeconds: 120,
    // A failure outside the image (Storage, Firestore, a crash) is retried, for an hour at
    // most; the sweep takes what is left.
    retry: true,
  },
  async (event) => {
    if (!isLibraryImage(event.data.name)) return;
    if (isExpiredEvent('makeImageVariants', event, Date.now(), { path: event.data.name })) return;
    const outcome = await handleImageFinalized(
      { name: event.data.name, contentType: event.data.contentType },
      {
        db: adminDb(),
        bucket: adminBucket(event.data.bucket),
        downloadBase: storageDownloadBase(),
      },
    );
    if (outcome !== 'ignored') logger.info('makeImageVariants', { path: event.data.name, outcome });
  },
);
