/**
 * What the photo functions need of the bucket, and the Admin SDK's version of it. Every object
 * they write is private to staff (storage.rules): cached by the browser only, and written
 * without a download token (a new object's metadata replaces the upload's, token included),
 * since a token URL would be a lasting link to a homeowner's photo that anyone holding it
 * could open. Staff read the bytes through the web SDK under the rules (getBlob).
 */
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../admin';

/** Custom metadata on an original the function re-encoded: its own write, not an upload. */
export const VERIFIED_KEY = 'verified';

export interface PhotoObject {
  size: number;
  /** Re-encoded by processLeadPhoto (customMetadata verified: 'true'). */
  verified: boolean;
}

/** An object found by listing a folder, with when it was last written. */
export interface ListedPhotoObject extends PhotoObject {
  path: string;
  updatedMs: number;
}

export interface PhotoBucket {
  /** The object as it is now, or null when it is gone. */
  stat(path: string): Promise<PhotoObject | null>;
  /** Every object under a prefix, with its metadata (one listing). */
  list(prefix: string): Promise<ListedPhotoObject[]>;
  download(path: string): Promise<Buffer>;
  save(
    path: string,
    data: Buffer,
    options: { contentType: string; verified?: boolean },
  ): Promise<void>;
  /** Deletes one object; one already gone is no error. */
  remove(path: string): Promise<void>;
  /** Deletes every object under a prefix; returns how many there were. */
  removeAll(prefix: string): Promise<number>;
}

/** The copies never change under their path; staff-only, so never in a shared cache. */
const CACHE_CONTROL = 'private, max-age=86400';

/** gRPC and HTTP "not found" as the Storage client reports them. */
const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

type StorageBucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
type StorageError = Parameters<
  NonNullable<StorageBucket['storage']['retryOptions']['retryableErrorFn']>
>[0];

/** Tries of one save when the connection drops (EPIPE, ECONNRESET, a 503). */
const SAVE_TRIES = 3;

/**
 * Runs a save again when it failed in a way worth retrying. The Storage client retries an
 * upload only under a generation precondition; these saves write the same bytes to the same
 * path on every try, so a dropped connection need not fail the whole photo.
 */
export async function saveWithRetries(
  save: () => Promise<unknown>,
  isRetryable: (error: unknown) => boolean,
  pauseMs = 200,
): Promise<void> {
  for (let tried = 1; ; tried += 1) {
    try {
      await save();
      return;
    } catch (error) {
      if (tried >= SAVE_TRIES || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (tried - 1)));
    }
  }
}

/** The bucket by name (an event's), or the project's default bucket. */
export function adminPhotoBucket(name?: string): PhotoBucket {
  const storage = getStorage(adminApp());
  const bucket = name ? storage.bucket(name) : storage.bucket();
  // The client's own judgement of an error (connection dropped, 429, 5xx).
  const isRetryable = bucket.storage.retryOptions.retryableErrorFn;
  return {
    stat: async (path) => {
      try {
        const [meta] = await bucket.file(path).getMetadata();
        return {
          size: Number(meta.size),
          verified: meta.metadata?.[VERIFIED_KEY] === 'true',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    list: async (prefix) => {
      const [files] = await bucket.getFiles({ prefix });
      return files.map(({ name, metadata }) => ({
        path: name,
        size: Number(metadata.size),
        verified: metadata.metadata?.[VERIFIED_KEY] === 'true',
        updatedMs: Date.parse(metadata.updated ?? ''),
      }));
    },
    download: async (path) => (await bucket.file(path).download())[0],
    save: (path, data, { contentType, verified }) =>
      saveWithRetries(
        () =>
          bucket.file(path).save(data, {
            resumable: false,
            metadata: {
              contentType,
              cacheControl: CACHE_CONTROL,
              metadata: verified ? { [VERIFIED_KEY]: 'true' } : {},
            },
          }),
        (error) => isRetryable?.(error as StorageError) === true,
      ),
    remove: async (path) => {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    removeAll: async (prefix) => {
      const [files] = await bucket.getFiles({ prefix });
      await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
      return files.length;
    },
  };
}
