/**
 * The alert for a new lead, when it arrives. First the lead is linked to the homeowner's
 * earlier leads (leadLinks.ts) and, when automatic assignment is on, given an owner
 * (autoAssign.ts); then:
 * - a lead with the honeypot filled alerts nobody (isQuietSpam); one only sent fast alerts;
 * - while leads flood in, it waits for the minute's digest (alertDigest.ts);
 * - a homeowner asking again within the hour alerts as a repeat ("Repeat request: Maria");
 * - a lead with an owner alerts the owner's devices; the rest of the staff only when the owner
 *   has none that can take it now (none stored, or quiet hours), so an owned lead is never
 *   left unannounced. The 5-minute escalation to admins is the same either way.
 */
import {
  arrivedPhotoCount,
  isQuietSpam,
  leadAlertPayload,
  storedPhotoCount,
  type LeadAlertKind,
} from '@altum/domain';
import { logger } from 'firebase-functions';
import { isFlooded, queueForDigest } from './alertDigest';
import { pushToRecipients, type AlertRunResult } from './alertDelivery';
import { alertRecipients } from './alertRecipients';
import type { AlertDeps } from './alertRecords';
import { autoAssignLead } from '../leads/autoAssign';
import { linkRelatedLeads } from '../leads/leadLinks';

export type NewLeadAlertResult = AlertRunResult | 'not-alerted' | 'digested';

/** Runs a step of the lead's arrival whose failure must not cost the alert. */
async function step<T>(name: string, leadId: string, work: () => Promise<T>, fallback: T) {
  try {
    return await work();
  } catch (error) {
    logger.error(`Lead arrival step failed: ${name}`, error, { leadId });
    return fallback;
  }
}

export async function alertNewLead(
  deps: AlertDeps,
  leadId: string,
  eventId: string,
): Promise<NewLeadAlertResult> {
  const snap = await deps.db.collection('contacts').doc(leadId).get();
  const lead = snap.data();
  if (!lead) return 'not-alerted';
  const links = await step(
    'link related leads',
    leadId,
    () => linkRelatedLeads(deps.db, leadId, lead),
    null,
  );
  if (isQuietSpam(lead['suspectedSpam'] as string | undefined)) return 'not-alerted';
  const ownerId = await step('auto-assign', leadId, () => autoAssignLead(deps.db, leadId), null);
  return alertLead(deps, leadId, lead, {
    kind: links?.repeat ? 'repeat' : 'new-lead',
    ownerId,
    eventId,
  });
}

/** Pushes one lead's alert (or queues it for the digest): the owner's devices first. */
export async function alertLead(
  deps: AlertDeps,
  leadId: string,
  lead: Record<string, unknown>,
  options: { kind: LeadAlertKind; ownerId: string | null; eventId: string },
): Promise<NewLeadAlertResult> {
  const now = (deps.now ?? Date.now)();
  if (await isFlooded(deps.db, now)) {
    await queueForDigest(deps.db, leadId, now);
    return 'digested';
  }
  const payload = JSON.stringify(
    leadAlertPayload(
      leadId,
      {
        name: String(lead['name'] ?? ''),
        service: String(lead['service'] ?? ''),
        timeline: String(lead['timeline'] ?? ''),
        // "3 photos on their way": counts only (announced, recorded so far), never a photo's
        // address.
        photoCount: storedPhotoCount(lead['photoCount']),
        photosArrived: arrivedPhotoCount(lead['photos']),
      },
      options.kind,
    ),
  );
  const owners = options.ownerId ? await alertRecipients(deps, 'staff', [options.ownerId]) : [];
  const recipients = owners.length > 0 ? owners : await alertRecipients(deps, 'staff');
  return pushToRecipients(deps, leadId, options.kind, payload, recipients, options.eventId);
}
