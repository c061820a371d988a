/**
 * One homeowner, one thread: when a lead arrives its contactKeys (normalized phone, mailbox as
 * the confirmation cap counts it) are written on it, and every lead of the last 90 days with
 * the same phone or mailbox is linked both ways (relatedLeads, newest first, at most
 * MAX_RELATED_LEADS). Each write reads what is stored and merges by id, so a retried event
 * writes the same thing again. Clients never write these fields (firestore.rules).
 */
import {
  leadContactKeys,
  RELATED_LEAD_LOOKBACK_MS,
  REPEAT_ALERT_WINDOW_MS,
  type LeadContactKeys,
} from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/** gRPC's NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;

/** Links kept on one lead. */
export const MAX_RELATED_LEADS = 10;

export interface RelatedLead {
  id: string;
  createdAt: Timestamp;
}

function merged(current: unknown, add: RelatedLead): RelatedLead[] {
  const list = (Array.isArray(current) ? current : []).filter(
    (item): item is RelatedLead =>
      typeof (item as RelatedLead | null)?.id === 'string' &&
      (item as RelatedLead).createdAt instanceof Timestamp,
  );
  return [add, ...list.filter((item) => item.id !== add.id)]
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .slice(0, MAX_RELATED_LEADS);
}

/** Adds `link` to one lead's relatedLeads (read, merge by id, write: idempotent). */
async function addLink(db: Firestore, leadId: string, link: RelatedLead) {
  const ref = db.collection('contacts').doc(leadId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    tx.update(ref, { relatedLeads: merged(snap.get('relatedLeads'), link) });
  });
}

export interface LinkResult {
  keys: LeadContactKeys;
  /** Earlier leads of the same homeowner, newest first. */
  related: RelatedLead[];
  /** One of them arrived within REPEAT_ALERT_WINDOW_MS before this one. */
  repeat: boolean;
}

export async function linkRelatedLeads(
  db: Firestore,
  leadId: string,
  lead: Record<string, unknown>,
): Promise<LinkResult> {
  const keys = leadContactKeys({
    phone: String(lead['phone'] ?? ''),
    email: String(lead['email'] ?? ''),
  });
  const createdAt =
    lead['createdAt'] instanceof Timestamp ? lead['createdAt'] : Timestamp.fromMillis(Date.now());
  const since = Timestamp.fromMillis(createdAt.toMillis() - RELATED_LEAD_LOOKBACK_MS);
  const ref = db.collection('contacts').doc(leadId);
  try {
    await ref.update({ contactKeys: keys });
  } catch (error) {
    // Deleted since it arrived (an admin, a cleared stack): a lead that is gone is not linked.
    if ((error as { code?: unknown }).code === NOT_FOUND)
      return { keys, related: [], repeat: false };
    throw error;
  }
  const searches = (['phone', 'mailbox'] as const)
    .filter((field) => keys[field] !== null)
    .map((field) =>
      db
        .collection('contacts')
        .where(`contactKeys.${field}`, '==', keys[field])
        .where('createdAt', '>=', since)
        .where('createdAt', '<=', createdAt)
        .orderBy('createdAt', 'desc')
        .limit(MAX_RELATED_LEADS + 1)
        .select('createdAt')
        .get(),
    );
  const found = new Map<string, RelatedLead>();
  for (const snap of await Promise.all(searches))
    for (const doc of snap.docs) {
      const at = doc.get('createdAt') as unknown;
      if (doc.id !== leadId && at instanceof Timestamp)
        found.set(doc.id, { id: doc.id, createdAt: at });
    }
  const related = [...found.values()]
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .slice(0, MAX_RELATED_LEADS);
  for (const other of related) {
    await addLink(db, leadId, other);
    await addLink(db, other.id, { id: leadId, createdAt });
  }
  const repeat = related.some(
    (other) => createdAt.toMillis() - other.createdAt.toMillis() <= REPEAT_ALERT_WINDOW_MS,
  );
  return { keys, related, repeat };
}
