/**
 * Why a photo could not be shown, in words the card and the viewer use. Kept apart from the
 * data module so the query options can tell the cases apart without loading Firebase.
 */

/** The device has no copy and no connection: nothing to retry until it is back online. */
export class PhotoOfflineError extends Error {
  constructor(readonly path: string) {
    super(`No copy of ${path} on this device, and no connection`);
    this.name = 'PhotoOfflineError';
  }
}

export const isPhotoOffline = (error: unknown): boolean => error instanceof PhotoOfflineError;

/** Answers that another try would only repeat: a file that is not there, or not for this person. */
const FINAL_CODES = new Set([
  'storage/object-not-found',
  'storage/unauthorized',
  'storage/unauthenticated',
]);

/**
 * Whether to fetch a photo again after `failures` failed tries: up to 3 tries (the admin's
 * rule), none offline (it is fetched again when the connection returns) or after a final answer.
 */
export function retryPhoto(failures: number, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    failures < 3 && !isPhotoOffline(error) && !(typeof code === 'string' && FINAL_CODES.has(code))
  );
}

/** What a thumbnail or the viewer says in place of a photo it could not show. */
export function photoProblem(error: unknown): string {
  return isPhotoOffline(error) ? 'Photo not available offline' : 'Photo could not be loaded';
}
