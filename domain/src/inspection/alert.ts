/**
 * The staff alert for a booking a homeowner made, moved or cancelled: "Booked: Maria" with
 * "Storm Damage Assessment · booked Tue 10–12". Tagged as the lead's other alerts, so it
 * takes the place of the lead's earlier alert on a device. Never the phone or the address.
 */
import {
  alertFirstName,
  leadAlertTitle,
  leadInboxUrl,
  type BookingChange,
  type LeadAlertPayload,
} from '../alerts/alerts';
import { serviceLabel } from '../lead/options';
import { formatInspectionWindowShort } from './windows';

/** The alert's line about the window: "booked Tue 10–12", "cancelled Tue 10–12". */
export function bookingAlertText(
  change: BookingChange,
  window: { start: Date; end: Date },
  previous?: { start: Date; end: Date } | null,
): string {
  const short = formatInspectionWindowShort(window);
  if (change === 'cancelled') return `cancelled ${short}`;
  if (change === 'rescheduled' && previous)
    return `booked ${short}, was ${formatInspectionWindowShort(previous)}`;
  return `booked ${short}`;
}

export function bookingAlertPayload(
  leadId: string,
  lead: { name: string; service: string },
  change: BookingChange,
  window: { start: Date; end: Date },
  previous?: { start: Date; end: Date } | null,
): LeadAlertPayload {
  const firstName = alertFirstName(lead.name);
  return {
    type: 'lead-alert',
    kind: 'booking',
    title: leadAlertTitle('booking', firstName, { booking: change }),
    leadId,
    tag: `lead-${leadId}`,
    firstName,
    service: serviceLabel(lead.service),
    // The worker shows "service · timeline"; for a booking, the window in its place.
    timeline: bookingAlertText(change, window, previous),
    url: leadInboxUrl(leadId),
  };
}
