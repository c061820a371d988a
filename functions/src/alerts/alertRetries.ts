/** The sweep's retries of alerts a push service did not take, with the e-mails' backoff. */
import { logger } from 'firebase-functions';
import { eachLimited, findDue, newSweepId } from '../outbox/sweep';
import {
  alertStepFailed,
  claimDelivery,
  emptyResult,
  sendSafely,
  settle,
  type AlertRunResult,
} from './alertDelivery';
import { asSubscription, roleAllows } from './alertRecipients';
import { subscriptionsOf, type AlertDelivery, type AlertDeps } from './alertRecords';
import type { PushOutcome } from './pusher';

/** Retries what is due: pending alerts, and runs that died (lease over). */
export async function retryDueAlerts(
  deps: AlertDeps & { limit?: number },
): Promise<AlertRunResult> {
  const now = deps.now ?? Date.now;
  const due = await findDue(
    deps.db.collection('pushDeliveries'),
    'nextAttemptAt',
    now(),
    deps.limit ?? 200,
  );
  const result = emptyResult();
  if (due.empty) return result;
  // Someone whose role was removed since gets no retry either.
  const uids = [...new Set(due.docs.map((doc) => String(doc.get('uid'))))];
  const roles = new Map(
    (await deps.db.getAll(...uids.map((uid) => deps.db.collection('roles').doc(uid)))).map(
      (snap) => [snap.id, snap.data()],
    ),
  );
  const sweepId = newSweepId();
  await eachLimited(due.docs, deps.concurrency ?? 10, alertStepFailed, async (doc) => {
    const delivery = await claimDelivery(
      deps.db,
      doc.ref,
      doc.data() as AlertDelivery & { eventId: string },
      now(),
      true,
    ).catch((error: unknown) => {
      logger.error('Could not claim a lead alert for a retry', error, { id: doc.id });
      return null;
    });
    if (!delivery) {
      result.skipped++;
      return;
    }
    result.devices++;
    const subscriptionRef = subscriptionsOf(deps.db, delivery.uid).doc(delivery.deviceId);
    const audience = delivery.kind.startsWith('escalation') ? 'admins' : 'staff';
    const subscription = asSubscription((await subscriptionRef.get()).data());
    const outcome: PushOutcome = !roleAllows(roles.get(delivery.uid), audience)
      ? { kind: 'failed', status: 0, error: 'no longer staff' }
      : subscription
        ? await sendSafely(deps, subscription, delivery.payload, delivery.leadId)
        : // Turned off on that device since: nothing to send to.
          { kind: 'gone', status: 404 };
    const status = await settle(
      deps.db,
      doc.ref,
      { ...delivery, eventId: sweepId },
      subscriptionRef,
      outcome,
      now(),
    );
    if (status !== 'sending') result[status]++;
  });
  return result;
}
