/**
 * A deleted lead (by an admin, or by its TTL) leaves a mark, deletedLeads/{leadId} =
 * { deletedAt, expireAt }, and firestore.rules refuse a new lead at a marked id: the id is the
 * homeowner's key to their request (its page, its photos, its receipt), so a device replaying
 * its request, or anyone holding an old link, cannot bring back a lead staff removed or
 * reattach what the server still keeps under that id. The functions' own: no client rule.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import type { LeadChangeHandler } from '../leadChange';
import { LEAD_RETENTION_MS } from './leadDeliveryRecord';

/**
 * How long an id stays refused: as long as a lead itself is kept. Nothing tied to the id
 * (a receipt, a request page, a confirmation e-mail's link, a device's queue) outlives that.
 */
export const DELETED_LEAD_TTL_MS = LEAD_RETENTION_MS;

export const deletedLeadRef = (db: Firestore, leadId: string) =>
  db.collection('deletedLeads').doc(leadId);

/** A lead's deletion marks its id (run by followLeadChanges, retried). */
export const recordDeletedLead: LeadChangeHandler = {
  name: 'recordDeletedLead',
  applies: ({ before, after }) => before !== undefined && after === undefined,
  // However late the event, the id must be marked.
  maxAgeMs: Infinity,
  async run({ leadId, time }) {
    // The event's time, the same on every retry: a retry writes the same mark.
    const deletedAt = Date.parse(time);
    await deletedLeadRef(adminDb(), leadId).set({
      deletedAt: Timestamp.fromMillis(deletedAt),
      expireAt: Timestamp.fromMillis(deletedAt + DELETED_LEAD_TTL_MS),
    });
  },
};
