/** The booking e-mails' dependencies as deployed: the lead e-mails' SendGrid params. */
import { adminDb } from '../admin';
import { sendgridMailer } from '../leads/mailer';
import {
  bookingMailsPerHour,
  leadFromEmail,
  leadInboxEmail,
  sendgridApiKey,
  sendgridApiUrl,
} from '../leads/params';
import { siteOrigin } from '../leads/siteOrigin';
import type { BookingMailDeps } from './bookingMail';

export function bookingMailDeps(): BookingMailDeps {
  return {
    db: adminDb(),
    send: sendgridMailer({ apiKey: sendgridApiKey.value(), baseUrl: sendgridApiUrl.value() }),
    addresses: { inbox: leadInboxEmail.value(), from: leadFromEmail.value(), site: siteOrigin() },
    bookingMailsPerHour: bookingMailsPerHour.value(),
  };
}
