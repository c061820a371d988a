/**
 * The calendar invitation sent with a booking (RFC 5545): the window on Houston's clock with
 * the zone's own rules, so a calendar anywhere shows the right local time on both sides of a
 * daylight-saving change. One UID per request: a reschedule updates the same event (a higher
 * SEQUENCE) and a cancellation removes it.
 */
import { dateToZonedInput } from '../blog/schedule';
import { COMPANY_TIME_ZONE } from '../company/hours';

export interface InspectionInvite {
  /** The lead's id: the event's identity across reschedules. */
  requestId: string;
  start: Date;
  end: Date;
  /**
   * The property's address as the homeowner typed it, for the office's copy only: the
   * homeowner's invitation carries no visitor text (a stranger's "address" could be a lure),
   * and its link shows the address on our own page.
   */
  location?: string;
  officePhone: string;
  /** The event's link: the request page for the homeowner, the lead in the admin for the office. */
  url: string;
  /** The description's words before that link ("Your request"). */
  urlLabel: string;
  /** Grows with each change of the booking (0 for the first). */
  sequence: number;
  cancelled?: boolean;
  /** When the invitation is written. */
  stamp: Date;
}

/** America/Chicago's rules since 2007 (second Sunday in March, first Sunday in November). */
const CHICAGO_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${COMPANY_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** '2026-12-01T10:00' on Houston's clock -> '20261201T100000'. */
const localStamp = (at: Date) => `${dateToZonedInput(at).replace(/[-:]/g, '')}00`;
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A character's length in UTF-8 octets. */
export function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/** Content lines are folded at 75 octets (a continuation starts with a space). */
function fold(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function inspectionInviteIcs(invite: InspectionInvite): string {
  const description = [
    'Free roof inspection by Altum Roofing.',
    `${invite.urlLabel}: ${invite.url}`,
    `Questions or a change of plan: ${invite.officePhone}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Altum Roofing//Inspections//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...CHICAGO_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:inspection-${invite.requestId}@altum-roofing`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART;TZID=${COMPANY_TIME_ZONE}:${localStamp(invite.start)}`,
    `DTEND;TZID=${COMPANY_TIME_ZONE}:${localStamp(invite.end)}`,
    `SUMMARY:${text('Roof inspection with Altum Roofing')}`,
    ...(invite.location === undefined ? [] : [`LOCATION:${text(invite.location)}`]),
    `DESCRIPTION:${text(description)}`,
    `URL:${invite.url}`,
    `STATUS:${invite.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
