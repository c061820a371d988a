/**
 * Lead alerts (issue 31): Web Push messages to staff devices when a lead arrives, and once
 * more to admins when a lead is still new 5 minutes on, during business hours. The rules of
 * who gets what live here; firestore.rules repeats the stored shapes' limits.
 */
import * as v from 'valibot';
import { COMPANY_TIME_ZONE, isWithinBusinessHours, zonedClock } from '../company/hours';
import { serviceLabel, timelineLabel } from '../lead/options';

/** A device's id under profiles/{uid}/pushSubscriptions: the SDK's 20-character auto-id. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** Limits of a stored subscription (firestore.rules repeats them). */
export const PUSH_SUBSCRIPTION_LIMITS = {
  endpoint: 2048,
  /** A P-256 public key, uncompressed (65 bytes), base64url without padding. */
  p256dh: 87,
  /** The 16-byte auth secret, base64url without padding. */
  auth: 22,
  label: 200,
} as const;

/** Quiet hours, on the company's clock (America/Chicago): minutes since midnight. */
export interface QuietHours {
  start: number;
  end: number;
}

/**
 * Whether an instant falls in a person's quiet hours; null means none (the default). A span
 * that passes midnight (22:00 to 07:00) wraps; the start minute is quiet, the end is not.
 */
export function isInQuietHours(quiet: QuietHours | null, at: number): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const { minutes } = zonedClock(at, COMPANY_TIME_ZONE);
  return quiet.start < quiet.end
    ? minutes >= quiet.start && minutes < quiet.end
    : minutes >= quiet.start || minutes < quiet.end;
}

/** A new lead still 'new' this long after it arrived alerts every admin once more. */
export const ESCALATION_AFTER_MS = 5 * 60 * 1000;

/**
 * The sweep looks this far back: a lead whose 5 minutes ended longer ago (the sweeper was
 * down) is not escalated late; the inbox shows it.
 */
export const ESCALATION_LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Whether a lead that arrived at `createdAt`, and is still new at `now`, is due its escalation:
 * its 5 minutes are over, ended inside business hours, and not longer ago than the lookback.
 */
export function isEscalationDue(createdAt: number, now: number): boolean {
  const dueAt = createdAt + ESCALATION_AFTER_MS;
  return now >= dueAt && now - dueAt <= ESCALATION_LOOKBACK_MS && isWithinBusinessHours(dueAt);
}

export type LeadAlertKind = 'new-lead' | 'escalation';

/**
 * What a push message carries: enough to show the alert and open the lead, never the phone,
 * the address or the e-mail (a lock screen shows it to whoever holds the phone).
 */
export const leadAlertPayloadSchema = v.object({
  type: v.literal('lead-alert'),
  kind: v.picklist(['new-lead', 'escalation']),
  leadId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/)),
  /** Notification tag: one lead never shows twice on a device. */
  tag: v.string(),
  firstName: v.string(),
  service: v.string(),
  timeline: v.string(),
  /** Where a tap leads: the lead in the inbox. */
  url: v.string(),
});

export type LeadAlertPayload = v.InferOutput<typeof leadAlertPayloadSchema>;

// Every C0 and C1 control character: a notification shows one line of plain text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The first word of the name as typed (staff see the whole lead in the inbox). */
export function alertFirstName(name: string): string {
  const first = name.replace(CONTROLS, ' ').trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 40) || 'A homeowner';
}

/** The inbox address of one lead (the admin's route reads `lead`). */
export const leadInboxUrl = (leadId: string) => `/admin/leads?lead=${encodeURIComponent(leadId)}`;

export function leadAlertPayload(
  leadId: string,
  lead: { name: string; service: string; timeline: string },
  kind: LeadAlertKind,
): LeadAlertPayload {
  return {
    type: 'lead-alert',
    kind,
    leadId,
    tag: `lead-${leadId}`,
    firstName: alertFirstName(lead.name),
    service: serviceLabel(lead.service),
    timeline: timelineLabel(lead.timeline),
    url: leadInboxUrl(leadId),
  };
}
