/**
 * A homeowner viewed, accepted or asked for changes to a quote → a push to the lead owner's
 * devices (everyone's when the owner has none), through the lead alerts' outbox
 * (pushToRecipients: one delivery record per device and event, retried by retryLeadAlerts).
 * "Quote accepted" with "Version 2 · Architectural shingles": never a price, a name, an
 * address or a phone, which a lock screen would show to whoever holds the phone.
 */
import {
  leadAlertTitle,
  leadInboxUrl,
  type LeadAlertPayload,
  type QuoteEvent,
} from '@altum/domain';
import { pushToRecipients, type AlertRunResult } from '../alerts/alertDelivery';
import { alertRecipients } from '../alerts/alertRecipients';
import type { AlertDeps } from '../alerts/alertRecords';

export interface QuoteAlertFacts {
  leadId: string;
  quoteId: string;
  version: number;
  event: QuoteEvent;
  /** The chosen option's label, on an acceptance with options (staff wrote it). */
  optionLabel?: string;
}

export function quoteAlertPayload(facts: QuoteAlertFacts): LeadAlertPayload {
  const detail = [`Version ${facts.version}`, facts.optionLabel?.slice(0, 60)]
    .filter(Boolean)
    .join(' · ');
  return {
    type: 'lead-alert',
    kind: 'quote',
    title: leadAlertTitle('quote', '', { quote: facts.event }),
    body: detail,
    leadId: facts.leadId,
    tag: `lead-${facts.leadId}`,
    firstName: '',
    service: '',
    timeline: detail,
    url: leadInboxUrl(facts.leadId),
  };
}

export async function alertQuoteEvent(
  deps: AlertDeps,
  facts: QuoteAlertFacts,
  eventId: string,
): Promise<AlertRunResult | 'not-alerted'> {
  const lead = (await deps.db.collection('contacts').doc(facts.leadId).get()).data();
  if (!lead) return 'not-alerted';
  const owner = lead['ownerId'];
  const owners = typeof owner === 'string' ? await alertRecipients(deps, 'staff', [owner]) : [];
  const recipients = owners.length > 0 ? owners : await alertRecipients(deps, 'staff');
  return pushToRecipients(
    deps,
    facts.leadId,
    'quote',
    JSON.stringify(quoteAlertPayload(facts)),
    recipients,
    eventId,
    // One alert per device per event of a version (a change request may come again: eventId).
    `${facts.quoteId}-${facts.event}${facts.event === 'changesRequested' ? `-${eventId}` : ''}`,
  );
}
