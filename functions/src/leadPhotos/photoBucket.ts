/**
 * What the photo functions need of the bucket, and the Admin SDK's version of it. Every object
 * they write is private to staff (storage.rules): cached by the browser only, and given a
 * download token so the Storage web SDK's getDownloadURL works for staff too.
 */
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../admin';

/** Custom metadata on an original the function re-encoded: its own write, not an upload. */
export const VERIFIED_KEY = 'verified';

export interface PhotoObject {
  size: number;
  /** Re-encoded by processLeadPhoto (customMetadata verified: 'true'). */
  verified: boolean;
}

export interface PhotoBucket {
  /** The object as it is now, or null when it is gone. */
  stat(path: string): Promise<PhotoObject | null>;
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

/** The bucket by name (an event's), or the project's default bucket. */
export function adminPhotoBucket(name?: string): PhotoBucket {
  const storage = getStorage(adminApp());
  const bucket = name ? storage.bucket(name) : storage.bucket();
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
    download: async (path) => (await bucket.file(path).download())[0],
    save: (path, data, { contentType, verified }) =>
      bucket.file(path).save(data, {
        resumable: false,
        metadata: {
          contentType,
          cacheControl: CACHE_CONTROL,
          metadata: {
            firebaseStorageDownloadTokens: randomUUID(),
            ...(verified ? { [VERIFIED_KEY]: 'true' } : {}),
          },
        },
      }),
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
