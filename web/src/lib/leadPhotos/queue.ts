/**
 * Photos sent with a request wait here, in IndexedDB, until the server has them (a request is
 * a capability: its photos are keyed by the lead's own id). Shared by the page and the service
 * worker's Background Sync handler (src/sw/leadPhotosWorker.ts), so it uses IndexedDB (through
 * idb's promises and typed stores) and nothing of the DOM or Firebase.
 *
 * - `leads`: one entry per request with photos: how many, and whether the lead document is on
 *   the server yet (Storage's rules read it, so no photo may go before it).
 * - `photos`: the re-encoded bytes, keyed [leadId, n]. An uploader takes a lease on a photo
 *   before it sends it, so the page and the worker never send one at once, and counts its
 *   attempts: a create refused after an earlier attempt means that attempt got through (the
 *   rules allow no overwrite), not that the photo was lost.
 * - `config`: where the worker uploads to (the page knows the bucket and the emulator).
 * - `requests`: a request queued offline, kept for the worker's Background Sync too
 *   (requests.ts); the photos' lead is the same request.
 */

import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { RequestConfig, WaitingRequest } from './requests';

export const LEAD_PHOTOS_DB = 'altum-lead-photos';
/** 2 added `requests`. */
const VERSION = 2;

export interface WaitingLead {
  leadId: string;
  /** Photos 0 .. count - 1 were stored with the request (its photoCount). */
  count: number;
  /** The lead document is on the server: its photos may be uploaded. */
  onServer: boolean;
  /** When the request was made (ms): the rules take photos for a day after that. */
  createdAt: number;
}

export interface WaitingPhoto {
  leadId: string;
  n: number;
  blob: Blob;
  /** An uploader holds it until then (ms); 0 when none does. */
  leaseUntil: number;
  /** Uploads started for it, by any uploader. */
  attempts: number;
}

export interface UploadConfig {
  /** Storage's REST objects address for the bucket, e.g. https://…/v0/b/<bucket>/o */
  objectsUrl: string;
  /** The page's last App Check token, for the worker (it cannot make one itself). */
  appCheckToken?: string;
  appCheckExpiresAt?: number;
}

/** The stores, typed: what each holds under which key. */
export interface LeadPhotosDB extends DBSchema {
  leads: { key: string; value: WaitingLead };
  photos: { key: [string, number]; value: WaitingPhoto };
  config: { key: 'upload' | 'firestore'; value: UploadConfig | RequestConfig };
  requests: { key: string; value: WaitingRequest };
}

type Db = IDBPDatabase<LeadPhotosDB>;

let opening: Promise<Db> | undefined;

/** The database, opened once (and again after another tab's upgrade); also for requests.ts. */
export function leadPhotosDb(): Promise<Db> {
  if (opening) return opening;
  const now = new Promise<Db>((resolve, reject) => {
    const forget = () => {
      if (opening === now) opening = undefined;
    };
    openDB<LeadPhotosDB>(LEAD_PHOTOS_DB, VERSION, {
      upgrade(db) {
        // From any older version: only the stores it lacks (the photos it holds stay).
        const has = (name: StoreNames<LeadPhotosDB>) => db.objectStoreNames.contains(name);
        if (!has('leads')) db.createObjectStore('leads', { keyPath: 'leadId' });
        if (!has('photos')) db.createObjectStore('photos', { keyPath: ['leadId', 'n'] });
        if (!has('config')) db.createObjectStore('config');
        if (!has('requests')) db.createObjectStore('requests', { keyPath: 'leadId' });
      },
      // idb leaves a blocked open pending; the callers would wait for a tab that may never close.
      blocked: () => reject(new Error('IndexedDB is blocked by another tab')),
      // Another tab upgrading, or the browser clearing site data: open afresh next time.
      blocking: () => {
        void now.then((db) => db.close());
        forget();
      },
      terminated: forget,
    }).then(resolve, reject);
  });
  opening = now;
  now.catch(() => {
    if (opening === now) opening = undefined;
  });
  return now;
}

type StoreList = StoreNames<LeadPhotosDB>[];

/**
 * Runs `work` in one transaction; resolves with its result once the transaction commits. A throw
 * in `work` aborts it. Also used by requests.ts, which keeps its store in the same database.
 */
export async function transact<const Names extends StoreList, Mode extends IDBTransactionMode, T>(
  stores: Names,
  mode: Mode,
  work: (tx: IDBPTransaction<LeadPhotosDB, Names, Mode>) => Promise<T> | T,
): Promise<T> {
  const tx = (await leadPhotosDb()).transaction(stores, mode);
  tx.done.catch(() => undefined); // awaited below, or rejected by the abort of a failed `work`
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already committed or aborted.
    }
    throw error;
  }
}

