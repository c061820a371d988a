import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetAllPendingWrites,
  onPendingWritesChange,
  PENDING_WRITES_KEY,
  pendingWriteCount,
  settledBefore,
  trackWrite,
  withWriteTracking,
} from './pendingWrites';
import type * as FirestoreSdk from 'firebase/firestore';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  forgetAllPendingWrites();
  vi.useRealTimers();
});

describe('pending writes', () => {
  it('counts a write until the server accepts or refuses it', async () => {
    const accepted = deferred();
    const refused = deferred();
    void trackWrite(accepted.promise);
    trackWrite(refused.promise).catch(() => undefined);
    expect(pendingWriteCount()).toBe(2);
    accepted.resolve();
    await settle();
    expect(pendingWriteCount()).toBe(1);
    refused.reject(new Error('permission-denied'));
    await settle();
    expect(pendingWriteCount()).toBe(0);
  });

  it('keeps its notes in localStorage, so a reload or another tab still counts them', () => {
    void trackWrite(deferred().promise);
    expect(JSON.parse(localStorage.getItem(PENDING_WRITES_KEY) ?? '[]')).toHaveLength(1);
    // Another tab's note, written straight to storage.
    localStorage.setItem(
      PENDING_WRITES_KEY,
      JSON.stringify([...JSON.parse(localStorage.getItem(PENDING_WRITES_KEY) ?? '[]'), { id: 'x', at: 1 }]),
    );
    expect(pendingWriteCount()).toBe(2);
  });

  it('forgets notes of writes made before a time Firestore says everything was answered', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1000);
    void trackWrite(deferred().promise);
    vi.setSystemTime(2000);
    void trackWrite(deferred().promise);
    settledBefore(1500);
    expect(pendingWriteCount()).toBe(1);
  });

  it('tells listeners when the count changes', async () => {
    const counts: number[] = [];
    const stop = onPendingWritesChange(() => counts.push(pendingWriteCount()));
    const write = deferred();
    void trackWrite(write.promise);
    write.resolve();
    await settle();
    stop();
    void trackWrite(deferred().promise);
    expect(counts).toEqual([1, 0]);
  });

  it('reads a damaged note list as empty', () => {
    localStorage.setItem(PENDING_WRITES_KEY, '{not json');
    expect(pendingWriteCount()).toBe(0);
  });

  it('notes the writes made through the SDK handed to data modules, batches included', async () => {
    const setWrite = deferred();
    const commitWrite = deferred();
    const sdk = {
      setDoc: () => setWrite.promise,
      updateDoc: () => Promise.resolve(),
      deleteDoc: () => Promise.resolve(),
      addDoc: () => Promise.resolve(),
      writeBatch: () => ({ commit: () => commitWrite.promise }),
      getDoc: () => 'read',
    } as unknown as typeof FirestoreSdk;
    const tracked = withWriteTracking(sdk);
    expect(withWriteTracking(sdk)).toBe(tracked);
    expect((tracked.getDoc as unknown as () => string)()).toBe('read');
    void tracked.setDoc({} as never, {});
    void tracked.writeBatch({} as never).commit();
    expect(pendingWriteCount()).toBe(2);
    setWrite.resolve();
    commitWrite.resolve();
    await settle();
    expect(pendingWriteCount()).toBe(0);
  });
});
