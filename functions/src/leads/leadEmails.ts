/**
 * The two e-mails a lead produces: a notification with every field for the company
 * inbox, and a confirmation for the homeowner. Plain text reads well in every client.
 *
 * The confirmation goes from the company's verified sender to whatever address a visitor
 * typed, so it must be useless as a relay: a fixed text that repeats nothing the visitor
 * wrote but a first name that passes confirmationFirstName, and the link to the request page
 * (which shows the rest). Every header value built from visitor text (subjects, display
 * names) is stripped of control characters; in the office's text each typed field stays text
 * (officeText). The office links to the lead in the admin, never to the request page: its
 * link is the homeowner's key.
 */
import {
  arrivedPhotoCount,
  confirmationFirstName,
  leadInboxUrl,
  photoProgressText,
  requestPath,
  serviceLabel,
  storedPhotoCount,
  timelineLabel,
  type Lead,
  type LeadSource,
} from '@altum/domain';

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
  replyTo?: Address;
  subject: string;
  text: string;
  categories: string[];
  customArgs: { leadId: string };
}

export type LeadEmailKind = 'notification' | 'confirmation';

export interface LeadEmailAddresses {
  inbox: string;
  from: string;
  /**
   * The site's origin (siteOrigin.ts), for links: the office's to the lead in the admin, the
   * homeowner's to their request page.
   */
  site: string;
}

