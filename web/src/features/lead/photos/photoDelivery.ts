/**
 * The page's side of sending a request's photos (architecture decision 11): they are kept in
 * IndexedDB before the lead is written, and go up only once the lead is on the server (the
 * rules read it). The page sends them while it is open (and again when the connection
 * returns); Background Sync lets the service worker finish them after the page is closed,
 * where the browser has it; otherwise the next page of the site that opens sends them.
 */
import { deliverWaitingPhotos, type PhotoOutcome } from '../../../lib/leadPhotos/deliver';
import {
  forgetLead,
  keepLeadPhotos,
  markLeadOnServer,
  renewLease,
  saveUploadConfig,
  waitingLeads,
} from '../../../lib/leadPhotos/queue';
import {
  LEAD_PHOTOS_SENT_MESSAGE,
  LEAD_PHOTOS_SYNC_TAG,
  registerBackgroundSync,
} from '../../../lib/leadPhotos/syncTag';
import { showToast } from '../../../ui/toast/toast';
import { markPhotosWaiting } from '../pendingLeadPhotos';
import { PHOTO_TOASTS } from './photoText';

/** How long the page holds a photo without progress before the worker may take it. */
const PAGE_LEASE_MS = 60_000;

export type PhotoEvent =
  | { kind: 'kept'; leadId: string; count: number }
  | { kind: 'progress'; leadId: string; n: number; fraction: number }
  | { kind: 'photo'; leadId: string; n: number; outcome: PhotoOutcome }
  | { kind: 'waiting'; leadId: string }
  | { kind: 'done'; leadId: string; count: number; refused: number; late: number };

const listeners = new Set<(event: PhotoEvent) => void>();

/** Follows every photo the page sends; returns the unsubscribe. */
export function onPhotoEvent(listener: (event: PhotoEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = (event: PhotoEvent) => {
  for (const listener of listeners) listener(event);
};

/** Told once per request on this page: the photos are waiting for a connection. */
const toldWaiting = new Set<string>();

// The page says when they have gone, whichever page of the site it is.
onPhotoEvent((event) => {
  if (event.kind === 'waiting' && !toldWaiting.has(event.leadId)) {
    toldWaiting.add(event.leadId);
    void waitingLeads().then((leads) => {
      const lead = leads.find((waiting) => waiting.leadId === event.leadId);
      if (lead && !queuedHere.has(lead.leadId)) showToast('info', PHOTO_TOASTS.waiting(lead.count));
    });
  }
  if (event.kind === 'done') {
    const sent = event.count - event.refused;
    if (sent > 0) showToast('success', PHOTO_TOASTS.sent(sent));
    // Refused for good only for a known reason (lib/leadPhotos/deliver.ts): said in plain words.
    const late = Math.min(event.late, event.refused);
    if (event.refused > late) showToast('warning', PHOTO_TOASTS.refused(event.refused - late));
    if (late > 0) showToast('warning', PHOTO_TOASTS.late(late));
  }
});

// Photos the service worker sent (Background Sync): said here as if the page had sent them.
navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as {
    type?: unknown;
    leadId?: unknown;
    count?: unknown;
    refused?: unknown;
    late?: unknown;
  };
  if (data?.type !== LEAD_PHOTOS_SENT_MESSAGE || typeof data.leadId !== 'string') return;
  emit({
    kind: 'done',
    leadId: data.leadId,
    count: Number(data.count) || 0,
    refused: Number(data.refused) || 0,
    late: Number(data.late) || 0,
  });
  void waitingLeads().then((left) => markPhotosWaiting(left.length > 0));
});

/** Requests this page kept while offline: the form already said their photos wait. */
const queuedHere = new Set<string>();

/**
 * Fetches the Storage code while the device is online (the form calls it when a photo is
 * added), so photos sent after the connection drops can still be handed to the worker.
 */
export function preloadPhotoUpload(): void {
  const load = () => void import('../data/uploadLeadPhoto').catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 0);
}

