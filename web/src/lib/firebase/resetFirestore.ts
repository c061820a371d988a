/**
 * Forgetting the device's copy at sign-out: leads, drafts and every other document Firestore
 * keeps in IndexedDB, and the writes still queued there. Firestore can clear its storage only
 * once the instance is terminated, so the instance is handed over and a fresh one opens on the
 * next use (the public lead form, or the next sign-in), on the same page, without a reload.
 */
import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import { getDb, releaseDb } from './client';
import { forgetAllPendingWrites, pendingWriteCount, settledBefore } from './pendingWrites';
import { forgetStaffFiles } from './staffFiles';

/** How long the server may take to answer what is queued before it counts as waiting. */
export const SYNC_PROBE_MS = 400;

const CHANNEL = 'altum.firestore';

let resetting: Promise<void> = Promise.resolve();

/** Settles once no clean-up is under way: an instance opened meanwhile would block it. */
export const resetDone = (): Promise<void> => resetting;

// Deleting the database shuts Firestore down in this origin's other tabs too (the SDK closes
// on the delete); told here, they hand out a fresh instance next instead of the dead one.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
channel?.addEventListener('message', () => {
  const dead = releaseDb();
  if (dead) resetting = resetting.then(() => terminate(dead)).catch(() => undefined);
});

/**
 * Terminates Firestore and deletes its IndexedDB storage (documents and queued writes), and
 * the copies of private files staff looked at (staffFiles.ts: a request's photos). Callers
 * make sure nothing unsynced is lost first (`unsyncedWrites`, `waitForSync`).
 */
export function forgetDeviceCopy(): Promise<void> {
  const run = resetting.then(async () => {
    getDb(); // an instance names the storage to delete, even if this page never used one
    const db = releaseDb() as NonNullable<ReturnType<typeof releaseDb>>;
    await terminate(db);
    await clearIndexedDbPersistence(db);
    await forgetStaffFiles();
    forgetAllPendingWrites();
    channel?.postMessage('cleared');
  });
  resetting = run.catch(() => undefined);
  return run;
}

/**
 * How many writes wait for the server: 0 when Firestore answers that nothing does within
 * SYNC_PROBE_MS; otherwise the noted count, at least 1 (a write from before this device noted
 * them still counts).
 */
export async function unsyncedWrites(): Promise<number> {
  await resetting;
  const since = Date.now();
  const synced = await Promise.race([
    waitForPendingWrites(getDb()).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), SYNC_PROBE_MS)),
  ]);
  if (synced) {
    settledBefore(since);
    return 0;
  }
  return Math.max(1, pendingWriteCount());
}

/**
 * How many writes Firestore keeps queued on this device for anyone, read from its IndexedDB
 * storage. After a session ended, Firestore answers only for the signed-out user (nobody),
 * while the person's own queued writes wait in the same storage for their next sign-in.
 * Unknown (a browser that cannot list its databases): the noted count.
 */
export async function queuedWritesOnDevice(): Promise<number> {
  await resetting;
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function')
    return pendingWriteCount();
  const names = (await indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith('firestore/'));
  let queued = 0;
  for (const name of names) queued += await countMutations(name);
  return queued;
}

function countMutations(name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error ?? new Error(`Could not open ${name}`));
    // Listed, so it exists: an upgrade would mean it was deleted meanwhile (nothing queued).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('mutations')) {
        database.close();
        resolve(0);
        return;
      }
      const count = database.transaction('mutations', 'readonly').objectStore('mutations').count();
      count.onsuccess = () => {
        database.close();
        resolve(count.result);
      };
      count.onerror = () => {
        database.close();
        reject(count.error ?? new Error(`Could not count the writes in ${name}`));
      };
    };
  });
}

/** Resolves once every write queued so far has been accepted or refused by the server. */
export async function waitForSync(): Promise<void> {
  await resetting;
  const since = Date.now();
  await waitForPendingWrites(getDb());
  settledBefore(since);
}
