/** The Background Sync tag the page registers and the service worker answers. */
export const LEAD_PHOTOS_SYNC_TAG = 'lead-photos';

/** What the worker posts to open pages when it has sent a request's photos. */
export const LEAD_PHOTOS_SENT_MESSAGE = 'lead-photos-sent';
