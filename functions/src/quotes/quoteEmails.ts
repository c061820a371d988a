/**
 * The quote e-mails. To the homeowner: the quote is ready (on sending a version), the one
 * reminder before it expires (quoteChecks.ts), and the accepted quote's PDF (on acceptance).
 * To the office: the same PDF with the lead's details.
 * Plain text, as the lead and booking e-mails.
 *
 * The homeowner's e-mails repeat nothing they typed but a first name that passes
 * confirmationFirstName, and link to their request page, which shows the quote; no price
 * either (the page and the PDF carry it). The office copy carries the lead as typed, as text
 * (officeText), and links to the lead in the admin, never to the homeowner's page.
 */
import { confirmationFirstName } from '@altum/domain';
import {
  COMPANY_NAME,
  COMPANY_PHONE,
  headerText,
  leadLinkLine,
  officeText,
  requestUrl,
  type LeadEmail,
  type LeadEmailAddresses,
} from '../leads/leadEmails';

export type QuoteMailKind = 'sent' | 'reminder' | 'accepted';

export interface QuoteEmail extends LeadEmail {
  attachments?: {
    content: string;
    filename: string;
    type: string;
    disposition: 'attachment';
  }[];
}

export const QUOTE_EMAIL_CATEGORIES: Record<QuoteMailKind, string> = {
  sent: 'quote-sent',
  reminder: 'quote-reminder',
  accepted: 'quote-accepted',
};

/** The office copy carries this category too, so the two are told apart. */
export const QUOTE_OFFICE_CATEGORY = 'quote-office-copy';

export interface QuoteEmailFacts {
  leadId: string;
  quoteId: string;
  version: number;
  /** 'YYYY-MM-DD', the last day the quote can be accepted. */
  validUntil: string;
  site: string;
  /** The accepted version's PDF (accepted only). */
  pdf?: Buffer;
}

/** "Friday, December 12, 2026": a calendar day, whatever the server's zone. */
export function formatQuoteDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export const quotePdfName = (facts: Pick<QuoteEmailFacts, 'version'>) =>
  `altum-roofing-quote-v${facts.version}.pdf`;

function pdfAttachment(facts: QuoteEmailFacts): NonNullable<QuoteEmail['attachments']> {
  if (!facts.pdf) throw new Error('The accepted quote e-mail needs its PDF');
  return [
    {
      content: facts.pdf.toString('base64'),
      filename: quotePdfName(facts),
      type: 'application/pdf',
      disposition: 'attachment',
    },
  ];
}

export function homeownerQuoteEmail(
  kind: QuoteMailKind,
  facts: QuoteEmailFacts,
  lead: { name: string; email: string },
  addresses: LeadEmailAddresses,
): QuoteEmail {
  const first = confirmationFirstName(lead.name);
  const page = requestUrl(facts.site, facts.leadId);
  const validUntil = formatQuoteDay(facts.validUntil);
  const body =
    kind === 'sent'
      ? [
          'Your roof quote is ready.',
          '',
          `Read it, choose an option and accept it, or ask us for changes: ${page}`,
          `It is valid until ${validUntil}.`,
        ]
      : kind === 'reminder'
        ? [
            `A reminder: your roof quote is valid until ${validUntil}.`,
            '',
            `Read it, choose an option and accept it, or ask us for changes: ${page}`,
            'After that day, ask us for a new one.',
          ]
        : [
            `Thank you for accepting our quote (version ${facts.version}).`,
            '',
            'A PDF copy of the quote with your acceptance is attached. Keep it for your records.',
            `Your request: ${page}`,
          ];
  return {
    // No display name: the name field is visitor text.
    to: { email: lead.email },
    from: { email: addresses.from, name: COMPANY_NAME },
    replyTo: { email: addresses.inbox, name: COMPANY_NAME },
    subject: {
      sent: `Your roof quote from ${COMPANY_NAME}`,
      reminder: `Your roof quote from ${COMPANY_NAME} is valid until ${validUntil}`,
      accepted: `Your accepted quote from ${COMPANY_NAME}`,
    }[kind],
    text: [
      first ? `Hi ${first},` : 'Hello,',
      '',
      ...body,
      `Questions: call or text ${COMPANY_PHONE}.`,
      '',
      COMPANY_NAME,
      'Houston, TX',
    ].join('\n'),
    categories: [QUOTE_EMAIL_CATEGORIES[kind]],
    customArgs: { leadId: facts.leadId },
    ...(kind === 'accepted' ? { attachments: pdfAttachment(facts) } : {}),
  };
}

/** The office's copy of an acceptance, with the PDF. */
export function officeQuoteEmail(
  facts: QuoteEmailFacts,
  lead: { name: string; email: string; phone: string; address: string },
  addresses: LeadEmailAddresses,
): QuoteEmail {
  const name = headerText(lead.name, 100);
  return {
    to: { email: addresses.inbox },
    from: { email: addresses.from, name: `${COMPANY_NAME} Website` },
    replyTo: { email: lead.email, name },
    subject: headerText(`Quote accepted: ${name}, version ${facts.version}`, 200),
    text: [
      `Quote version ${facts.version} was accepted online. The PDF with the acceptance record is attached.`,
      '',
      `Name: ${officeText(lead.name)}`,
      `Phone: ${officeText(lead.phone)}`,
      `Email: ${officeText(lead.email)}`,
      `Property address: ${officeText(lead.address)}`,
      '',
      leadLinkLine(facts.leadId, addresses),
      `Lead id: ${facts.leadId}`,
    ].join('\n'),
    categories: [QUOTE_EMAIL_CATEGORIES.accepted, QUOTE_OFFICE_CATEGORY],
    customArgs: { leadId: facts.leadId },
    attachments: pdfAttachment(facts),
  };
}
