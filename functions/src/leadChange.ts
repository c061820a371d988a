/**
 * One write of contacts/{leadId}, as each part of the lead's follow-up (leads/followLeadChanges.ts)
 * is handed it. Several parts of the product follow a lead's writes (its e-mails and alerts,
 * its figures, its request page, its photos, 'Not spam'); one trigger runs them all, so a
 * write wakes one function, not one per part.
 */
export type LeadData = Record<string, unknown>;

export interface LeadChange {
  /** The event's id and time (RFC 3339): the same on each retry of it. */
  id: string;
  time: string;
  leadId: string;
  /** undefined before a creation, and after a deletion. */
  before: LeadData | undefined;
  after: LeadData | undefined;
}

export interface LeadChangeHandler {
  /** Named in the log when it fails. */
  name: string;
  /** Whether this change concerns it: most writes (a delivery record, a note) concern few. */
  applies: (change: LeadChange) => boolean;
  /**
   * Past this age (ms from the write) the event is dropped for this handler, and logged, so a
   * persistent bug cannot retry for days; an hour unless given. Infinity: the handler deals
   * with old events itself.
   */
  maxAgeMs?: number;
  /** Must be safe to run again: a failure of any handler retries the whole event. */
  run: (change: LeadChange) => Promise<void>;
}
