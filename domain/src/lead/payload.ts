import * as v from 'valibot';
import { leadSchema, type Lead } from './schema';
import { MIN_FILL_TIME_MS, type SuspectedSpamReason } from './abuse';
import type { LeadSource } from './source';

/**
 * The fields of `contacts/{id}` the visitor writes (exactly what the form inserts).
 * createdAt is added by the data module as a server timestamp.
 */
export interface LeadPayload {
  name: string;
  email: string;
  phone: string;
  address: string;
  service: Lead['service'];
  timeline: Lead['timeline'];
  /** The optional details, or null when none were given. */
  message: string | null;
  /**
   * Where the lead came from. The form always sends it; the rules also accept a lead
   * without it, so a page cached before the form recorded sources still gets its lead in.
   */
  source?: LeadSource;
  /**
   * Set only when the form suspects a bot: the lead is kept and marked. A filled honeypot is
   * e-mailed to nobody; a submit sent too fast takes the normal path, marked.
   */
  suspectedSpam?: SuspectedSpamReason;
  /**
   * With 'too-fast' only: milliseconds from the page's load to the submit (below
   * MIN_FILL_TIME_MS), for the office e-mail's "sent N s after opening".
   */
  fillMs?: number;
  /**
   * How many photos the device uploads with the request (1 to MAX_LEAD_PHOTOS), as
   * lead-photos/{id}/0 onwards, so staff know what to expect. Absent when none were attached.
   */
  photoCount?: number;
}

/** Every key a visitor may write on create (source optional); firestore.rules allows exactly these. */
export const LEAD_PAYLOAD_KEYS = [
  'name',
  'email',
  'phone',
  'address',
  'service',
  'timeline',
  'message',
  'source',
  'suspectedSpam',
  'fillMs',
  'photoCount',
  'createdAt',
] as const;

export function toLeadPayload(
  lead: Lead,
  source?: LeadSource,
  suspectedSpam?: SuspectedSpamReason | null,
  msSincePageLoad?: number,
): LeadPayload {
  const fillMs =
    suspectedSpam === 'too-fast' && msSincePageLoad !== undefined
      ? Math.min(MIN_FILL_TIME_MS - 1, Math.max(0, Math.round(msSincePageLoad)))
      : undefined;
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    address: lead.address,
    service: lead.service,
    timeline: lead.timeline,
    message: lead.details === '' ? null : lead.details,
    ...(source ? { source } : {}),
    ...(suspectedSpam ? { suspectedSpam } : {}),
    ...(fillMs !== undefined ? { fillMs } : {}),
  };
}

/**
 * Reads a stored lead back through the same schema, so the e-mail function never mails
 * fields that a staff or admin write (which bypasses the rules) left malformed.
 */
export function parseStoredLead(data: Record<string, unknown>): Lead | null {
  const message = data['message'];
  const result = v.safeParse(leadSchema, {
    name: data['name'],
    phone: data['phone'],
    email: data['email'],
    address: data['address'],
    service: data['service'],
    timeline: data['timeline'],
    details: message === null || message === undefined ? '' : message,
  });
  return result.success ? result.output : null;
}
