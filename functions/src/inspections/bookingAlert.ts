/**
 * A homeowner booked, moved or cancelled an inspection → the staff alert "Booked: Maria",
 * "Storm Damage Assessment · booked Tue 10–12", on the lead owner's devices (everyone's when
 * the owner has none that can take it now), as the lead's own alert goes. Each change alerts
 * each device once (the delivery record names the booking's sequence). A booking staff made
 * for the homeowner alerts nobody: they made it. A homeowner's changes alert through their
 * collapsed notice (bookingBounds.ts): one per lead per few minutes, with the latest state.
 * Never the phone or the address.
 */
import { bookingAlertPayload, type BookingChange } from '@altum/domain';
import type { AlertRunResult } from '../alerts/alertDelivery';
import { pushToRecipients } from '../alerts/alertDelivery';
import { alertRecipients } from '../alerts/alertRecipients';
import type { AlertDeps } from '../alerts/alertRecords';
import type { BookingMail } from './bookingMailRecords';
import { leadRef } from './bookingStore';

export async function alertBookingChange(
  deps: AlertDeps,
  mail: BookingMail,
  eventId: string,
): Promise<AlertRunResult | 'not-alerted'> {
  if (mail.kind === 'reminder' || mail.bookedBy !== 'homeowner' || mail.notice !== true)
    return 'not-alerted';
  const lead = (await leadRef(deps.db, mail.leadId).get()).data();
  if (!lead) return 'not-alerted';
  const change: BookingChange = mail.kind;
  const payload = JSON.stringify(
    bookingAlertPayload(
      mail.leadId,
      { name: String(lead['name'] ?? ''), service: String(lead['service'] ?? '') },
      change,
      { start: mail.window.start.toDate(), end: mail.window.end.toDate() },
      mail.previous
        ? { start: mail.previous.start.toDate(), end: mail.previous.end.toDate() }
        : null,
    ),
  );
  const owner = lead['ownerId'];
  const owners = typeof owner === 'string' ? await alertRecipients(deps, 'staff', [owner]) : [];
  const recipients = owners.length > 0 ? owners : await alertRecipients(deps, 'staff');
  return pushToRecipients(
    deps,
    mail.leadId,
    'booking',
    payload,
    recipients,
    eventId,
    String(mail.sequence),
  );
}
