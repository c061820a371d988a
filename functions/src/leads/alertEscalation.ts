/** Escalation: a lead still new 5 minutes on inside business hours alerts every admin once. */
import {
  isEscalationDue,
  isSuspectedSpamReason,
  leadAlertPayload,
  ESCALATION_AFTER_MS,
  ESCALATION_LOOKBACK_MS,
} from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { emptyResult, pushToRecipients, type AlertRunResult } from './alertDelivery';
import { alertRecipients } from './alertRecipients';
import { DELIVERY_RECORD_TTL_MS, type AlertDeps } from './alertRecords';

export interface EscalationResult {
  /** Leads escalated in this sweep. */
  escalated: string[];
  alerts: AlertRunResult;
}

export const escalationRef = (db: Firestore, leadId: string) =>
  db.collection('leadEscalations').doc(leadId);

/**
 * Alerts every admin once more about each lead still 'new' whose 5 minutes ended inside
 * business hours (isEscalationDue). Once per lead: leadEscalations/{leadId} is created first,
 * and a lead that already has one is left alone.
 */
export async function escalateWaitingLeads(deps: AlertDeps): Promise<EscalationResult> {
  const now = (deps.now ?? Date.now)();
  const leads = await deps.db
    .collection('contacts')
    .where(
      'createdAt',
      '>=',
      Timestamp.fromMillis(now - ESCALATION_AFTER_MS - ESCALATION_LOOKBACK_MS),
    )
    .where('createdAt', '<=', Timestamp.fromMillis(now - ESCALATION_AFTER_MS))
    .select('createdAt', 'status', 'suspectedSpam', 'name', 'service', 'timeline')
    .limit(500)
    .get();
  const waiting = leads.docs.filter((doc) => {
    const status = doc.get('status') as unknown;
    const createdAt = doc.get('createdAt') as unknown;
    return (
      (status === undefined || status === null || status === 'new') &&
      !isSuspectedSpamReason(doc.get('suspectedSpam')) &&
      createdAt instanceof Timestamp &&
      isEscalationDue(createdAt.toMillis(), now)
    );
  });
  const result: EscalationResult = { escalated: [], alerts: emptyResult() };
  if (waiting.length === 0) return result;
  const already = await deps.db.getAll(...waiting.map((doc) => escalationRef(deps.db, doc.id)));
  const due = waiting.filter((_doc, i) => !already[i]?.exists);
  if (due.length === 0) return result;
  const admins = await alertRecipients(deps.db, 'admins', now);
  for (const doc of due) {
    try {
      await escalationRef(deps.db, doc.id).create({
        at: Timestamp.fromMillis(now),
        devices: admins.length,
        expireAt: Timestamp.fromMillis(now + DELIVERY_RECORD_TTL_MS),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 6) continue; // another sweep took it
      throw error;
    }
    result.escalated.push(doc.id);
    const payload = JSON.stringify(
      leadAlertPayload(
        doc.id,
        {
          name: String(doc.get('name') ?? ''),
          service: String(doc.get('service') ?? ''),
          timeline: String(doc.get('timeline') ?? ''),
        },
        'escalation',
      ),
    );
    const run = await pushToRecipients(
      deps,
      doc.id,
      'escalation',
      payload,
      admins,
      `escalation-${doc.id}`,
    );
    for (const key of Object.keys(run) as (keyof AlertRunResult)[]) result.alerts[key] += run[key];
  }
  return result;
}
