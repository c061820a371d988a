import { useEffect } from 'react';
import { leadsQueuedBefore } from './pendingLeads';
import { photosWaiting } from './pendingLeadPhotos';
import { bookWaitingWindow } from '../booking';

/**
 * Mounted once by the public layout, on every page: sends any lead that was queued offline
 * before the page was reloaded, whichever page it is, and tells the homeowner how it went.
 * Photos kept with a request (pendingLeadPhotos.ts) go up from here too, once their lead is
 * on the server, and so does a window chosen offline (its booking). Firestore, the photo code
 * and the booking code load only when there is such a lead, photo or window.
 */
export default function QueuedLeadDelivery() {
  useEffect(() => {
    if (photosWaiting())
      import('./photos/photoDelivery')
        .then(({ deliverKeptPhotos }) =>
          deliverKeptPhotos(async () =>
            (await import('./data/waitForQueuedLeads')).waitForQueuedLeads(),
          ),
        )
        // They stay on the device for the next page that opens.
        .catch((error: unknown) => console.error('Sending kept photos failed', error));
    // A window chosen offline is booked once its request is on the server (decision 11).
    void bookWaitingWindow(async () =>
      (await import('./data/waitForQueuedLeads')).waitForQueuedLeads(),
    ).catch((error: unknown) => console.error('Booking the waiting window failed', error));
    if (leadsQueuedBefore().length === 0) return;
    void import('./deliverQueuedLeads').then(({ deliverQueuedLeads }) => deliverQueuedLeads());
  }, []);
  return null;
}