/** Keeps a request's photos on the device; the lead is written after this resolves. */
export async function keepPhotos(leadId: string, blobs: readonly Blob[]): Promise<void> {
  await keepLeadPhotos(leadId, blobs);
  if (!navigator.onLine) queuedHere.add(leadId);
  emit({ kind: 'kept', leadId, count: blobs.length });
  markPhotosWaiting(true);
  // Where the worker sends them (and its App Check token): not needed to keep the photos.
  void import('../data/uploadLeadPhoto')
    .then(({ photoUploadConfig }) => photoUploadConfig(saveUploadConfig))
    .then(saveUploadConfig)
    .catch(() => undefined);
}

/** The lead was refused: no upload could succeed. */
export async function dropPhotos(leadId: string): Promise<void> {
  await forgetLead(leadId);
  markPhotosWaiting((await waitingLeads()).length > 0);
}

/** The lead is on the server: send its photos now. */
export async function sendPhotos(leadId: string): Promise<void> {
  await markLeadOnServer(leadId);
  await sendWaitingPhotos();
}

// No Background Sync here: the next page of the site that opens sends them.
const registerSync = () => registerBackgroundSync(LEAD_PHOTOS_SYNC_TAG);

let round: Promise<void> | undefined;
/** One 'online' listener at a time, however many rounds left photos waiting. */
let onlineWatched = false;
/** One later round at a time, for photos that wait while online (their lead not there yet). */
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const ONLINE_RETRY_MS = 30_000;
let again = false;

/** One round at a time; a call during a round asks for another one after it. */
export function sendWaitingPhotos(): Promise<void> {
  if (round) {
    again = true;
    return round;
  }
  round = (async () => {
    do {
      again = false;
      await sendRound();
    } while (again);
  })().finally(() => {
    round = undefined;
  });
  return round;
}

/** Sends what may go now, with the Storage SDK. */
async function sendOnline(): Promise<void> {
  const { uploadLeadPhoto } = await import('../data/uploadLeadPhoto');
  await deliverWaitingPhotos(
    {
      leaseMs: PAGE_LEASE_MS,
      upload: (leadId, photo) => {
        let renewed = Date.now();
        return uploadLeadPhoto(leadId, photo, (fraction) => {
          emit({ kind: 'progress', leadId, n: photo.n, fraction });
          if (Date.now() - renewed > PAGE_LEASE_MS / 3) {
            renewed = Date.now();
            void renewLease(leadId, photo.n, PAGE_LEASE_MS);
          }
        });
      },
    },
    {
      photo: (leadId, n, outcome) => emit({ kind: 'photo', leadId, n, outcome }),
      leadDone: (leadId, summary) => emit({ kind: 'done', leadId, ...summary }),
    },
  );
}

async function sendRound(): Promise<void> {
  // What could not go (no Storage code, a failed upload) waits for the next round.
  if (navigator.onLine) await sendOnline().catch(() => undefined);
  const left = await waitingLeads();
  markPhotosWaiting(left.length > 0);
  for (const lead of left) if (lead.onServer) emit({ kind: 'waiting', leadId: lead.leadId });
  if (left.some((lead) => lead.onServer)) {
    await registerSync();
    // Online and still waiting: the rules had no lead yet (deliver.ts). Try again a little later.
    if (navigator.onLine && retryTimer === undefined)
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void sendWaitingPhotos();
      }, ONLINE_RETRY_MS);
    if (!onlineWatched) {
      onlineWatched = true;
      addEventListener(
        'online',
        () => {
          onlineWatched = false;
          void sendWaitingPhotos();
        },
        { once: true },
      );
    }
  }
}

/**
 * After a reload: photos kept by an earlier page whose lead was still in Firestore's queue.
 * Firestore sends that queue when it starts; once it has, those leads are on the server (or
 * were refused, which the rules then say for their photos).
 */
export async function deliverKeptPhotos(waitForQueuedLeads: () => Promise<void>): Promise<void> {
  const notYet = (await waitingLeads()).filter((lead) => !lead.onServer);
  if (notYet.length > 0) {
    await waitForQueuedLeads();
    for (const lead of notYet) await markLeadOnServer(lead.leadId);
  }
  await sendWaitingPhotos();
}
