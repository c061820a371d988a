/**
 * Working a lead (domain/src/lead/work.ts): its owner, a logged try and the next follow-up.
 * Each is one update that Firestore queues offline like the follow-up (settle); the rules
 * check every field: who may own, one try appended by its author, a time or null, and the
 * names, which are the people's profiles' (profileName).
 */
import type { LeadAttemptKind } from '@altum/domain';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { settle, type WriteOutcome } from './leads';

/**
 * The name the rules expect for a staff member: their profile's full name, else its e-mail.
 * Read from the device's copy (the staff list keeps profiles there), else the server, briefly;
 * offline with neither, the name the list showed (the same profile's, as last read).
 */
async function profileName(uid: string, shown: string): Promise<string> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'profiles', uid);
  const snapshot = await fs
    .getDocFromCache(ref)
    .catch(() =>
      Promise.race([
        fs.getDocFromServer(ref),
        new Promise<undefined>((resolve) => setTimeout(resolve, 1500)),
      ]).catch(() => undefined),
    );
  const fullName: unknown = snapshot?.get('fullName');
  const email: unknown = snapshot?.get('email');
  if (typeof fullName === 'string' && fullName) return fullName;
  if (typeof email === 'string' && snapshot?.exists()) return email;
  return shown;
}

export interface Assignment {
  leadId: string;
  /** The new owner, or null for nobody (admins only). */
  ownerId: string | null;
  /** As the staff list shows it; the owner's profile's name is what is written. */
  ownerName: string | null;
  /** The signed-in staff member making the change. */
  uid: string;
}

export async function assignLead(
  input: Assignment,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'contacts', input.leadId);
  const ownerName = input.ownerId
    ? await profileName(input.ownerId, input.ownerName ?? input.ownerId)
    : null;
  const written = fs.updateDoc(ref, {
    ownerId: input.ownerId,
    ownerName,
    assignedAt: fs.serverTimestamp(),
    assignedBy: input.uid,
    updatedAt: fs.serverTimestamp(),
    updatedBy: input.uid,
  });
  return settle(written, fs, ref, onLateFailure);
}

export interface AttemptLog {
  leadId: string;
  kind: LeadAttemptKind;
  at: Date;
  note: string;
  uid: string;
  /** As the staff list shows it; the author's profile's name is what is written. */
  byName: string;
  followUpAt: Date | null;
  /** 'Spoke' on a new lead: it becomes 'contacted' with its first contact, in this write. */
  firstContact: boolean;
}

/**
 * Appends one try: arrayUnion and increment apply on the server, so tries logged on two
 * devices (or queued offline) both land, and the count stays the list's length.
 */
export async function logAttempt(
  input: AttemptLog,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'contacts', input.leadId);
  const byName = await profileName(input.uid, input.byName);
  const written = fs.updateDoc(ref, {
    attempts: fs.arrayUnion({
      kind: input.kind,
      at: fs.Timestamp.fromDate(input.at),
      byUid: input.uid,
      byName,
      note: input.note,
    }),
    attemptCount: fs.increment(1),
    followUpAt: input.followUpAt ? fs.Timestamp.fromDate(input.followUpAt) : null,
    updatedAt: fs.serverTimestamp(),
    updatedBy: input.uid,
    ...(input.firstContact
      ? {
          status: 'contacted',
          firstContactAt: fs.serverTimestamp(),
          firstContactBy: input.uid,
        }
      : {}),
  });
  return settle(written, fs, ref, onLateFailure);
}

export async function setFollowUp(
  input: { leadId: string; followUpAt: Date | null; uid: string },
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'contacts', input.leadId);
  const written = fs.updateDoc(ref, {
    followUpAt: input.followUpAt ? fs.Timestamp.fromDate(input.followUpAt) : null,
    updatedAt: fs.serverTimestamp(),
    updatedBy: input.uid,
  });
  return settle(written, fs, ref, onLateFailure);
}
