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

import * as v from 'valibot';
import { zonedDay, zonedInputToDate } from '../blog/schedule';
import { COMPANY_TIME_ZONE, zoneFormatter } from '../company/hours';

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

/** How far ahead of the server's clock an attempt's time may be (a device's clock drifts). */
export const LEAD_ATTEMPT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** After this many tries no follow-up is proposed: most leads are reached by the sixth. */
export const FOLLOW_UP_ATTEMPT_LIMIT = 6;

/** The morning a second try's follow-up lands on, on the company's clock. */
const FOLLOW_UP_MORNING = '09:00';
const HOUR_MS = 60 * 60 * 1000;

/**
 * The next follow-up proposed after a try (`attemptCount` counts it): an hour after the
 * first, the next morning at 9:00 on the company's clock after the second, two days after
 * each later one, and none once FOLLOW_UP_ATTEMPT_LIMIT tries were made. Staff may change it.
 */
export function proposeFollowUp(attemptCount: number, at: Date): Date | null {
  if (attemptCount < 1 || attemptCount >= FOLLOW_UP_ATTEMPT_LIMIT) return null;
  if (attemptCount === 1) return new Date(at.getTime() + HOUR_MS);
  if (attemptCount === 2) {
    const today = zonedDay(at);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * HOUR_MS)
      .toISOString()
      .slice(0, 10);
    return zonedInputToDate(`${tomorrow}T${FOLLOW_UP_MORNING}`);
  }
  return new Date(at.getTime() + 48 * HOUR_MS);
}

/** "3 attempts", "1 attempt". */
export function attemptCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'attempt' : 'attempts'}`;
}

const text = v.fallback(v.string(), '');
const optionalDate = v.fallback(v.nullable(v.date()), null);
const optionalText = v.fallback(v.nullable(v.string()), null);

const attemptSchema = v.object({
  kind: v.picklist(LEAD_ATTEMPT_KINDS),
  at: v.date(),
  byUid: text,
  byName: text,
  note: text,
});

/** A lead linked to this one (same homeowner), written by the server. */
const relatedLeadSchema = v.object({ id: v.string(), createdAt: optionalDate });

/**
 * The working fields as the inbox reads them (inboxLeadSchema spreads these), leniently:
 * a malformed list reads as empty rather than hiding the lead.
 */
export const leadWorkFields = {
  ownerId: optionalText,
  ownerName: optionalText,
  assignedAt: optionalDate,
  assignedBy: optionalText,
  attempts: v.fallback(v.array(attemptSchema), []),
  attemptCount: v.fallback(v.number(), 0),
  followUpAt: optionalDate,
  relatedLeads: v.fallback(v.array(relatedLeadSchema), []),
};

export type RelatedLead = v.InferOutput<typeof relatedLeadSchema>;

/** "Also asked on 12 Oct": a linked lead's day on the company's clock. */
export function alsoAskedOn(at: Date): string {
  const parts = zoneFormatter('day and month', COMPANY_TIME_ZONE, {
    day: 'numeric',
    month: 'short',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `Also asked on ${part('day')} ${part('month')}`;
}
