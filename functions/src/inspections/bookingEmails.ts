/**
 * The booking e-mails, worded on Houston's clock: to the homeowner a confirmation, a notice of
 * a reschedule or cancellation, and the evening-before reminder, each with the calendar
 * invitation (domain/src/inspection/ics.ts: one event per request, its SEQUENCE rising with
 * each change, METHOD:CANCEL for a cancellation); to the office a copy of each with the lead's
 * details. Plain text, as the lead e-mails.
 *
 * The homeowner's e-mail and invitation repeat nothing they typed but a first name that passes
 * confirmationFirstName: not the address either, which anyone may have typed as a lure ("pay
 * at https://..."); the request page, behind the link, shows it. The caps in bookingMail.ts
 * bound what a stranger's mailbox can be sent. The office copy carries the lead as typed, as
 * text (officeText), and links to the lead in the admin, never to the homeowner's page.
 */
import {
  confirmationFirstName,
  formatInspectionWindow,
  inspectionInviteIcs,
  serviceLabel,
} from '@altum/domain';
import {
  COMPANY_NAME,
  COMPANY_PHONE,
  headerText,
  leadLinkLine,
  leadUrl,
  officeText,
  requestUrl,
  type LeadEmail,
  type LeadEmailAddresses,
} from '../leads/leadEmails';
import type { BookingMailKind } from './bookingMailRecords';

export interface BookingEmail extends LeadEmail {
  attachments: {
    content: string;
    filename: string;
    type: string;
    disposition: 'attachment';
  }[];
}

/** What a booking e-mail tells: the change, its window, and the request it belongs to. */
export interface BookingEmailFacts {
  leadId: string;
  kind: BookingMailKind;
  sequence: number;
  window: { start: Date; end: Date };
  previous?: { start: Date; end: Date };
  /** 'homeowner' or a staff uid: the office copy says who booked. */
  bookedBy: string;
  /** When the change was made: the invitation's DTSTAMP (the same on every retry). */
  changedAt: Date;
  /** The site's origin, for the links: the request page, the lead in the admin. */
  site: string;
}

/** What the office copy adds: the lead as the homeowner typed it. */
export interface BookingLeadFacts {
  name: string;
  email: string;
  phone: string;
  address: string;
  service: string;
}

export const BOOKING_EMAIL_CATEGORIES: Record<BookingMailKind, string> = {
  booked: 'inspection-booked',
  rescheduled: 'inspection-rescheduled',
  cancelled: 'inspection-cancelled',
  reminder: 'inspection-reminder',
};

/** The office copies carry this category too, so the two are told apart. */
export const OFFICE_COPY_CATEGORY = 'inspection-office-copy';

/**
 * The invitation: the homeowner's links to their request page and names no place (the
 * address is visitor text); the office's links to the lead and names the address typed.
 */
function invite(
  facts: BookingEmailFacts,
  link: { url: string; urlLabel: string; location?: string },
): BookingEmail['attachments'][number] {
  const cancelled = facts.kind === 'cancelled';
  const ics = inspectionInviteIcs({
    requestId: facts.leadId,
    start: facts.window.start,
    end: facts.window.end,
    officePhone: COMPANY_PHONE,
    ...link,
    sequence: facts.sequence,
    cancelled,
    stamp: facts.changedAt,
  });
  return {
    content: Buffer.from(ics, 'utf8').toString('base64'),
    filename: 'inspection.ics',
    type: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    disposition: 'attachment',
  };
}

/** "Tuesday 3 December, 10–12 (Houston time)". */
const when = (window: { start: Date; end: Date }) =>
  `${formatInspectionWindow(window)} (Houston time)`;

function homeownerSubject(facts: BookingEmailFacts): string {
  const window = formatInspectionWindow(facts.window);
  switch (facts.kind) {
    case 'booked':
      return `Your roof inspection is booked: ${window}`;
    case 'rescheduled':
      return `Your roof inspection has moved to ${window}`;
    case 'cancelled':
      return `Your roof inspection on ${window} is cancelled`;
    case 'reminder':
      return `Reminder: your roof inspection tomorrow, ${window}`;
  }
}

