/**
 * The service worker's Background Sync handler for photos sent with a request (issue 40). The
 * page registers the sync when photos are left waiting for a connection (features/lead/photos/
 * photoDelivery.ts); the browser fires it once the connection returns, with the site closed
 * too. It sends, through Storage's REST API, the photos of every request whose lead is on the
 * server, with the same leases and meaning of answers as the page (lib/leadPhotos/deliver.ts),
 * so a photo the page is sending is never sent again here. Built on its own into
 * LEAD_PHOTOS_WORKER_FILE (web/leadPhotosWorker.ts) and loaded by the generated worker.
 */
import { deliverWaitingPhotos } from '../lib/leadPhotos/deliver';
import { uploadConfig, waitingLeads } from '../lib/leadPhotos/queue';
import { restUploadPhoto } from '../lib/leadPhotos/restUpload';
import { LEAD_PHOTOS_SENT_MESSAGE, LEAD_PHOTOS_SYNC_TAG } from '../lib/leadPhotos/syncTag';

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
    }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

const worker = self as unknown as SyncWorkerScope;

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
  if (event.tag === LEAD_PHOTOS_SYNC_TAG) event.waitUntil(sendPhotos());
});
