/**
 * The two e-mails a lead produces: a notification with every field for the company
 * inbox, and a confirmation for the homeowner. Plain text reads well in every client.
 */
import { serviceLabel, timelineLabel, type Lead } from '@altum/domain';

export const COMPANY_NAME = 'Altum Roofing';
export const COMPANY_PHONE = '(346) 220-0989';

export interface Address {
  email: string;
  name?: string;
}

/** The subset of the SendGrid mail shape these e-mails use. */
export interface LeadEmail {
  to: Address;
  from: Address;
  replyTo: Address;
  subject: string;
  text: string;
  categories: string[];
  customArgs: { leadId: string };
}

export type LeadEmailKind = 'notification' | 'confirmation';

export interface LeadEmailAddresses {
  inbox: string;
  from: string;
}

export function notificationEmail(
  leadId: string,
  lead: Lead,
  addresses: LeadEmailAddresses,
): LeadEmail {
  const service = serviceLabel(lead.service);
  return {
    to: { email: addresses.inbox },
    from: { email: addresses.from, name: `${COMPANY_NAME} Website` },
    // Staff answer the homeowner straight from the notification.
    replyTo: { email: lead.email, name: lead.name },
    subject: `New inspection request: ${lead.name} (${service})`,
    text: [
      'A homeowner asked for a free estimate on the website.',
      '',
      `Name: ${lead.name}`,
      `Phone: ${lead.phone}`,
      `Email: ${lead.email}`,
      `Property address: ${lead.address}`,
      `Service: ${service}`,
      `Timeline: ${timelineLabel(lead.timeline)}`,
      `Details: ${lead.details === '' ? '(none)' : lead.details}`,
      '',
      `Lead id: ${leadId}`,
      'We promise a same-day response, typically within the hour.',
    ].join('\n'),
    categories: ['lead-notification'],
    customArgs: { leadId },
  };
}

export function confirmationEmail(
  leadId: string,
  lead: Lead,
  addresses: LeadEmailAddresses,
): LeadEmail {
  return {
    to: { email: lead.email, name: lead.name },
    from: { email: addresses.from, name: COMPANY_NAME },
    replyTo: { email: addresses.inbox, name: COMPANY_NAME },
    subject: 'We received your free inspection request',
    text: [
      `Hi ${lead.name},`,
      '',
      `Thank you for contacting ${COMPANY_NAME}. We received your request and will contact you the same day, typically within the same hour.`,
      '',
      'What you sent us:',
      `Service: ${serviceLabel(lead.service)}`,
      `Timeline: ${timelineLabel(lead.timeline)}`,
      `Property address: ${lead.address}`,
      `Phone: ${lead.phone}`,
      ...(lead.details === '' ? [] : [`Details: ${lead.details}`]),
      '',
      `Need us sooner? Call or text ${COMPANY_PHONE}. Emergency repairs: 24/7.`,
      '',
      COMPANY_NAME,
      'Houston, TX',
    ].join('\n'),
    categories: ['lead-confirmation'],
    customArgs: { leadId },
  };
}
