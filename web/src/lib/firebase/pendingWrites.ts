/**
 * How many writes this device has made that the server has not answered yet. Firestore keeps
 * the writes themselves (its persistent cache) but tells no count, so every write issued
 * through loadFirestore is noted here until its promise settles (the server accepted or
 * refused it). The notes live in localStorage, so writes from before a reload, or from
 * another tab, still count; a note whose page closed is dropped once Firestore says every
 * write issued before it was made has been answered (`settledBefore`).
 */
import type * as FirestoreSdk from 'firebase/firestore';

/** Also cleared by the sign-out clean-up. */
export const PENDING_WRITES_KEY = 'altum.pendingWrites';

interface Note {
  id: string;
  /** When the write was issued (ms since 1970). */
  at: number;
}

/** In memory when localStorage is blocked or full: this page's writes still count. */
let fallback: Note[] = [];
let storageFailed = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  if (storageFailed) return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isNote(value: unknown): value is Note {
  const note = value as Partial<Note> | null;
  return typeof note?.id === 'string' && typeof note.at === 'number';
}

function read(): Note[] {
  const store = storage();
  if (!store) return fallback;
  try {
    const parsed: unknown = JSON.parse(store.getItem(PENDING_WRITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isNote) : [];
  } catch {
    return [];
  }
}

function write(notes: Note[]): void {
  fallback = notes;
  const store = storage();
  try {
    if (notes.length === 0) store?.removeItem(PENDING_WRITES_KEY);
    else store?.setItem(PENDING_WRITES_KEY, JSON.stringify(notes));
  } catch {
    // Full or blocked: from now on the in-memory copy counts (this page's writes at least).
    storageFailed = true;
  }
  listeners.forEach((listener) => listener());
}

let serial = 0;

/** Notes a write until its promise settles; returns the same promise. */
export function trackWrite<T>(written: Promise<T>): Promise<T> {
  serial += 1;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${serial}`;
  write([...read(), { id, at: Date.now() }]);
  const forget = () => write(read().filter((note) => note.id !== id));
  written.then(forget, forget);
  return written;
}

/** Writes issued and not yet answered by the server. */
export function pendingWriteCount(): number {
  return read().length;
}

/** Every write issued before `time` has been answered (Firestore said so): forget their notes. */
export function settledBefore(time: number): void {
  const notes = read();
  const left = notes.filter((note) => note.at >= time);
  if (left.length !== notes.length) write(left);
}

/** Forgets every note (the device's copy, writes included, was just cleared). */
export function forgetAllPendingWrites(): void {
  write([]);
}

/** Calls back when the count may have changed (in this tab). */
export function onPendingWritesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Sdk = typeof FirestoreSdk;

const tracked =
  <Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>) =>
  (...args: Args): Promise<Result> =>
    trackWrite(write(...args));

const wrapped = new WeakMap<Sdk, Sdk>();

/**
 * The SDK with its write calls noted: what loadFirestore hands every data module, so each
 * save, change and delete counts without each module remembering to. (Transactions need the
 * server to run at all: nothing of theirs waits on the device.)
 */
export function withWriteTracking(sdk: Sdk): Sdk {
  let copy = wrapped.get(sdk);
  if (!copy) {
    copy = {
      ...sdk,
      setDoc: tracked(sdk.setDoc as (...args: unknown[]) => Promise<void>) as Sdk['setDoc'],
      updateDoc: tracked(sdk.updateDoc as (...args: unknown[]) => Promise<void>) as Sdk['updateDoc'],
      deleteDoc: tracked(sdk.deleteDoc),
      addDoc: tracked(sdk.addDoc) as Sdk['addDoc'],
      writeBatch: (...args: Parameters<Sdk['writeBatch']>) => {
        const batch = sdk.writeBatch(...args);
        const commit = batch.commit.bind(batch);
        batch.commit = () => trackWrite(commit());
        return batch;
      },
    };
    wrapped.set(sdk, copy);
  }
  return copy;
}
