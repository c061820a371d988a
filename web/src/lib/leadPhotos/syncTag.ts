/** The Background Sync tag the page registers and the service worker answers. */
export const LEAD_PHOTOS_SYNC_TAG = 'lead-photos';
