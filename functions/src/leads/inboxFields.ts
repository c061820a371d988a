/**
 * The lead inbox queries leads by status, owner and whether the bot trap holds them apart
 * (domain/src/lead/inboxQuery.ts), and Firestore cannot filter on a field a document lacks. A
 * lead arrives with none of them, so this fills in what is missing (`status: 'new'`,
 * `ownerId: null`, `quietSpam`) after any write that leaves one out, in a transaction on the
 * lead as it is now: a field staff or the auto-assignment already set is never overwritten,
 * and a retry writes nothing more. Older leads get theirs from scripts/backfill-lead-fields.ts.
 */
import { missingInboxFields } from '@altum/domain';
import { adminDb } from '../admin';
import type { LeadChangeHandler } from '../leadChange';

export const fillInboxFields: LeadChangeHandler = {
  name: 'fillInboxFields',
  applies: ({ after }) => after !== undefined && Object.keys(missingInboxFields(after)).length > 0,
  // A lead left without them is missing from the inbox: worth a day of retries.
  maxAgeMs: 24 * 60 * 60 * 1000,
  async run({ leadId }) {
    const db = adminDb();
    const ref = db.collection('contacts').doc(leadId);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const data = snap.data();
      if (!data) return;
      const missing = missingInboxFields(data);
      if (Object.keys(missing).length > 0) tx.update(ref, missing);
    });
  },
};
