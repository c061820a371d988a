/**
 * Working a lead: who owns it, the tries it took to reach the homeowner, and when to try
 * again. Stored on `contacts/{id}` (firestore.rules checks each field):
 *
 *   ownerId, ownerName        the staff member who owns the lead (null: unassigned)
 *   assignedAt, assignedBy    server time and uid of the last (re)assignment
 *   attempts                  LeadAttempt[], oldest first, at most MAX_LEAD_ATTEMPTS
 *   attemptCount              attempts.length (the card's "3 attempts"; queries sort on it)
 *   followUpAt                the next follow-up, or null; the owner's devices are alerted then
 *
 * Settings: `leadAssignment/settings` { auto } (admins write, staff read): round-robin among
 * staff whose `alertPreferences/{uid}.takesLeads` is true. The function keeps its cursor in
 * `leadAssignment/roundRobin`.
 */

export const LEAD_ATTEMPT_KINDS = ['no-answer', 'voicemail', 'spoke', 'texted', 'emailed'] as const;
export type LeadAttemptKind = (typeof LEAD_ATTEMPT_KINDS)[number];

export const LEAD_ATTEMPT_LABELS: Record<LeadAttemptKind, string> = {
  'no-answer': 'Called, no answer',
  voicemail: 'Left a voicemail',
  spoke: 'Spoke',
  texted: 'Texted',
  emailed: 'E-mailed',
};

/** A try that reached the homeowner: it sets first contact, as marking 'contacted' does. */
export function isContactMade(kind: LeadAttemptKind): boolean {
  return kind === 'spoke';
}

/** How many tries one lead records; firestore.rules repeats the number. */
export const MAX_LEAD_ATTEMPTS = 30;

/** An attempt's note, in characters; firestore.rules repeats the number. */
export const LEAD_ATTEMPT_NOTE_MAX = 500;

export interface LeadAttempt {
  kind: LeadAttemptKind;
  at: Date;
  byUid: string;
  byName: string;
  note: string;
}

/** The push the owner's devices get when a follow-up is due: "Follow up: Maria, attempt 4". */
export function followUpAlertTitle(firstName: string, attemptCount: number): string {
  return `Follow up: ${firstName}, attempt ${attemptCount + 1}`;
}
