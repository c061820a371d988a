/**
 * Copies of the private Storage files staff have looked at (a request's photos), kept on the
 * device in Cache Storage, so the admin shows them offline as Firestore's cache shows the
 * leads. The files are immutable (each path is written once), so a copy never goes stale.
 * Bounded in count, oldest first out, and forgotten with the rest of the device's copy at
 * sign-out (resetFirestore.ts). Where Cache Storage is missing or refuses (quota, a private
 * window), nothing is kept: the files are then fetched each time.
 */

const CACHE_NAME = 'staff-files';

/** About 300 thumbnails of 20 KB and a few large copies: a few MB at most. */
export const MAX_STAFF_FILES = 300;

// Cache Storage keys are URLs: a path on this site that nothing serves (never fetched).
const keyOf = (path: string) => `${self.location.origin}/.staff-files/${encodeURIComponent(path)}`;

const hasCache = () => typeof caches !== 'undefined';

/** The device's copy of a file, if it has one. */
export async function readStaffFile(path: string): Promise<Blob | undefined> {
  if (!hasCache()) return undefined;
  try {
    const cache = await caches.open(CACHE_NAME);
    const kept = await cache.match(keyOf(path));
    return kept ? await kept.blob() : undefined;
  } catch {
    return undefined;
  }
}

/** Bumped by every forget: a file fetched before a sign-out is not kept after it. */
let era = 0;
export const staffFilesEra = (): number => era;

/**
 * Keeps a copy of a file fetched during `fetchedIn` (staffFilesEra() when its fetch began),
 * then drops the oldest copies past MAX_STAFF_FILES.
 */
export async function keepStaffFile(path: string, file: Blob, fetchedIn: number): Promise<void> {
  if (!hasCache() || fetchedIn !== era) return;
  try {
    const cache = await caches.open(CACHE_NAME);
    if (fetchedIn !== era) return;
    await cache.put(
      keyOf(path),
      new Response(file, { headers: { 'content-type': file.type || 'application/octet-stream' } }),
    );
    // keys() lists in the order the copies were put.
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, -MAX_STAFF_FILES).map((key) => cache.delete(key)));
  } catch {
    // No room or no cache: the file is simply fetched again next time.
  }
}

/** Forgets every copy (sign-out). */
export async function forgetStaffFiles(): Promise<void> {
  era += 1;
  if (!hasCache()) return;
  await caches.delete(CACHE_NAME).catch(() => undefined);
}
