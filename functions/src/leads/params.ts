/**
 * Configuration of lead e-mails. Values come from the environment, never from code:
 * `firebase functions:secrets:set SENDGRID_API_KEY` and the params below at deploy time;
 * in the local stack, functions/.env.local and functions/.secret.local.
 */
import { DEFAULT_CONFIRMATIONS_PER_HOUR, DEFAULT_BOOKING_MAILS_PER_HOUR } from '@altum/domain';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');

/** Where the SendGrid API lives. Only the local stack points this at the mail capture server. */
export const sendgridApiUrl = defineString('SENDGRID_API_URL', {
  default: 'https://api.sendgrid.com',
  description: 'Base URL of the SendGrid v3 API',
});

export const leadInboxEmail = defineString('LEAD_INBOX_EMAIL', {
  description: 'The company inbox that receives every new lead',
});

export const leadFromEmail = defineString('LEAD_FROM_EMAIL', {
  description: 'Verified SendGrid sender address for lead e-mails',
});

/**
 * Site-wide confirmations per hour; past it, confirmations are skipped (the office is still
 * notified). Bounds what a flood of leads addressed to strangers can send.
 */
export const confirmationsPerHour = defineInt('LEAD_CONFIRMATIONS_PER_HOUR', {
  default: DEFAULT_CONFIRMATIONS_PER_HOUR,
  description: 'Confirmation e-mails the lead form may send per hour, site-wide',
});

/**
 * The booking e-mails' own hourly budget (functions/src/inspections/bookingMail.ts), so a
 * flood of bookings cannot spend the confirmations' budget above.
 */
export const bookingMailsPerHour = defineInt('BOOKING_MAILS_PER_HOUR', {
  default: DEFAULT_BOOKING_MAILS_PER_HOUR,
  description: 'Booking e-mails to homeowners per hour, site-wide',
});

/**
 * Lead alerts (Web Push with VAPID). The private key is a secret
 * (`firebase functions:secrets:set WEB_PUSH_PRIVATE_KEY`); the public key is a param, and the
 * web build gets the same value as VITE_WEB_PUSH_PUBLIC_KEY (a browser subscribes with it).
 * The local stack uses a fixed local pair (functions/.env.local, functions/.secret.local).
 */
export const webPushPrivateKey = defineSecret('WEB_PUSH_PRIVATE_KEY');

export const webPushPublicKey = defineString('WEB_PUSH_PUBLIC_KEY', {
  description: 'VAPID public key (base64url), the pair of WEB_PUSH_PRIVATE_KEY',
});

export const webPushSubject = defineString('WEB_PUSH_SUBJECT', {
  description: 'Contact for push services: mailto:<address> or an https: URL',
});
