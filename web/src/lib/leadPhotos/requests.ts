/**
 * A request queued offline, kept for the service worker as well: Firestore keeps the write
 * itself in its own cache and sends it when a page of the site starts Firestore again, but a
 * closed app starts nothing. So the page also keeps the lead here, already in the shape of
 * Firestore's REST API, and asks for Background Sync; the worker sends it with a create that
 * can only succeed once (the lead's id is made on the device, and firestore.rules let a visitor
 * create `contacts/{id}` and never write it again). Whichever copy reaches the server second is
 * refused, so the request arrives exactly once.
 *
 * The same leases and attempt counts as the photos (queue.ts): a refusal after an attempt
 * whose answer was lost means that attempt got through.
 */
import { leadPhotosDb, transact } from './queue';
import type { RestFields } from './restLead';

export interface WaitingRequest {
  leadId: string;
  /** The lead's fields as Firestore's REST API takes them (createdAt is the server's). */
  fields: RestFields;
  /** When it was queued (ms). */
  queuedAt: number;
  /** A sender holds it until then (ms); 0 when none does. */
  leaseUntil: number;
  /** Sends started for it, by any sender. */
  attempts: number;
}

/** Where the worker sends a request, and the page's last App Check token. */
export interface RequestConfig {
  /** Firestore's REST commit address, e.g. https://…/v1/projects/<id>/databases/(default)/documents:commit */
  commitUrl: string;
  /** The database's resource name: projects/<id>/databases/(default). */
  database: string;
  /** The web config's API key, sent as Firebase's SDK sends it. */
  apiKey?: string;
  appCheckToken?: string;
  appCheckExpiresAt?: number;
}

/** Keeps a request queued offline for the worker (the page keeps it in Firestore too). */
export async function keepLeadRequest(leadId: string, fields: RestFields, now = Date.now()) {
  const kept: WaitingRequest = { leadId, fields, queuedAt: now, leaseUntil: 0, attempts: 0 };
  await (await leadPhotosDb()).put('requests', kept);
}

export async function waitingRequests(): Promise<WaitingRequest[]> {
  return (await leadPhotosDb()).getAll('requests');
}

/** Takes a request for one sender, or null if another holds it (or it is gone). */
export function leaseRequest(
  leadId: string,
  leaseMs: number,
  now = Date.now(),
): Promise<{ request: WaitingRequest; earlierAttempts: number } | null> {
  return transact(['requests'], 'readwrite', async (tx) => {
    const kept = await tx.store.get(leadId);
    if (!kept || kept.leaseUntil > now) return null;
    const taken = { ...kept, leaseUntil: now + leaseMs, attempts: kept.attempts + 1 };
    await tx.store.put(taken);
    return { request: taken, earlierAttempts: kept.attempts };
  });
}

/** The send did not finish (no connection): the next try may take it. */
export function releaseRequest(leadId: string) {
  return transact(['requests'], 'readwrite', async (tx) => {
    const kept = await tx.store.get(leadId);
    if (kept) await tx.store.put({ ...kept, leaseUntil: 0 });
  });
}

/** The server has it, or has answered for it: nobody sends it again from here. */
export async function forgetRequest(leadId: string) {
  await (await leadPhotosDb()).delete('requests', leadId);
}

export async function saveRequestConfig(config: RequestConfig) {
  await (await leadPhotosDb()).put('config', config, 'firestore');
}

export async function requestConfig(): Promise<RequestConfig | undefined> {
  return (await (await leadPhotosDb()).get('config', 'firestore')) as RequestConfig | undefined;
}