// Every C0 and C1 control character, DEL included.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A header value: control characters become spaces, runs of spaces one, at most `max`. */
export function headerText(value: string, max = 120): string {
  return value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

// Whatever a mail client may start a new line at.
const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/;

/**
 * Visitor text on a line of an office e-mail: every line it holds after the first is indented
 * and other control characters become spaces, so nothing typed can pass for a line of ours
 * ("Open the lead: ..." with a stranger's link).
 */
export function officeText(value: string): string {
  return value
    .split(LINE_BREAKS)
    .map((line) => line.replace(CONTROLS, ' '))
    .join('\n  ');
}

/** The homeowner's request page: only ever in the homeowner's own e-mails. */
export const requestUrl = (site: string, leadId: string) => `${site}${requestPath(leadId)}`;

/** The lead in the staff inbox, for the office's e-mails (sign-in needed to open it). */
export const leadUrl = (site: string, leadId: string) => `${site}${leadInboxUrl(leadId)}`;

export const leadLinkLine = (leadId: string, addresses: LeadEmailAddresses) =>
  `Open the lead: ${leadUrl(addresses.site, leadId)}`;

/**
 * The photos that came with the request: those recorded on the lead when the e-mail is built,
 * and those its device announced (photoCount) and is still sending. A promised photo can still
 * fail to come, so the office is told which is which: "3 photos on their way".
 */
function photoLines(photoCount: number, arrived: number): string[] {
  const text = photoProgressText(photoCount, arrived);
  if (text === '') return [];
  return [
    arrived >= photoCount
      ? `Photos: ${text}, on the lead`
      : `Photos: ${text}, shown on the lead as they arrive`,
  ];
}

/** Where the lead came from, for the office (leads from pages older than sources have none). */
function sourceLines(source: LeadSource | null | undefined): string[] {
  if (!source) return [];
  const campaign = [source.utmSource, source.utmCampaign].filter(Boolean).join(' / ');
  return [
    '',
    `Sent from: ${officeText(source.page)}`,
    `Referrer: ${source.referrer === null ? '(direct)' : officeText(source.referrer)}`,
    ...(campaign ? [`Campaign: ${officeText(campaign)}`] : []),
  ];
}

export function notificationEmail(
  leadId: string,
  lead: Lead,
  addresses: LeadEmailAddresses,
  source?: LeadSource | null,
  /** Set for a lead marked 'too-fast': the note its subject and text carry. */
  suspect?: string | null,
  /** How many photos the request announced (storedPhotoCount); 0 for none. */
  photoCount = 0,
  /** How many of them the lead records as arrived (arrivedPhotoCount). */
  photosArrived = 0,
): LeadEmail {
  const service = serviceLabel(lead.service);
  const name = headerText(lead.name, 100);
  const check = suspect ? `, ${suspect}` : '';
  return {
    to: { email: addresses.inbox },
    from: { email: addresses.from, name: `${COMPANY_NAME} Website` },
    // Staff answer the homeowner straight from the notification.
    replyTo: { email: lead.email, name },
    subject: headerText(`New inspection request: ${name} (${service})${check}`, 200),
    text: [
      'A homeowner asked for a free estimate on the website.',
      ...(suspect
        ? [`Please ${suspect}: a person using autofill does that, and so does a bot.`]
        : []),
      '',
      `Name: ${officeText(lead.name)}`,
      `Phone: ${officeText(lead.phone)}`,
      `Email: ${officeText(lead.email)}`,
      `Property address: ${officeText(lead.address)}`,
      `Service: ${service}`,
      `Timeline: ${timelineLabel(lead.timeline)}`,
      `Details: ${lead.details === '' ? '(none)' : officeText(lead.details)}`,
      ...photoLines(photoCount, photosArrived),
      ...sourceLines(source),
      '',
      `Lead id: ${leadId}`,
      leadLinkLine(leadId, addresses),
      'We promise a same-day response, typically within the hour.',
    ].join('\n'),
    categories: ['lead-notification'],
    customArgs: { leadId },
  };
}

/**
 * The notification for a stored lead that does not pass the lead schema (written by a
 * privileged client, or an older form): staff still hear of it, with whatever text it holds.
 * Nothing goes to the homeowner, whose address may be the malformed part.
 */
export function unreadableLeadNotification(
  leadId: string,
  data: Record<string, unknown>,
  addresses: LeadEmailAddresses,
): LeadEmail {
  const field = (key: string) => {
    const value = data[key];
    if (value === null || value === undefined) return '(missing)';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return officeText(text.slice(0, 1000));
  };
  return {
    to: { email: addresses.inbox },
    from: { email: addresses.from, name: `${COMPANY_NAME} Website` },
    subject: `New inspection request (could not be read in full): lead ${leadId}`,
    text: [
      'A lead was saved that does not pass the lead form checks, so the homeowner was sent',
      'no confirmation. Here is what it holds, as stored:',
      '',
      `Name: ${field('name')}`,
      `Phone: ${field('phone')}`,
      `Email: ${field('email')}`,
      `Property address: ${field('address')}`,
      `Service: ${field('service')}`,
      `Timeline: ${field('timeline')}`,
      `Details: ${field('message')}`,
      ...photoLines(storedPhotoCount(data['photoCount']), arrivedPhotoCount(data['photos'])),
      '',
      `Lead id: ${leadId}`,
      leadLinkLine(leadId, addresses),
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
  // Only a first name that cannot read as a link or an address (domain/src/lead/abuse.ts).
  const first = confirmationFirstName(lead.name);
  return {
    // No display name: the name field is visitor text.
    to: { email: lead.email },
    from: { email: addresses.from, name: COMPANY_NAME },
    replyTo: { email: addresses.inbox, name: COMPANY_NAME },
    subject: 'We received your free inspection request',
    text: [
      first ? `Hi ${first},` : 'Hello,',
      '',
      `Thank you for contacting ${COMPANY_NAME}. We received your request for a free roof inspection and will contact you the same day, typically within the same hour.`,
      '',
      `See your request, or pick a time for the inspection: ${requestUrl(addresses.site, leadId)}`,
      '',
      `Need us sooner? Call or text ${COMPANY_PHONE}. Emergency repairs: 24/7.`,
      '',
      'If you did not send this request, you can ignore this e-mail.',
      '',
      COMPANY_NAME,
      'Houston, TX',
    ].join('\n'),
    categories: ['lead-confirmation'],
    customArgs: { leadId },
  };
}
