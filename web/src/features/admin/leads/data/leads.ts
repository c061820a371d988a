/**
 * The lead inbox's data: every lead, newest first, live; the office's follow-up (status and
 * note) and an admin's delete. The rules let staff change only the follow-up fields and only
 * admins delete.
 */
import type { InboxLead, LeadStatus } from '@altum/domain';
import type { DocumentReference, Query } from 'firebase/firestore';
import { inboxLeadConverter } from '../../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

export interface InboxLeadRow extends InboxLead {
  id: string;
  /** A change made here that the server has not confirmed yet (offline): "waiting to sync". */
  pending: boolean;
}

export type Firestore = Awaited<ReturnType<typeof loadFirestore>>;

function leadsQuery({ firestore: fs, db }: Firestore): Query<InboxLead & { id: string }> {
  return fs.query(
    fs.collection(db, 'contacts').withConverter(inboxLeadConverter),
    fs.orderBy('createdAt', 'desc'),
  );
}

/** A lead written a moment ago has no server time yet: estimate it rather than show none. */
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

/** Every lead once (the first paint, and offline from the device's cache). */
export async function fetchLeads(): Promise<InboxLeadRow[]> {
  const loaded = await loadFirestore();
  const snapshot = await loaded.firestore.getDocs(leadsQuery(loaded));
  return snapshot.docs.map((doc) => ({
    ...doc.data(SNAPSHOT_OPTIONS),
    pending: doc.metadata.hasPendingWrites,
  }));
}

/**
 * Follows every lead live: a lead sent from the form appears within a second or two, and a
 * change made on another device shows without a reload. Returns the unsubscribe.
 */
export async function watchLeads(
  onLeads: (leads: InboxLeadRow[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const loaded = await loadFirestore();
  return loaded.firestore.onSnapshot(
    leadsQuery(loaded),
    // Metadata changes too: a queued change turns from "waiting to sync" to synced.
    { includeMetadataChanges: true },
    (snapshot) =>
      onLeads(
        snapshot.docs.map((doc) => ({
          ...doc.data(SNAPSHOT_OPTIONS),
          pending: doc.metadata.hasPendingWrites,
        })),
      ),
    onError,
  );
}

export interface FollowUp {
  leadId: string;
  status: LeadStatus;
  note: string;
  /** The signed-in staff member; the rules insist it is the writer's own uid. */
  uid: string;
  /**
   * The lead leaves 'new' for the first time: the rules then require firstContactAt (the
   * server's time) and firstContactBy, and refuse them on any other change.
   */
  firstContact: boolean;
}

export type WriteOutcome = 'saved' | 'queued';

/** How long a save waits for the server before it counts as kept on the device. */
export const SERVER_ACK_TIMEOUT_MS = 4000;

/**
 * Settles once the server has the write, or, with no connection (or none that answers in
 * time), once the device has it: Firestore sends it on reconnect, so a change made offline is
 * never a spinner. A refusal that arrives after that goes to `onLateFailure`.
 */
export async function settle(
  written: Promise<void>,
  fs: Firestore['firestore'],
  ref: DocumentReference,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  let settled = false;
  const acknowledged = written.then(() => {
    settled = true;
  });
  if (navigator.onLine) {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, SERVER_ACK_TIMEOUT_MS));
    // A refusal in time rejects here: the caller reports it as a failed change.
    await Promise.race([acknowledged, timeout]);
    if (settled) return 'saved';
  }
  acknowledged.catch(onLateFailure);
  // Queued right behind the write: when it settles, the change is in the device's cache.
  await fs.getDocFromCache(ref).catch(() => undefined);
  return 'queued';
}

/** The follow-up the rules ask for on every staff change: status, note, when and by whom. */
async function writeFollowUp(
  input: FollowUp,
  onLateFailure: (error: unknown) => void,
  clearSpamMark: boolean,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'contacts', input.leadId);
  const written = fs.updateDoc(ref, {
    status: input.status,
    note: input.note,
    updatedAt: fs.serverTimestamp(),
    updatedBy: input.uid,
    ...(input.firstContact
      ? { firstContactAt: fs.serverTimestamp(), firstContactBy: input.uid }
      : {}),
    ...(clearSpamMark ? { suspectedSpam: fs.deleteField() } : {}),
  });
  return settle(written, fs, ref, onLateFailure);
}

export function saveFollowUp(
  input: FollowUp,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  return writeFollowUp(input, onLateFailure, false);
}

export async function deleteLead(
  leadId: string,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'contacts', leadId);
  return settle(fs.deleteDoc(ref), fs, ref, onLateFailure);
}

/** Moves a suspected-spam lead to the ordinary list: removes the mark with the follow-up. */
export function clearSuspectedSpam(
  input: FollowUp,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  return writeFollowUp(input, onLateFailure, true);
}
