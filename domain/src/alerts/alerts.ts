/**
 * Lead alerts: Web Push messages to staff devices when a lead arrives, and once more to admins
 * when a lead is still new 5 minutes on, during business hours. The rules of who gets what live
 * here; firestore.rules repeats the stored shapes' limits.
 */
import * as v from 'valibot';
import { COMPANY_TIME_ZONE, isWithinBusinessHours, zonedClock } from '../company/hours';
import { serviceLabel, timelineLabel } from '../lead/options';
import { photoProgressText } from '../lead/photoCopies';
import { followUpAlertTitle } from '../lead/work';

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

/**
 * What an alert is about: a new lead; a lead still new 5 minutes on (to admins); a homeowner
 * asking again within REPEAT_ALERT_WINDOW_MS; a follow-up now due (to the owner); and, while
 * leads flood in, one digest a minute instead of one alert per lead (and per escalation).
 */
export const LEAD_ALERT_KINDS = [
  'new-lead',
  'escalation',
  'repeat',
  'follow-up',
  'digest',
  'escalation-digest',
  // A homeowner booked, moved or cancelled an inspection (domain/src/inspection/alert.ts).
  'booking',
  // A homeowner viewed, accepted or asked for changes to a quote (functions/src/quotes).
  'quote',
] as const;
export type LeadAlertKind = (typeof LEAD_ALERT_KINDS)[number];

/** While flooded (FLOOD_LEAD_THRESHOLD), new-lead alerts become one digest this often. */
export const ALERT_DIGEST_INTERVAL_MS = 60 * 1000;

/** More escalations due in one sweep than this go to admins as one digest. */
export const ESCALATION_DIGEST_OVER = 3;

/**
 * What a push message carries: enough to show the alert and open the lead, never the phone,
 * the address or the e-mail (a lock screen shows it to whoever holds the phone).
 */
export const leadAlertPayloadSchema = v.object({
  type: v.literal('lead-alert'),
  kind: v.picklist(LEAD_ALERT_KINDS),
  /** The notification's title, worded here (leadAlertTitle). */
  title: v.optional(v.string()),
  /** The notification's text, worded here (leadAlertBody); older alerts sent none. */
  body: v.optional(v.string()),
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

/** What happened to a lead's inspection booking, as its alert's title says it. */
export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';

const BOOKING_CHANGE_TITLES: Record<BookingChange, string> = {
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
};

/** What a homeowner did with a quote, as its alert's title says it. */
export type QuoteEvent = 'viewed' | 'accepted' | 'changesRequested' | 'unopened';

const QUOTE_EVENT_TITLES: Record<QuoteEvent, string> = {
  viewed: 'Quote viewed',
  accepted: 'Quote accepted',
  changesRequested: 'Quote: changes asked for',
  // Not the homeowner's doing: a sent quote still unopened 2 days on (domain/src/quote/followUp.ts).
  unopened: 'Quote not opened: follow up',
};

/** The inbox address of one lead (the admin's route reads `lead`). */
export const leadInboxUrl = (leadId: string) => `/admin/leads?lead=${encodeURIComponent(leadId)}`;

/** A notification's title: "New lead: Maria", "12 new leads", "Follow up: Maria, attempt 4". */
export function leadAlertTitle(
  kind: LeadAlertKind,
  firstName: string,
  options: {
    count?: number;
    attemptCount?: number;
    booking?: BookingChange;
    quote?: QuoteEvent;
  } = {},
): string {
  const count = options.count ?? 1;
  switch (kind) {
    case 'new-lead':
      return `New lead: ${firstName}`;
    case 'escalation':
      return `Still new: ${firstName}`;
    case 'repeat':
      return `Repeat request: ${firstName}`;
    case 'follow-up':
      return followUpAlertTitle(firstName, options.attemptCount ?? 0);
    case 'digest':
      return count === 1 ? '1 new lead' : `${count} new leads`;
    case 'escalation-digest':
      return count === 1 ? '1 lead still new' : `${count} leads still new`;
    case 'booking':
      return `${BOOKING_CHANGE_TITLES[options.booking ?? 'booked']}: ${firstName}`;
    case 'quote':
      // No name: the push says only what happened; the card has the rest.
      return QUOTE_EVENT_TITLES[options.quote ?? 'viewed'];
  }
}

/** One push for many leads: how many, and the inbox. `id` names the digest's records. */
export function leadDigestPayload(
  id: string,
  kind: 'digest' | 'escalation-digest',
  count: number,
): LeadAlertPayload {
  return {
    type: 'lead-alert',
    kind,
    title: leadAlertTitle(kind, '', { count }),
    leadId: id,
    // One digest on a device replaces the one before.
    tag: `lead-${kind}`,
    firstName: '',
    service: '',
    timeline: kind === 'digest' ? 'Open the inbox to see them.' : 'Waiting over 5 minutes.',
    url: '/admin/leads',
  };
}

/**
 * A lead alert's text: "Storm Damage Assessment · Within a week · 3 photos on their way", or
 * "· with 3 photos" once all have arrived (photoProgressText: what the lead records then, never
 * only what the form announced; none, no mention). A count only: never a photo's address.
 */
export function leadAlertBody(
  service: string,
  timeline: string,
  photoCount = 0,
  photosArrived = 0,
): string {
  const photos = photoProgressText(photoCount, photosArrived);
  const allArrived = photos !== '' && photosArrived >= photoCount;
  return [service, timeline, allArrived ? `with ${photos}` : photos].filter(Boolean).join(' · ');
}

export function leadAlertPayload(
  leadId: string,
  lead: {
    name: string;
    service: string;
    timeline: string;
    /** The photos the request announced (its photoCount) and those recorded on it so far. */
    photoCount?: number;
    photosArrived?: number;
  },
  kind: LeadAlertKind,
  options: { attemptCount?: number } = {},
): LeadAlertPayload {
  return {
    type: 'lead-alert',
    kind,
    title: leadAlertTitle(kind, alertFirstName(lead.name), options),
    body: leadAlertBody(
      serviceLabel(lead.service),
      timelineLabel(lead.timeline),
      lead.photoCount ?? 0,
      lead.photosArrived ?? 0,
    ),
    leadId,
    tag: `lead-${leadId}`,
    firstName: alertFirstName(lead.name),
    service: serviceLabel(lead.service),
    timeline: timelineLabel(lead.timeline),
    url: leadInboxUrl(leadId),
  };
}
