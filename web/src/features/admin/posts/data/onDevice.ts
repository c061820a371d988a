/**
 * What the posts' reads and writes share about the device's copy: how pending server times
 * read, and how long a step waits for the server.
 */
import type { Post } from '@altum/domain';
import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

// Saved on this device but not yet on the server: server times are estimated meanwhile.
export const ESTIMATE = { serverTimestamps: 'estimate' } as const;

export function readPost(snapshot: DocumentSnapshot<Post>): Post | null {
  return snapshot.exists() ? (snapshot.data(ESTIMATE) ?? null) : null;
}

/** Resolves to undefined after `ms`, so no step of a save waits long for the server. */
export const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

/**
 * Resolves once a write just committed is in the device's store. commit() answers only when
 * the server does; Firestore runs its local work in order, so a cache read queued after the
 * write answers once the write is stored: a reload or a closed tab right after 'saved' then
 * keeps it.
 */
export async function onDevice(ref: DocumentReference): Promise<void> {
  const { firestore: fs } = await loadFirestore();
  await fs.getDocFromCache(ref).catch(() => undefined);
}
