import { normalizeMailbox } from './abuse';

/**
 * One homeowner, one thread: a new lead with the same phone number or mailbox as a lead of
 * the last RELATED_LEAD_LOOKBACK_MS is linked to it, and one within REPEAT_ALERT_WINDOW_MS
 * alerts staff as a repeat rather than as a new person.
 */
export const RELATED_LEAD_LOOKBACK_MS = 90 * 24 * 60 * 60 * 1000;
export const REPEAT_ALERT_WINDOW_MS = 60 * 60 * 1000;

/**
 * A US phone number as ten digits (a leading country code 1 dropped), or null when what was
 * typed is not one: `(713) 555-0142`, `713.555.0142` and `+1 713 555 0142` are one number.
 */
export function normalizePhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/**
 * What identifies the homeowner behind a lead, for linking: the normalized phone and the
 * mailbox as the confirmation cap counts it (normalizeMailbox). Stored on the lead by the
 * server as `contactKeys`, queried for equality.
 */
export interface LeadContactKeys {
  phone: string | null;
  mailbox: string | null;
}

export function leadContactKeys(lead: { phone: string; email: string }): LeadContactKeys {
  const mailbox = lead.email.includes('@') ? normalizeMailbox(lead.email) : null;
  return { phone: normalizePhone(lead.phone), mailbox };
}