const photoRange = (leadId: string) => IDBKeyRange.bound([leadId, 0], [leadId, Infinity]);

/** Keeps a request's photos on the device, before the lead itself is written. */
export function keepLeadPhotos(leadId: string, blobs: readonly Blob[], now = Date.now()) {
  return transact(['leads', 'photos'], 'readwrite', (tx) => {
    const lead: WaitingLead = { leadId, count: blobs.length, onServer: false, createdAt: now };
    const photos = blobs.map((blob, n): WaitingPhoto => ({
      leadId,
      n,
      blob,
      leaseUntil: 0,
      attempts: 0,
    }));
    return Promise.all([
      tx.objectStore('leads').put(lead),
      ...photos.map((photo) => tx.objectStore('photos').put(photo)),
    ]).then(() => undefined);
  });
}

/** The lead document reached the server: its photos may go. */
export function markLeadOnServer(leadId: string) {
  return transact(['leads'], 'readwrite', async (tx) => {
    const lead = await tx.store.get(leadId);
    if (lead && !lead.onServer) await tx.store.put({ ...lead, onServer: true });
  });
}

export async function waitingLeads(): Promise<WaitingLead[]> {
  return (await leadPhotosDb()).getAll('leads');
}

export async function waitingPhotos(leadId: string): Promise<WaitingPhoto[]> {
  return (await leadPhotosDb()).getAll('photos', photoRange(leadId));
}

/**
 * Takes the photo for one upload, unless another uploader holds it. Read and write in one
 * transaction, so the page and the worker can never both take it. Resolves with the photo and
 * the attempts made before this one, or null when it is held or already gone.
 */
export function leasePhoto(
  leadId: string,
  n: number,
  leaseMs: number,
  now = Date.now(),
): Promise<{ photo: WaitingPhoto; earlierAttempts: number } | null> {
  return transact(['photos'], 'readwrite', async (tx) => {
    const photo = await tx.store.get([leadId, n]);
    if (!photo || photo.leaseUntil > now) return null;
    const taken = { ...photo, leaseUntil: now + leaseMs, attempts: photo.attempts + 1 };
    await tx.store.put(taken);
    return { photo: taken, earlierAttempts: photo.attempts };
  });
}

/** Keeps the lease while a slow upload is still moving. */
export function renewLease(leadId: string, n: number, leaseMs: number, now = Date.now()) {
  return transact(['photos'], 'readwrite', async (tx) => {
    const photo = await tx.store.get([leadId, n]);
    if (photo) await tx.store.put({ ...photo, leaseUntil: now + leaseMs });
  });
}

/**
 * The upload did not finish (offline, a dropped connection): the next try may take it.
 * `answered`: the server did answer, with a refusal that stored nothing (its lead was not
 * there yet), so this attempt is not one whose answer was lost and does not count.
 */
export function releasePhoto(leadId: string, n: number, answered = false) {
  return transact(['photos'], 'readwrite', async (tx) => {
    const photo = await tx.store.get([leadId, n]);
    if (photo)
      await tx.store.put({
        ...photo,
        leaseUntil: 0,
        attempts: answered ? Math.max(0, photo.attempts - 1) : photo.attempts,
      });
  });
}

/**
 * The server has the photo, or will never take it: it leaves the device. The lead's entry
 * goes with its last photo. Resolves with the photos of that lead still waiting.
 */
export function forgetPhoto(leadId: string, n: number): Promise<number> {
  return transact(['leads', 'photos'], 'readwrite', async (tx) => {
    const photos = tx.objectStore('photos');
    await photos.delete([leadId, n]);
    const left = await photos.count(photoRange(leadId));
    if (left === 0) await tx.objectStore('leads').delete(leadId);
    return left;
  });
}

/** Drops a request's photos (its lead was refused, so no upload can succeed). */
export function forgetLead(leadId: string) {
  return transact(['leads', 'photos'], 'readwrite', async (tx) => {
    await Promise.all([
      tx.objectStore('photos').delete(photoRange(leadId)),
      tx.objectStore('leads').delete(leadId),
    ]);
  });
}

export async function saveUploadConfig(config: UploadConfig): Promise<void> {
  await (await leadPhotosDb()).put('config', config, 'upload');
}

export async function uploadConfig(): Promise<UploadConfig | undefined> {
  return (await (await leadPhotosDb()).get('config', 'upload')) as UploadConfig | undefined;
}
