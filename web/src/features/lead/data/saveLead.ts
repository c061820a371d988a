/**
 * Writes a lead to `contacts/{id}`. Firebase is imported on first use, so the public
 * bundle carries no Firestore code until a homeowner submits the form.
 */
import type { LeadPayload } from '@altum/domain';
import { leadConverter } from '../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { forgetPendingLead, rememberPendingLead } from '../pendingLeads';
import { forgetRequestForWorker, keepRequestForWorker } from './keepRequestForWorker';

/** How long to wait for the server to confirm a write before treating it as queued. */
export const SAVE_ACK_TIMEOUT_MS = 10_000;

/** How long the device may take to store a queued lead before the save counts as failed. */
export const LOCAL_SAVE_TIMEOUT_MS = 10_000;

export type SaveResult =
  /** The server accepted the lead. */
  | { kind: 'saved'; leadId: string }
  /**
   * No connection: the lead is in the device's persistent Firestore cache and will be sent
   * on reconnect, even after a reload. `delivered` settles once the server has it.
   */
  | { kind: 'queued'; leadId: string; delivered: Promise<void> };

/**
 * Loads and starts Firestore ahead of a submit (the form calls it on first focus), so a
 * homeowner who loses the connection before pressing the button can still queue the lead.
 */
export async function preloadLeadFirestore(): Promise<void> {
  await loadFirestore();
}

function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Rejects when the server refuses the lead (for example, the rules deny it). */
export async function saveLead(
  payload: LeadPayload,
  online: boolean,
  /** Runs with the lead's id before the write: the request's photos are kept on the device. */
  keep?: (leadId: string) => Promise<void>,
): Promise<SaveResult> {
  const { firestore, db } = await loadFirestore();
  // The id is made on the device: it names the lead and its receipt, and it is what a
  // queued write is remembered by.
  const ref = firestore.doc(firestore.collection(db, 'contacts').withConverter(leadConverter));
  // A lead counting photos is written only once they are safe on the device.
  if (keep) await keep(ref.id);
  rememberPendingLead(ref.id);
  const written = firestore.setDoc(ref, payload);
  // Firestore runs its work one task at a time, and a write's task ends only once IndexedDB
  // has committed it. This cache read is queued right behind the write, so when it settles the
  // lead survives a reload or a closed tab. Saying "saved on this device" any sooner lost leads.
  const keptOnDevice = firestore.getDocFromCache(ref);
  keptOnDevice.catch(() => undefined); // awaited only when the lead is queued
  const settled = written.then(
    () => forgetPendingLead(ref.id),
    (error: unknown) => {
      forgetPendingLead(ref.id);
      throw error;
    },
  );

  const outcome = online
    ? await Promise.race([
        settled.then(() => 'saved' as const),
        new Promise<'queued'>((resolve) =>
          setTimeout(() => resolve('queued'), SAVE_ACK_TIMEOUT_MS),
        ),
      ])
    : 'queued';
  if (outcome === 'saved') return { kind: 'saved', leadId: ref.id };

  // Nobody may await `delivered` (the page may be closed); keep a late refusal visible in
  // the console rather than as an unhandled rejection.
  settled.catch((error: unknown) => console.error('A queued lead was refused', error));
  // Not on the device in time: a failed save, so the form keeps what was typed.
  await withinTime(keptOnDevice, LOCAL_SAVE_TIMEOUT_MS, 'Keeping the lead on this device');
  // A copy for the service worker, to send with the app closed (Background Sync). Firestore
  // already holds the lead, so a device that cannot keep the copy still sends it later.
  const keptForWorker = withinTime(
    keepRequestForWorker(db.app, ref.id, payload),
    LOCAL_SAVE_TIMEOUT_MS,
    'Keeping the lead for the service worker',
  ).catch((error: unknown) => console.warn('The lead is not kept for Background Sync', error));
  // Once this page's own write is answered, the worker's copy has nothing left to do.
  void settled
    .catch(() => undefined)
    .then(() => keptForWorker)
    .then(() => forgetRequestForWorker(ref.id))
    .catch(() => undefined);
  await keptForWorker;
  return { kind: 'queued', leadId: ref.id, delivered: settled };
}
