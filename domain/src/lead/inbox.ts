import * as v from 'valibot';
import { leadBookingSchema } from '../inspection/stored';
import { leadPhotoFields } from './inboxPhotos';
import { storedLeadSourceSchema } from './source';
import { LEAD_STATUSES } from './status';
import { leadWorkFields } from './work';

const text = v.fallback(v.string(), '');
const optionalDate = v.fallback(v.nullable(v.date()), null);

/**
 * The e-mail function's record of one e-mail: pending, sent, failed, skipped (capped) or
 * blocked (SendGrid refused the key; sent again once a send succeeds).
 */
const emailState = v.fallback(v.string(), 'pending');

/**
 * The part of the e-mail function's `delivery` record
 * (functions/src/leads/leadDeliveryRecord.ts) the office needs: did the notification and the
 * homeowner's confirmation go out.
 */
const deliverySchema = v.fallback(
  v.nullable(
    v.object({
      status: v.fallback(v.string(), 'sending'),
      notification: emailState,
      confirmation: emailState,
      /** Why a confirmation was skipped: 'mailbox-daily-cap' or 'hourly-budget'. */
      skipReason: v.fallback(v.optional(v.string()), undefined),
      error: v.fallback(v.optional(v.string()), undefined),
    }),
  ),
  null,
);

/**
 * A lead as the office reads it in the inbox (Timestamps already Dates). Read leniently:
 * a lead is shown with whatever it holds rather than hidden, since a lead the office never
 * sees is work lost. A lead without a status is new.
 */
export const inboxLeadSchema = v.object({
  name: text,
  email: text,
  phone: text,
  address: text,
  service: text,
  timeline: text,
  message: v.fallback(v.nullable(v.string()), null),
  createdAt: optionalDate,
  source: storedLeadSourceSchema,
  delivery: deliverySchema,
  /** Set by the form's bot trap ('honeypot' | 'too-fast'): listed apart until staff clear it. */
  suspectedSpam: v.fallback(v.nullable(v.string()), null),
  /** How long after the page opened a too-fast lead was sent, in ms (the form records it). */
  fillMs: v.fallback(v.nullable(v.number()), null),
  status: v.fallback(v.picklist(LEAD_STATUSES), 'new'),
  note: text,
  updatedAt: optionalDate,
  updatedBy: v.fallback(v.nullable(v.string()), null),
  /** When and by whom the lead first left 'new' (speed to lead); null until then. */
  firstContactAt: optionalDate,
  firstContactBy: v.fallback(v.nullable(v.string()), null),
  /** Owner, attempts, next follow-up and linked leads (work.ts). */
  ...leadWorkFields,
  /** The photos the request said it carries, and those that arrived (inboxPhotos.ts). */
  ...leadPhotoFields,
  /** The booking functions' copy of the lead's inspection window; null when never booked. */
  booking: v.fallback(v.nullable(leadBookingSchema), null),
});

export type InboxLead = v.InferOutput<typeof inboxLeadSchema>;
export type LeadDeliverySummary = NonNullable<InboxLead['delivery']>;

/** A lead whose e-mails an admin may send again ('Resend'): failed for good, or blocked. */
export function isResendable(delivery: LeadDeliverySummary | null): boolean {
  return delivery?.status === 'failed' || delivery?.status === 'blocked';
}

/**
 * The inbox's flood warning (`leadAlerts/flood`, kept up by the e-mail function): more than
 * FLOOD_LEAD_THRESHOLD leads arrived within FLOOD_WINDOW_MS.
 */
export const leadFloodSchema = v.object({
  active: v.fallback(v.boolean(), false),
  leadsInWindow: v.fallback(v.number(), 0),
  windowMinutes: v.fallback(v.number(), 10),
  since: optionalDate,
});

export type LeadFlood = v.InferOutput<typeof leadFloodSchema>;
