/**
 * The lead inbox's server-side helpers: the flood warning (read live; the rules let staff
 * read it) and an admin's 'Resend' (the resendLeadEmails function checks the admin role).
 */
import type { LeadFlood } from '@altum/domain';
import { leadFloodConverter } from '../../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { loadFunctions } from '../../../../lib/firebase/loadFunctions';

/** Follows leadAlerts/flood; `onFlood` gets null while there is no such document. */
export async function watchLeadFlood(
  onFlood: (flood: LeadFlood | null) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { firestore: fs, db } = await loadFirestore();
  return fs.onSnapshot(
    fs.doc(db, 'leadAlerts', 'flood').withConverter(leadFloodConverter),
    (snapshot) => onFlood(snapshot.data() ?? null),
    onError,
  );
}

/** Sends a failed or blocked lead's e-mails again; resolves to the lead's delivery status. */
export async function resendLead(leadId: string): Promise<string> {
  const { functions, client } = await loadFunctions();
  const call = functions.httpsCallable<{ leadId: string }, { status: string }>(
    client,
    'resendLeadEmails',
  );
  return (await call({ leadId })).data.status;
}
