/**
 * A mark in localStorage while photos wait on the device (their bytes are in IndexedDB,
 * lib/leadPhotos/queue.ts): read synchronously by the page loader, which then starts the app at
 * once, and by QueuedLeadDelivery, which then loads the photo code. Without it no page pays for
 * either.
 */
export const PENDING_LEAD_PHOTOS_KEY = 'altum.pendingLeadPhotos';

export function photosWaiting(): boolean {
  try {
    return localStorage.getItem(PENDING_LEAD_PHOTOS_KEY) !== null;
  } catch {
    return false;
  }
}

export function markPhotosWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(PENDING_LEAD_PHOTOS_KEY, '1');
    else localStorage.removeItem(PENDING_LEAD_PHOTOS_KEY);
  } catch {
    // Blocked storage: the photos still wait in IndexedDB, sent the next time the form is used.
  }
}
