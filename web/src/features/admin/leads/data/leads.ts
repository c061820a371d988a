/**
 * The lead inbox's data: pages of leads (the first live, later ones read once), the counts
 * the filters show, suspected spam, a search by contact key and one lead by id, each a query
 * described in domain/src/lead/inboxQuery.ts; the office's follow-up (status and note) and an
 * admin's delete. The rules let staff change only the follow-up fields and only admins delete.
 */
// Types only: the queries come described (with their page size) from the inbox's chunk.
import { LEAD_COUNT_CAP } from '@altum/domain';
import type { InboxLead, LeadQuerySpec, LeadStatus, LeadWhere } from '@altum/domain';
import type {
  DocumentReference,
  Query,
  QueryConstraint,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { inboxLeadConverter } from '../../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

export interface InboxLeadRow extends InboxLead {
  id: string;
  /** A change made here that the server has not confirmed yet (offline): "waiting to sync". */
  pending: boolean;
}

export type Firestore = Awaited<ReturnType<typeof loadFirestore>>;

/**
 * Where a page ends: the last lead's value of the order field (a Firestore time, kept to the
 * nanosecond so no lead of the same millisecond is skipped) and its id, the tie-break.
 */
export interface LeadCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface LeadPage {
  rows: InboxLeadRow[];
  /** Where the next page starts; null when this one was the last. */
  next: LeadCursor | null;
}

/** A lead written a moment ago has no server time yet: estimate it rather than show none. */
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

function filters(fs: Firestore['firestore'], where: LeadWhere[]): QueryConstraint[] {
  return where.map((f) =>
    fs.where(f.field, f.op, f.value instanceof Date ? fs.Timestamp.fromDate(f.value) : f.value),
  );
}

/**
 * One inbox query: its filters, its order with the id as the tie-break, and a page's bounds:
 * after a cursor, up to a cursor (the live first page once older pages hang below it), or
 * `size` leads.
 */
function inboxQuery(
  { firestore: fs, db }: Firestore,
  spec: LeadQuerySpec,
  bounds: { after?: LeadCursor | null; until?: LeadCursor | null; size?: number },
): Query<InboxLead & { id: string }> {
  const at = (cursor: LeadCursor) =>
    [new fs.Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id] as const;
  return fs.query(
    fs.collection(db, 'contacts').withConverter(inboxLeadConverter),
    ...filters(fs, spec.where),
    fs.orderBy(spec.orderBy.field, spec.orderBy.direction),
    fs.orderBy(fs.documentId(), spec.orderBy.direction),
    ...(bounds.after ? [fs.startAfter(...at(bounds.after))] : []),
    ...(bounds.until ? [fs.endAt(...at(bounds.until))] : []),
    ...(bounds.size ? [fs.limit(bounds.size)] : []),
  );
}

const toRow = (doc: QueryDocumentSnapshot<InboxLead & { id: string }>): InboxLeadRow => ({
  ...doc.data(SNAPSHOT_OPTIONS),
  pending: doc.metadata.hasPendingWrites,
});

function cursorOf(
  doc: QueryDocumentSnapshot | undefined,
  spec: LeadQuerySpec,
  fs: Firestore['firestore'],
): LeadCursor | null {
  const at: unknown = doc?.get(spec.orderBy.field, SNAPSHOT_OPTIONS);
  return doc && at instanceof fs.Timestamp
    ? { seconds: at.seconds, nanoseconds: at.nanoseconds, id: doc.id }
    : null;
}

function toPage(
  docs: QueryDocumentSnapshot<InboxLead & { id: string }>[],
  spec: LeadQuerySpec,
  fs: Firestore['firestore'],
  full: boolean,
): LeadPage {
  return { rows: docs.map(toRow), next: full ? cursorOf(docs[docs.length - 1], spec, fs) : null };
}

/**
 * The first page, live: a lead sent from the form appears within a second or two, and a
 * change made on another device shows without a reload. With `until`, it runs to that lead
 * (the older pages below start after it) however many arrive meanwhile. Returns the
 * unsubscribe.
 */
export async function watchLeadPage(
  spec: LeadQuerySpec,
  until: LeadCursor | null,
  onPage: (page: LeadPage) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const loaded = await loadFirestore();
  const query = inboxQuery(loaded, spec, until ? { until } : { size: spec.limit });
  return loaded.firestore.onSnapshot(
    query,
    // Metadata changes too: a queued change turns from "waiting to sync" to synced.
    { includeMetadataChanges: true },
    (snapshot) =>
      onPage(
        toPage(
          snapshot.docs,
          spec,
          loaded.firestore,
          until !== null || snapshot.size >= spec.limit,
        ),
      ),
    onError,
  );
}

/** A page read once (an older one; offline, from what the device kept of it). */
export async function fetchLeadPage(
  spec: LeadQuerySpec,
  after: LeadCursor | null,
): Promise<LeadPage> {
  const loaded = await loadFirestore();
  const snapshot = await loaded.firestore.getDocs(
    inboxQuery(loaded, spec, { after, size: spec.limit }),
  );
  return toPage(snapshot.docs, spec, loaded.firestore, snapshot.size >= spec.limit);
}

/** Suspected spam, newest first, live: its own small query. */
export async function watchSuspectedSpam(
  spec: LeadQuerySpec,
  onRows: (rows: InboxLeadRow[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const loaded = await loadFirestore();
  return loaded.firestore.onSnapshot(
    inboxQuery(loaded, spec, { size: spec.limit }),
    { includeMetadataChanges: true },
    (snapshot) => onRows(snapshot.docs.map(toRow)),
    onError,
  );
}

/**
 * The leads of one small query, read once: suspected spam (its listener keeps it afterwards)
 * or every lead of one homeowner (a search by contact key), newest first.
 */
export async function fetchLeadList(spec: LeadQuerySpec): Promise<InboxLeadRow[]> {
  const loaded = await loadFirestore();
  const snapshot = await loaded.firestore.getDocs(inboxQuery(loaded, spec, { size: spec.limit }));
  return snapshot.docs.map(toRow);
}

/**
 * The counts the filters show, each an aggregation the server answers, all at once, each
 * stopped at LEAD_COUNT_CAP (so one read, however many leads there are). Fails offline: a
 * count is never guessed from the device.
 */
export async function countLeads<K extends string>(
  queries: Record<K, LeadWhere[]>,
): Promise<Record<K, number>> {
  const { firestore: fs, db } = await loadFirestore();
  const keys = Object.keys(queries) as K[];
  const counts = await Promise.all(
    keys.map((key) =>
      fs.getCountFromServer(
        fs.query(
          fs.collection(db, 'contacts'),
          ...filters(fs, queries[key]),
          fs.limit(LEAD_COUNT_CAP),
        ),
      ),
    ),
  );
  return Object.fromEntries(keys.map((key, i) => [key, counts[i]?.data().count ?? 0])) as Record<
    K,
    number
  >;
}

/** One lead by id (a lead alert's tap, a linked request); null when it is gone. */
export async function fetchLead(leadId: string): Promise<InboxLeadRow | null> {
  const { firestore: fs, db } = await loadFirestore();
  const snap = await fs.getDoc(fs.doc(db, 'contacts', leadId).withConverter(inboxLeadConverter));
  const data = snap.data(SNAPSHOT_OPTIONS);
  return data ? { ...data, pending: snap.metadata.hasPendingWrites } : null;
}

/**
 * One lead as this device holds it now, with any change just made here: what a lead read once
 * (an older page, a search) shows after staff change it. No read from the server.
 */
export async function readLeadOnDevice(leadId: string): Promise<InboxLeadRow | null> {
  const { firestore: fs, db } = await loadFirestore();
  try {
    const snap = await fs.getDocFromCache(
      fs.doc(db, 'contacts', leadId).withConverter(inboxLeadConverter),
    );
    const data = snap.data(SNAPSHOT_OPTIONS);
    return data ? { ...data, pending: snap.metadata.hasPendingWrites } : null;
  } catch {
    // Not on the device (never read here): nothing newer to show.
    return null;
  }
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
    // The inbox's copy of the mark (quietSpam) goes with it, so the lead joins the list at once.
    ...(clearSpamMark ? { suspectedSpam: fs.deleteField(), quietSpam: false } : {}),
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
