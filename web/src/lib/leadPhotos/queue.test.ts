// @vitest-environment node
// Node's own Blob and structured clone, as a browser's IndexedDB stores them.
// IndexedDB's globals (idb checks its objects against them), and a fresh database per test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A device updated with photos and a request still queued: the database is written here as the
 * earlier releases wrote it, with IndexedDB's own requests (version 1 had no `requests` store),
 * and read with the queue's code as it is now.
 */
function openAsReleased(version: 1 | 2): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('altum-lead-photos', version);
    request.onupgradeneeded = () => {
      const db = request.result;
      const has = (name: string) => db.objectStoreNames.contains(name);
      if (!has('leads')) db.createObjectStore('leads', { keyPath: 'leadId' });
      if (!has('photos')) db.createObjectStore('photos', { keyPath: ['leadId', 'n'] });
      if (!has('config')) db.createObjectStore('config');
      if (version >= 2 && !has('requests'))
        db.createObjectStore('requests', { keyPath: 'leadId' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('did not open'));
  });
}

function writeAsReleased(db: IDBDatabase, writes: Record<string, [unknown, IDBValidKey?][]>) {
  if (Object.keys(writes).length === 0) {
    db.close();
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const tx = db.transaction(Object.keys(writes), 'readwrite');
    for (const [store, values] of Object.entries(writes))
      for (const [value, key] of values) tx.objectStore(store).put(value, key);
    tx.oncomplete = () => {
      db.close();
      resolve();
    };
    tx.onerror = () => reject(tx.error ?? new Error('write failed'));
  });
}

const photo = (leadId: string, n: number, leaseUntil = 0, attempts = 0) => ({
  leadId,
  n,
  blob: new Blob([`photo ${n}`], { type: 'image/webp' }),
  leaseUntil,
  attempts,
});
const upload = { objectsUrl: 'http://127.0.0.1:9199/v0/b/bucket/o', appCheckToken: 'token' };
const firestore = {
  commitUrl: 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:commit',
  database: 'projects/p/databases/(default)',
};
const fields = { name: { stringValue: 'Ann' } };

/** A fresh device, and the queue's modules loaded anew (each keeps its open database). */
async function freshModules() {
  vi.resetModules();
  return { queue: await import('./queue'), requests: await import('./requests') };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the device queue kept by an earlier release', () => {
  it('is read, leased and emptied by the current code', async () => {
    await writeAsReleased(await openAsReleased(2), {
      leads: [[{ leadId: 'lead1', count: 2, onServer: true, createdAt: 1000 }]],
      photos: [[photo('lead1', 0)], [photo('lead1', 1, 0, 1)], [photo('lead2', 0)]],
      config: [
        [upload, 'upload'],
        [firestore, 'firestore'],
      ],
      requests: [[{ leadId: 'lead3', fields, queuedAt: 2000, leaseUntil: 0, attempts: 0 }]],
    });
    const { queue, requests } = await freshModules();

    expect(await queue.waitingLeads()).toEqual([
      { leadId: 'lead1', count: 2, onServer: true, createdAt: 1000 },
    ]);
    const photos = await queue.waitingPhotos('lead1');
    expect(photos.map((each) => [each.n, each.attempts])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(await photos[1]?.blob.text()).toBe('photo 1');
    expect(await queue.uploadConfig()).toEqual(upload);
    expect(await requests.requestConfig()).toEqual(firestore);
    expect(await requests.waitingRequests()).toEqual([
      { leadId: 'lead3', fields, queuedAt: 2000, leaseUntil: 0, attempts: 0 },
    ]);

    const leased = await queue.leasePhoto('lead1', 1, 60_000, 5000);
    expect(leased).toMatchObject({ earlierAttempts: 1, photo: { leaseUntil: 65_000, attempts: 2 } });
    expect(await queue.leasePhoto('lead1', 1, 60_000, 6000)).toBeNull();
    expect(await requests.leaseRequest('lead3', 1000, 5000)).toMatchObject({ earlierAttempts: 0 });

    expect(await queue.forgetPhoto('lead1', 0)).toBe(1);
    expect(await queue.forgetPhoto('lead1', 1)).toBe(0);
    expect(await queue.waitingLeads()).toEqual([]);
    expect((await queue.waitingPhotos('lead2')).length).toBe(1);
    await requests.forgetRequest('lead3');
    expect(await requests.waitingRequests()).toEqual([]);
  });

  it('keeps its version and stores, so a page of that release still opens it', async () => {
    await writeAsReleased(await openAsReleased(2), {});
    const { queue } = await freshModules();
    await queue.keepLeadPhotos('lead1', [new Blob(['a'])], 1000);
    const db = await queue.leadPhotosDb();
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['config', 'leads', 'photos', 'requests']);
    db.close();
    // The earlier code opens it at its own version, without an upgrade, and reads what was kept.
    const earlier = await openAsReleased(2);
    const lead = await new Promise<unknown>((resolve, reject) => {
      const request = earlier.transaction('leads').objectStore('leads').get('lead1');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    });
    earlier.close();
    expect(lead).toEqual({ leadId: 'lead1', count: 1, onServer: false, createdAt: 1000 });
  });

  it('from the first version gains the requests store and keeps its photos', async () => {
    await writeAsReleased(await openAsReleased(1), {
      leads: [[{ leadId: 'lead1', count: 1, onServer: false, createdAt: 1000 }]],
      photos: [[photo('lead1', 0)]],
    });
    const { queue, requests } = await freshModules();
    expect((await queue.waitingPhotos('lead1')).map((each) => each.n)).toEqual([0]);
    await queue.markLeadOnServer('lead1');
    expect(await queue.waitingLeads()).toEqual([
      { leadId: 'lead1', count: 1, onServer: true, createdAt: 1000 },
    ]);
    await requests.keepLeadRequest('lead2', fields, 3000);
    expect((await requests.waitingRequests()).map((each) => each.leadId)).toEqual(['lead2']);
  });
});
