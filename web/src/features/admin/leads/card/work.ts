import type { LeadAttemptKind } from '@altum/domain';

/** Someone on staff, as the owner list and the attempt log name them. */
export interface StaffName {
  uid: string;
  name: string;
}

export interface AttemptInput {
  kind: LeadAttemptKind;
  at: Date;
  note: string;
  followUpAt: Date | null;
}

/**
 * What a card needs to work its lead: who is signed in, the staff an admin may assign, and
 * the changes (each saved by the page, queued offline like the follow-up).
 */
export interface LeadWork {
  me: StaffName & { admin: boolean };
  /** Everyone with a role, for an admin's "Assign to". */
  staff: StaffName[];
  onAssign: (owner: StaffName | null) => void;
  onLogAttempt: (input: AttemptInput) => void;
  onClearFollowUp: () => void;
}
