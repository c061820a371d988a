/**
 * Follow-ups: when a lead's followUpAt is due, its owner's devices get "Follow up: Maria,
 * attempt 4" (followUpAlertTitle), once per followUpAt value: the sweep sets
 * followUpAlertedAt to that value in a transaction before the push, so overlapping sweeps
 * and a retried run alert once, and a follow-up moved later alerts again at its new time.
 * A lead with no owner, or already won or lost, gets no follow-up push.
 */
import { isQuietSpam, leadAlertPayload } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { emptyResult, pushToRecipients, type AlertRunResult } from './alertDelivery';
import { alertRecipients } from './alertRecipients';
import type { AlertDeps } from './alertRecords';

/** A follow-up missed by longer than this (the sweeper was down) is not pushed late. */
export const FOLLOW_UP_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface FollowUpResult {
  alerted: string[];
  alerts: AlertRunResult;
}

export async function alertDueFollowUps(deps: AlertDeps): Promise<FollowUpResult> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const result: FollowUpResult = { alerted: [], alerts: emptyResult() };
  const due = await db
    .collection('contacts')
    .where('followUpAt', '>=', Timestamp.fromMillis(now - FOLLOW_UP_LOOKBACK_MS))
    .where('followUpAt', '<=', Timestamp.fromMillis(now))
    .orderBy('followUpAt')
    .limit(200)
    .get();
  for (const doc of due.docs) {
    const followUpAt = doc.get('followUpAt') as Timestamp;
    const alerted = doc.get('followUpAlertedAt') as unknown;
    if (alerted instanceof Timestamp && alerted.isEqual(followUpAt)) continue;
    const claimed = await db.runTransaction(async (tx) => {
      const lead = await tx.get(doc.ref);
      const at = lead.get('followUpAt') as unknown;
      const done = lead.get('followUpAlertedAt') as unknown;
      if (!(at instanceof Timestamp) || !at.isEqual(followUpAt)) return null;
      if (done instanceof Timestamp && done.isEqual(at)) return null;
      tx.update(doc.ref, { followUpAlertedAt: at });
      return lead.data() ?? null;
    });
    if (!claimed) continue;
    const owner = claimed['ownerId'];
    const status = claimed['status'];
    if (
      typeof owner !== 'string' ||
      status === 'won' ||
      status === 'lost' ||
      isQuietSpam(claimed['suspectedSpam'] as string | undefined)
    )
      continue;
    const attempts = claimed['attemptCount'];
    const payload = JSON.stringify(
      leadAlertPayload(
        doc.id,
        {
          name: String(claimed['name'] ?? ''),
          service: String(claimed['service'] ?? ''),
          timeline: String(claimed['timeline'] ?? ''),
        },
        'follow-up',
        { attemptCount: typeof attempts === 'number' ? attempts : 0 },
      ),
    );
    const recipients = await alertRecipients(deps, 'staff', [owner]);
    const run = await pushToRecipients(
      deps,
      doc.id,
      'follow-up',
      payload,
      recipients,
      `follow-up-${doc.id}-${followUpAt.toMillis()}`,
      String(followUpAt.toMillis()),
    );
    result.alerted.push(doc.id);
    for (const key of Object.keys(run) as (keyof AlertRunResult)[]) result.alerts[key] += run[key];
  }
  return result;
}
