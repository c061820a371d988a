/**
 * Photos sent with a request wait here, in IndexedDB, until the server has them (a request is
 * a capability: its photos are keyed by the lead's own id). Shared by the page and the service
 * worker's Background Sync handler (src/sw/leadPhotosWorker.ts), so it uses the raw API and
 * nothing of the DOM or Firebase.
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

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(LEAD_PHOTOS_DB, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      // From any older version: only the stores it lacks (the photos it holds stay).
      const has = (name: string) => db.objectStoreNames.contains(name);
      if (!has('leads')) db.createObjectStore('leads', { keyPath: 'leadId' });
      if (!has('photos')) db.createObjectStore('photos', { keyPath: ['leadId', 'n'] });
      if (!has('config')) db.createObjectStore('config');
      if (!has('requests')) db.createObjectStore('requests', { keyPath: 'leadId' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading, or the browser clearing site data: open afresh next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      db.onclose = () => {
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

type StoreName = 'leads' | 'photos' | 'config' | 'requests';

/**
 * Runs `work` in one transaction; resolves with its result once the transaction commits.
 * Also used by requests.ts, which keeps its store in the same database.
 */
export async function transact<T>(
  stores: StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const db = await open();
  const tx = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  done.catch(() => undefined); // awaited below; a throw in `work` aborts it
  try {
    const result = await work(tx);
    await done;
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

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

const photoRange = (leadId: string) => IDBKeyRange.bound([leadId, 0], [leadId, Infinity]);

/** Keeps a request's photos on the device, before the lead itself is written. */
export function keepLeadPhotos(leadId: string, blobs: readonly Blob[], now = Date.now()) {
  return transact(['leads', 'photos'], 'readwrite', (tx) => {
    const lead: WaitingLead = { leadId, count: blobs.length, onServer: false, createdAt: now };
    tx.objectStore('leads').put(lead);
    blobs.forEach((blob, n) => {
      const photo: WaitingPhoto = { leadId, n, blob, leaseUntil: 0, attempts: 0 };
      tx.objectStore('photos').put(photo);
    });
  });
}

/** The lead document reached the server: its photos may go. */
export function markLeadOnServer(leadId: string) {
  return transact(['leads'], 'readwrite', async (tx) => {
    const store = tx.objectStore('leads');
    const lead = await request(store.get(leadId) as IDBRequest<WaitingLead | undefined>);
    if (lead && !lead.onServer) store.put({ ...lead, onServer: true });
  });
}

export function waitingLeads(): Promise<WaitingLead[]> {
  return transact(['leads'], 'readonly', (tx) =>
    request(tx.objectStore('leads').getAll() as IDBRequest<WaitingLead[]>),
  );
}

export function waitingPhotos(leadId: string): Promise<WaitingPhoto[]> {
  return transact(['photos'], 'readonly', (tx) =>
    request(tx.objectStore('photos').getAll(photoRange(leadId)) as IDBRequest<WaitingPhoto[]>),
  );
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
    const store = tx.objectStore('photos');
    const photo = await request(store.get([leadId, n]) as IDBRequest<WaitingPhoto | undefined>);
    if (!photo || photo.leaseUntil > now) return null;
    const taken = { ...photo, leaseUntil: now + leaseMs, attempts: photo.attempts + 1 };
    store.put(taken);
    return { photo: taken, earlierAttempts: photo.attempts };
  });
}

/** Keeps the lease while a slow upload is still moving. */
export function renewLease(leadId: string, n: number, leaseMs: number, now = Date.now()) {
  return transact(['photos'], 'readwrite', async (tx) => {
    const store = tx.objectStore('photos');
    const photo = await request(store.get([leadId, n]) as IDBRequest<WaitingPhoto | undefined>);
    if (photo) store.put({ ...photo, leaseUntil: now + leaseMs });
  });
}

/**
 * The upload did not finish (offline, a dropped connection): the next try may take it.
 * `answered`: the server did answer, with a refusal that stored nothing (its lead was not
 * there yet), so this attempt is not one whose answer was lost and does not count.
 */
export function releasePhoto(leadId: string, n: number, answered = false) {
  return transact(['photos'], 'readwrite', async (tx) => {
    const store = tx.objectStore('photos');
    const photo = await request(store.get([leadId, n]) as IDBRequest<WaitingPhoto | undefined>);
    if (photo)
      store.put({
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
    photos.delete([leadId, n]);
    const left = await request(photos.count(photoRange(leadId)));
    if (left === 0) tx.objectStore('leads').delete(leadId);
    return left;
  });
}

/** Drops a request's photos (its lead was refused, so no upload can succeed). */
export function forgetLead(leadId: string) {
  return transact(['leads', 'photos'], 'readwrite', (tx) => {
    tx.objectStore('photos').delete(photoRange(leadId));
    tx.objectStore('leads').delete(leadId);
  });
}

export function saveUploadConfig(config: UploadConfig) {
  return transact(['config'], 'readwrite', (tx) => {
    tx.objectStore('config').put(config, 'upload');
  });
}

export function uploadConfig(): Promise<UploadConfig | undefined> {
  return transact(['config'], 'readonly', (tx) =>
    request(tx.objectStore('config').get('upload') as IDBRequest<UploadConfig | undefined>),
  );
}
