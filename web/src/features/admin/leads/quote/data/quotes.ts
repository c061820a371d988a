/**
 * A lead's quote versions for the card: followed live, a draft saved (created on its first
 * save, then updated), sent (which freezes it: firestore.rules refuse any later change), or
 * deleted; and the accepted version's PDF. Each write is queued by Firestore offline like the
 * rest of the lead's work (settle), stamped with the server's time and the writer.
 */
import { quoteVersionId, type QuoteContent, type QuoteVersionRecord } from '@altum/domain';
import type { DocumentData } from 'firebase/firestore';
import { quoteVersionConverter } from '../../../../../lib/firebase/converters/quote';
import { loadFirestore } from '../../../../../lib/firebase/loadFirestore';
import { loadStorage } from '../../../../../lib/firebase/loadStorage';
import { settle, type Firestore, type WriteOutcome } from '../../data/leads';

export interface StaffQuote extends QuoteVersionRecord {
  id: string;
  /** Saved on this device, not yet on the server (offline): "waiting to sync". */
  pending: boolean;
}

/** A version written a moment ago has no server time yet: estimate it rather than show none. */
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

function quotesQuery({ firestore: fs, db }: Firestore, leadId: string) {
  return fs.query(
    fs.collection(db, 'contacts', leadId, 'quotes').withConverter(quoteVersionConverter),
    fs.orderBy('version', 'desc'),
  );
}

/** Follows a lead's versions, newest first; resolves to the unsubscribe. */
export async function watchQuotes(
  leadId: string,
  onQuotes: (quotes: StaffQuote[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const loaded = await loadFirestore();
  return loaded.firestore.onSnapshot(
    quotesQuery(loaded, leadId),
    // Metadata changes too: a save kept offline turns from "waiting to sync" to saved.
    { includeMetadataChanges: true },
    (snapshot) =>
      onQuotes(
        snapshot.docs.map((doc) => ({
          ...doc.data(SNAPSHOT_OPTIONS),
          pending: doc.metadata.hasPendingWrites,
        })),
      ),
    onError,
  );
}

export interface QuoteWrite {
  leadId: string;
  version: number;
  content: QuoteContent;
  /** The signed-in staff member; the rules insist on the writer's own uid. */
  uid: string;
  /** Not stored yet: the first save creates it (a draft, as the rules ask). */
  isNew: boolean;
}

/** Exactly the content keys the rules allow, whatever else the caller's object holds. */
function contentFields(content: QuoteContent): DocumentData {
  const line = (item: QuoteContent['items'][number]) => ({
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
  });
  return {
    items: content.items.map(line),
    options: content.options.map((option) => ({
      tier: option.tier,
      label: option.label,
      items: option.items.map(line),
    })),
    notes: content.notes,
    validUntil: content.validUntil,
    insuranceClaim: content.insuranceClaim,
  };
}

async function writeDraft({ firestore: fs, db }: Firestore, input: QuoteWrite) {
  const ref = fs.doc(db, 'contacts', input.leadId, 'quotes', quoteVersionId(input.version));
  const stamp = { updatedAt: fs.serverTimestamp(), updatedBy: input.uid };
  const written = input.isNew
    ? fs.setDoc(ref, {
        version: input.version,
        ...contentFields(input.content),
        status: 'draft',
        createdAt: fs.serverTimestamp(),
        createdBy: input.uid,
        ...stamp,
      })
    : fs.updateDoc(ref, { ...contentFields(input.content), status: 'draft', ...stamp });
  return { ref, written };
}

export async function saveQuoteDraft(
  input: QuoteWrite,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const loaded = await loadFirestore();
  const { ref, written } = await writeDraft(loaded, input);
  return settle(written, loaded.firestore, ref, onLateFailure);
}

/**
 * Sends a version: its content as last edited, status 'sent', stamped with the server's time
 * and the sender. A version never saved is created as a draft first (the rules create only
 * drafts); Firestore applies the two writes in order.
 */
export async function sendQuote(
  input: QuoteWrite,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const loaded = await loadFirestore();
  const { firestore: fs } = loaded;
  const { ref, written: created } = input.isNew
    ? await writeDraft(loaded, input)
    : {
        ref: fs.doc(loaded.db, 'contacts', input.leadId, 'quotes', quoteVersionId(input.version)),
        written: Promise.resolve(),
      };
  const sent = fs.updateDoc(ref, {
    ...contentFields(input.content),
    status: 'sent',
    sentAt: fs.serverTimestamp(),
    sentBy: input.uid,
    updatedAt: fs.serverTimestamp(),
    updatedBy: input.uid,
  });
  return settle(
    Promise.all([created, sent]).then(() => undefined),
    fs,
    ref,
    onLateFailure,
  );
}

/** Deletes a draft (the rules refuse any other). */
export async function deleteQuoteDraft(
  input: { leadId: string; version: number },
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'contacts', input.leadId, 'quotes', quoteVersionId(input.version));
  return settle(fs.deleteDoc(ref), fs, ref, onLateFailure);
}

/** The accepted version's PDF (quote-pdfs/..., staff only in storage.rules), as a link. */
export async function quotePdfUrl(path: string): Promise<string> {
  const { storage, bucket } = await loadStorage();
  return storage.getDownloadURL(storage.ref(bucket, path));
}
