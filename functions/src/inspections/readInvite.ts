/**
 * Reads a booking e-mail's invitation with a calendar library (ical.js), as a calendar app
 * would: the zone's own rules from the VTIMEZONE, the start and end as instants and on the
 * invitation's clock. For tests only (ical.js is a dev dependency, never bundled).
 */
import ICAL from 'ical.js';

export interface ReadInvite {
  method: string;
  status: string;
  sequence: number;
  uid: string;
  tzid: string;
  /** The start on the invitation's own clock, 'YYYY-MM-DDTHH:MM'. */
  localStart: string;
  localEnd: string;
  start: Date;
  end: Date;
  location: string;
  url: string;
  description: string;
}

const local = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}T${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

export function readInvite(ics: string): ReadInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('The invitation has no VTIMEZONE');
  const timezone = new ICAL.Timezone(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The invitation has no VEVENT');
  const event = new ICAL.Event(vevent);
  // Times read against the invitation's own zone rules, not the machine's.
  const start = event.startDate.clone();
  start.zone = timezone;
  const end = event.endDate.clone();
  end.zone = timezone;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    status: String(vevent.getFirstPropertyValue('status')),
    sequence: event.sequence,
    uid: event.uid,
    // The zone DTSTART names (TZID), which the VTIMEZONE must define.
    tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid')),
    localStart: local(start),
    localEnd: local(end),
    start: start.toJSDate(),
    end: end.toJSDate(),
    location: event.location,
    url: String(vevent.getFirstPropertyValue('url')),
    description: event.description,
  };
}
