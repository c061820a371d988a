/**
 * Leads as a CSV file for a spreadsheet or the accounts: every field of the inbox, the
 * source and UTM, status, owner, tries, first contact and the inspection booked, when there
 * is one. Never the lead's id: it is the homeowner's key to their request page (to read its
 * address, to cancel), and a file handed to the accounts travels further than the admin. This
 * module decides the columns, writes times on the company's clock, quotes every cell and
 * neutralizes formula injection; the exportLeads function writes the file with it, and the
 * web's tests read it back.
 */
import { COMPANY_TIME_ZONE, zoneFormatter } from '../company/hours';
import type { LeadBooking } from '../inspection/stored';
import type { InboxLead } from './inbox';
import { LEAD_STATUS_LABELS } from './status';
import { LEAD_ATTEMPT_LABELS } from './work';

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage
 * return) gets a leading apostrophe, the OWASP advice, so it is shown as text.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A time on the company's clock, as a spreadsheet sorts it: 2026-11-20 09:05. */
export function csvTime(at: Date | null): string {
  if (!at) return '';
  const parts = zoneFormatter('csv time', COMPANY_TIME_ZONE, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The card's words for a booking's state ("Booked Tue 10–12", "Cancelled: Tue 10–12"). */
const BOOKING_STATUS_LABELS: Record<LeadBooking['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
};

/**
 * An inspection window on the company's clock, sortable like the other times:
 * 2026-11-24 10:00–12:00 (the end in full only if it falls on another day).
 */
export function csvWindow(window: { start: Date; end: Date }): string {
  const start = csvTime(window.start);
  const end = csvTime(window.end);
  return `${start}–${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

export const LEAD_CSV_COLUMNS = [
  'Received (Houston)',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Service',
  'Timeline',
  'Details',
  'Status',
  'Note',
  'Owner',
  'Attempts',
  'Last attempt',
  'Last attempt (Houston)',
  'Next follow-up (Houston)',
  'First contact (Houston)',
  'Inspection (Houston)',
  'Inspection status',
  'Page',
  'Referrer',
  'UTM source',
  'UTM campaign',
  'Suspected spam',
] as const;

function row(lead: InboxLead): string[] {
  const last = lead.attempts.at(-1);
  return [
    csvTime(lead.createdAt),
    lead.name,
    lead.email,
    lead.phone,
    lead.address,
    lead.service,
    lead.timeline,
    lead.message ?? '',
    LEAD_STATUS_LABELS[lead.status],
    lead.note,
    lead.ownerName ?? '',
    String(Math.max(lead.attemptCount, lead.attempts.length)),
    last ? LEAD_ATTEMPT_LABELS[last.kind] : '',
    csvTime(last?.at ?? null),
    csvTime(lead.followUpAt),
    csvTime(lead.firstContactAt),
    lead.booking ? csvWindow(lead.booking) : '',
    lead.booking ? BOOKING_STATUS_LABELS[lead.booking.status] : '',
    lead.source?.page ?? '',
    lead.source?.referrer ?? '',
    lead.source?.utmSource ?? '',
    lead.source?.utmCampaign ?? '',
    lead.suspectedSpam ?? '',
  ];
}

/** A cell as written: always in quotes, a quote inside doubled (RFC 4180). */
const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

const line = (cells: readonly string[]) => cells.map(quoted).join(',');

/**
 * The whole file: a BOM, a header row, one row per lead; CRLF line ends, as Excel writes.
 * Every cell quoted: a spreadsheet then takes each as text, never a number or a date it
 * reshapes (a phone's leading zero, an id that looks like a number), and a comma, quote or
 * line break inside a cell stays inside it.
 */
export function leadsCsv(leads: readonly InboxLead[]): string {
  const rows = leads.map((lead) => line(row(lead).map(neutralizeFormula)));
  return BOM + [line(LEAD_CSV_COLUMNS), ...rows].join('\r\n');
}