function homeownerLead(facts: BookingEmailFacts): string[] {
  switch (facts.kind) {
    case 'booked':
      return [`Your free roof inspection is booked for ${when(facts.window)}.`];
    case 'rescheduled':
      return [
        `Your free roof inspection has moved to ${when(facts.window)}.`,
        ...(facts.previous ? [`It was booked for ${formatInspectionWindow(facts.previous)}.`] : []),
      ];
    case 'cancelled':
      return [
        `Your roof inspection on ${when(facts.window)} is cancelled.`,
        'If you would like another time, book it on your request page or call us.',
      ];
    case 'reminder':
      return [`A reminder: we come to inspect your roof tomorrow, ${when(facts.window)}.`];
  }
}

export function homeownerBookingEmail(
  facts: BookingEmailFacts,
  lead: Pick<BookingLeadFacts, 'name' | 'email'>,
  addresses: LeadEmailAddresses,
): BookingEmail {
  const first = confirmationFirstName(lead.name);
  const page = requestUrl(facts.site, facts.leadId);
  return {
    // No display name: the name field is visitor text.
    to: { email: lead.email },
    from: { email: addresses.from, name: COMPANY_NAME },
    replyTo: { email: addresses.inbox, name: COMPANY_NAME },
    subject: homeownerSubject(facts),
    text: [
      first ? `Hi ${first},` : 'Hello,',
      '',
      ...homeownerLead(facts),
      '',
      ...(facts.kind === 'cancelled'
        ? [`Your request: ${page}`]
        : [
            `See your booking and the address we visit, reschedule or cancel: ${page}`,
            'The calendar invitation is attached.',
          ]),
      `Questions or a change of plan: call or text ${COMPANY_PHONE}.`,
      '',
      COMPANY_NAME,
      'Houston, TX',
    ].join('\n'),
    categories: [BOOKING_EMAIL_CATEGORIES[facts.kind]],
    customArgs: { leadId: facts.leadId },
    attachments: [invite(facts, { url: page, urlLabel: 'Your request' })],
  };
}

const OFFICE_HEADLINES: Record<BookingMailKind, string> = {
  booked: 'Inspection booked',
  rescheduled: 'Inspection rescheduled',
  cancelled: 'Inspection cancelled',
  reminder: 'Inspection reminder sent',
};

export function officeBookingEmail(
  facts: BookingEmailFacts,
  lead: BookingLeadFacts,
  addresses: LeadEmailAddresses,
): BookingEmail {
  const name = headerText(lead.name, 100);
  const window = formatInspectionWindow(facts.window);
  const who =
    facts.bookedBy === 'homeowner' ? 'the homeowner, online' : `staff (${facts.bookedBy})`;
  return {
    to: { email: addresses.inbox },
    from: { email: addresses.from, name: `${COMPANY_NAME} Website` },
    replyTo: { email: lead.email, name },
    subject: headerText(`${OFFICE_HEADLINES[facts.kind]}: ${name}, ${window}`, 200),
    text: [
      `${OFFICE_HEADLINES[facts.kind]}: ${when(facts.window)}.`,
      ...(facts.kind === 'rescheduled' && facts.previous
        ? [`Was: ${formatInspectionWindow(facts.previous)}.`]
        : []),
      ...(facts.kind === 'reminder' ? [] : [`By: ${who}.`]),
      '',
      `Name: ${officeText(lead.name)}`,
      `Phone: ${officeText(lead.phone)}`,
      `Email: ${officeText(lead.email)}`,
      `Property address: ${officeText(lead.address)}`,
      `Service: ${serviceLabel(lead.service)}`,
      '',
      leadLinkLine(facts.leadId, addresses),
      `Lead id: ${facts.leadId}`,
    ].join('\n'),
    categories: [BOOKING_EMAIL_CATEGORIES[facts.kind], OFFICE_COPY_CATEGORY],
    customArgs: { leadId: facts.leadId },
    attachments: [
      invite(facts, {
        url: leadUrl(facts.site, facts.leadId),
        urlLabel: 'The lead',
        location: lead.address,
      }),
    ],
  };
}
