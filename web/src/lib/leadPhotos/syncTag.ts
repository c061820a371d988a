/** The Background Sync tag the page registers for photos and the service worker answers. */
export const LEAD_PHOTOS_SYNC_TAG = 'lead-photos';

/** The tag for a request queued offline (requests.ts): the worker sends it, then its photos. */
export const LEAD_REQUESTS_SYNC_TAG = 'lead-requests';

/** What the worker posts to open pages when it has sent a request's photos. */
export const LEAD_PHOTOS_SENT_MESSAGE = 'lead-photos-sent';

/** Asks the browser for a Background Sync; where it has none, the next page that opens sends. */
export async function registerBackgroundSync(tag: string): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(tag);
  } catch {
    // No Background Sync here (or no worker yet).
  }
}
