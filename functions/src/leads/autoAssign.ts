/**
 * Automatic assignment, when admins turned it on (leadAssignment/settings.auto): a new lead
 * without an owner goes to the next staff member, round-robin, among those whose
 * alertPreferences/{uid}.takesLeads is true, in uid order after the last one given a lead
 * (leadAssignment/roundRobin.lastUid). Lead and cursor change in one transaction, so two leads
 * at once go to two people and a retried event finds its lead already owned.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { roleAllows } from '../alerts/alertRecipients';

export const assignmentSettingsRef = (db: Firestore) =>
  db.collection('leadAssignment').doc('settings');
export const roundRobinRef = (db: Firestore) => db.collection('leadAssignment').doc('roundRobin');

/** The next in line after `lastUid`, wrapping round; null when nobody takes leads. */
export function nextInLine(takers: readonly string[], lastUid: string | null): string | null {
  const sorted = [...takers].sort();
  if (sorted.length === 0) return null;
  return sorted.find((uid) => lastUid === null || uid > lastUid) ?? sorted[0] ?? null;
}

/** Assigns the lead when auto-assignment is on; returns its owner's uid (or null). */
export async function autoAssignLead(db: Firestore, leadId: string): Promise<string | null> {
  const leadRef = db.collection('contacts').doc(leadId);
  if ((await assignmentSettingsRef(db).get()).get('auto') !== true) {
    const owner = (await leadRef.get()).get('ownerId') as unknown;
    return typeof owner === 'string' ? owner : null;
  }
  const takers = (
    await db.collection('alertPreferences').where('takesLeads', '==', true).get()
  ).docs.map((doc) => doc.id);
  const roles = takers.length
    ? await db.getAll(...takers.map((uid) => db.collection('roles').doc(uid)))
    : [];
  const staff = roles.filter((snap) => roleAllows(snap.data(), 'staff')).map((snap) => snap.id);
  return db.runTransaction(async (tx) => {
    const [lead, cursor] = await Promise.all([tx.get(leadRef), tx.get(roundRobinRef(db))]);
    const owner = lead.get('ownerId') as unknown;
    if (!lead.exists || typeof owner === 'string') return typeof owner === 'string' ? owner : null;
    const last = cursor.get('lastUid') as unknown;
    const next = nextInLine(staff, typeof last === 'string' ? last : null);
    if (!next) return null;
    const profile = await tx.get(db.collection('profiles').doc(next));
    const fullName = profile.get('fullName') as unknown;
    const email = profile.get('email') as unknown;
    tx.update(leadRef, {
      ownerId: next,
      // As the rules name an owner staff assign: the profile's full name, else its e-mail.
      ownerName:
        typeof fullName === 'string' && fullName
          ? fullName
          : typeof email === 'string'
            ? email
            : null,
      assignedAt: FieldValue.serverTimestamp(),
      assignedBy: 'auto',
    });
    tx.set(roundRobinRef(db), { lastUid: next, leadId, at: FieldValue.serverTimestamp() });
    return next;
  });
}
