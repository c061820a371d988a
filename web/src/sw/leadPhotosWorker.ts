/**
 * The service worker's Background Sync handler for photos sent with a request. The page
 * registers the sync when photos are left waiting for a connection
 * (features/lead/photos/photoDelivery.ts); the browser fires it once the connection returns,
 * with the site closed too. It sends, through Storage's REST API, the photos of every request
 * whose lead is on the server, with the same leases and meaning of answers as the page
 * (lib/leadPhotos/deliver.ts), so a photo the page is sending is never sent again here. Built
 * on its own into LEAD_PHOTOS_WORKER_FILE (web/build/leadPhotosWorker.ts) and loaded by the generated
 * worker.
 *
 * A request queued offline (lib/leadPhotos/requests.ts) is sent here first, through Firestore's
 * REST API, when no page of the site is open: an open page sends it itself, from Firestore's
 * own queue, and the worker would only race it. Its photos follow in the same run.
 */
import { deliverWaitingPhotos } from '../lib/leadPhotos/deliver';
import { deliverWaitingRequests } from '../lib/leadPhotos/deliverRequests';
import { uploadConfig, waitingLeads } from '../lib/leadPhotos/queue';
import { requestConfig, waitingRequests } from '../lib/leadPhotos/requests';
import { restCreateLead } from '../lib/leadPhotos/restLead';
import { restUploadPhoto } from '../lib/leadPhotos/restUpload';
import {
  LEAD_PHOTOS_SENT_MESSAGE,
  LEAD_PHOTOS_SYNC_TAG,
  LEAD_REQUESTS_SYNC_TAG,
} from '../lib/leadPhotos/syncTag';

/** A one-shot upload of at most 2 MB: long enough on a slow connection. */
const WORKER_LEASE_MS = 2 * 60 * 1000;

interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

interface SyncWorkerScope {
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled?: boolean;
    }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

const worker = self as unknown as SyncWorkerScope;

/** A request's create is one small JSON body. */
const REQUEST_LEASE_MS = 60 * 1000;

/** Sends the requests kept for the worker, unless a page of the site is open to send them. */
async function sendRequests(): Promise<void> {
  if ((await waitingRequests()).length === 0) return;
  const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length > 0) throw new Error('A page of the site is open: it sends its requests');
  const config = await requestConfig();
  if (!config) throw new Error('No Firestore address kept for requests');
  await deliverWaitingRequests({
    leaseMs: REQUEST_LEASE_MS,
    send: (request) => restCreateLead(config, request.leadId, request.fields),
  });
  if ((await waitingRequests()).length > 0) throw new Error('Requests are still waiting');
}

/** One run at a time: both tags may fire together. */
let running: Promise<void> | undefined;

function sendAll(): Promise<void> {
  running ??= (async () => {
    // A request that must wait still lets the photos of leads on the server go.
    const requests = await sendRequests().then(
      () => null,
      (error: unknown) => error,
    );
    await sendPhotos();
    // Failing the sync asks the browser to try it again later.
    if (requests) throw requests;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function sendPhotos(): Promise<void> {
  const config = await uploadConfig();
  if (!config) return;
  await deliverWaitingPhotos(
    {
      leaseMs: WORKER_LEASE_MS,
      upload: (leadId, photo) => restUploadPhoto(config, leadId, photo),
    },
    {
      // An open page of the site says so (features/lead/photos/photoDelivery.ts).
      leadDone: (leadId, summary) =>
        void worker.clients.matchAll({ type: 'window' }).then((windows) => {
          for (const client of windows)
            client.postMessage({ type: LEAD_PHOTOS_SENT_MESSAGE, leadId, ...summary });
        }),
    },
  );
  // Some could not go: failing the sync asks the browser to try it again later.
  if ((await waitingLeads()).some((lead) => lead.onServer))
    throw new Error('Photos are still waiting');
}

worker.addEventListener('sync', (event) => {
  if (event.tag === LEAD_PHOTOS_SYNC_TAG || event.tag === LEAD_REQUESTS_SYNC_TAG)
    event.waitUntil(sendAll());
});
