/**
 * The sweep of an outbox: every minute (every few seconds on the local stack) it takes the
 * records now due (retries, and runs whose lease ended) and runs each under one sweep id.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type CollectionReference } from 'firebase-admin/firestore';

/** One sweep's event id: its runs are told apart from the creation events' and other sweeps'. */
export const newSweepId = () => `sweep-${randomUUID()}`;

/**
 * The records whose `field` (the next attempt) is due, earliest first, at most `limit`; the rest
 * wait for the next sweep. A single-field range: served by Firestore's automatic index.
 */
export function findDue(
  collection: CollectionReference,
  field: string,
  now: number,
  limit: number,
) {
  return collection.where(field, '<=', Timestamp.fromMillis(now)).orderBy(field).limit(limit).get();
}

/**
 * Runs `work` over `items`, `concurrency` at a time. One item's trouble (a contended
 * transaction, a record that cannot be written) goes to `failed` and ends that item only.
 */
export async function eachLimited<T>(
  items: readonly T[],
  concurrency: number,
  failed: (error: unknown, item: T) => void,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      const current = item;
      await work(current).catch((error: unknown) => failed(error, current));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
