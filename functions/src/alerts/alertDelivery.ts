/**
 * Sending one alert to one device, at most once: each (lead, kind, device) has one record in
 * pushDeliveries, created before the send, so a retried event or an overlapping sweep never
 * alerts a device twice. An outbox like the e-mails' (functions/src/outbox): a run holds the
 * record with a lease (ALERT_LEASE_MS); a push service's 404 or 410 deletes the subscription;
 * a transient failure (network, timeout, 429, 5xx) leaves the record `pending` with
 * `nextAttemptAt` set by the same backoff (retryDelayMs), and the sweeper (alertRetries.ts)
 * tries again until ALERT_DEADLINE_MS has passed: an alert that late is no alert, and the
 * inbox has the lead.
 */
import type { LeadAlertKind } from '@altum/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  ALERT_DEADLINE_MS,
  ALERT_LEASE_MS,
  ALERT_TTL_SECONDS,
  DELIVERY_RECORD_TTL_MS,
  deliveryRef,
  type AlertDeliveryStatus,
  type AlertDelivery,
  type AlertDeps,
  type Recipient,
} from './alertRecords';
import { isDue, leaseHeld, takeLease } from '../outbox/lease';
import { eachLimited } from '../outbox/sweep';
import { deadlinePassed, retryDelayMs } from '../outbox/timing';
import { pushTopic, type PushOutcome, type StoredSubscription } from './pusher';
import { subscriptionProblem } from './pushSubscription';

/** Takes a delivery for this run: a new one, or one whose lease ended or whose retry is due. */
export async function claimDelivery(
  db: Firestore,
  ref: DocumentReference,
  init: Omit<
    AlertDelivery,
    'status' | 'attempts' | 'leaseUntil' | 'firstAttemptAt' | 'at' | 'expireAt' | 'nextAttemptAt'
  >,
  now: number,
  sweep: boolean,
): Promise<AlertDelivery | null> {
  const lease = takeLease(undefined, init.eventId, now, ALERT_LEASE_MS);
  const fresh: AlertDelivery = {
    ...init,
    ...lease,
    firstAttemptAt: Timestamp.fromMillis(now),
    at: Timestamp.fromMillis(now),
    expireAt: Timestamp.fromMillis(now + DELIVERY_RECORD_TTL_MS),
  };
  if (!sweep) {
    try {
      // The common case in one write: the record did not exist.
      await ref.create(fresh);
      return fresh;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 6) throw error; // 6: ALREADY_EXISTS
    }
  }
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const previous = snap.data() as AlertDelivery | undefined;
    if (!previous) return null;
    // A run that died (its lease over) is taken over by anyone; a retry only by the sweep.
    const takeable =
      (previous.status === 'sending' && !leaseHeld(previous, now)) ||
      (sweep && previous.status === 'pending' && isDue(previous, now));
    if (!takeable) return null;
    const claimed: AlertDelivery = {
      ...previous,
      ...takeLease(previous, init.eventId, now, ALERT_LEASE_MS),
      at: Timestamp.fromMillis(now),
    };
    tx.set(ref, claimed);
    return claimed;
  });
}

/** Records the push service's answer; a gone subscription is deleted. */
export async function settle(
  db: Firestore,
  ref: DocumentReference,
  delivery: AlertDelivery,
  subscriptionRef: DocumentReference,
  outcome: PushOutcome,
  now: number,
): Promise<AlertDeliveryStatus> {
  const at = Timestamp.fromMillis(now);
  const pastDeadline = deadlinePassed(delivery.firstAttemptAt.toMillis(), ALERT_DEADLINE_MS, now);
  const { nextAttemptAt: _lease, error: _error, ...rest } = delivery;
  let record: AlertDelivery;
  if (outcome.kind === 'sent') {
    record = { ...rest, status: 'sent', leaseUntil: at, at, sentAt: at };
  } else if (outcome.kind === 'gone' || outcome.kind === 'invalid') {
    // The browser unsubscribed, the subscription expired, or it never could work: never again.
    await subscriptionRef.delete().catch(() => undefined);
    const error = outcome.kind === 'gone' ? `HTTP ${outcome.status}` : outcome.error;
    record = { ...rest, status: 'gone', leaseUntil: at, at, error };
  } else if (outcome.kind === 'transient' && !pastDeadline) {
    record = {
      ...rest,
      status: 'pending',
      leaseUntil: at,
      at,
      nextAttemptAt: Timestamp.fromMillis(now + retryDelayMs(delivery.attempts)),
      error: outcome.error,
    };
  } else {
    record = { ...rest, status: 'failed', leaseUntil: at, at, error: outcome.error };
  }
  await ref.set(record);
  if (record.status !== 'sent')
    logger.warn('Lead alert not delivered', {
      leadId: delivery.leadId,
      uid: delivery.uid,
      deviceId: delivery.deviceId,
      status: record.status,
      error: record.error,
    });
  return record.status;
}

/** A device's step that failed (eachLimited): logged, and it ends that device's step only. */
export function alertStepFailed(error: unknown) {
  logger.error('A lead alert step failed', error);
}

export interface AlertRunResult {
  devices: number;
  sent: number;
  pending: number;
  gone: number;
  failed: number;
  /** Already handled by another run (a retried event, an overlapping sweep). */
  skipped: number;
}

export const emptyResult = (): AlertRunResult => ({
  devices: 0,
  sent: 0,
  pending: 0,
  gone: 0,
  failed: 0,
  skipped: 0,
});

/**
 * One device's send; whatever it throws (a key web-push cannot use, a bug) is an outcome of
 * that device, so the run goes on and the record is settled.
 */
export async function sendSafely(
  deps: AlertDeps,
  subscription: StoredSubscription,
  payload: string,
  leadId: string,
): Promise<PushOutcome> {
  const problem = subscriptionProblem(subscription, deps.localPushReceiver);
  if (problem) return { kind: 'invalid', error: problem };
  try {
    return await deps.send(subscription, payload, {
      ttlSeconds: ALERT_TTL_SECONDS,
      topic: pushTopic(deps.topicKey, `lead-${leadId}`),
    });
  } catch (error) {
    return { kind: 'failed', status: 0, error: `send threw: ${String(error)}`.slice(0, 300) };
  }
}

/** Pushes one message to each recipient, each device on its own (records settle each). */
export async function pushToRecipients(
  deps: AlertDeps,
  leadId: string,
  kind: LeadAlertKind,
  payload: string,
  recipients: Recipient[],
  eventId: string,
  occasion = '',
): Promise<AlertRunResult> {
  const now = deps.now ?? Date.now;
  const result = emptyResult();
  result.devices = recipients.length;
  await eachLimited(recipients, deps.concurrency ?? 10, alertStepFailed, async (recipient) => {
    const ref = deliveryRef(deps.db, leadId, kind, recipient, occasion);
    const delivery = await claimDelivery(
      deps.db,
      ref,
      { leadId, kind, uid: recipient.uid, deviceId: recipient.deviceId, payload, eventId },
      now(),
      false,
    ).catch((error: unknown) => {
      // One device's record that cannot be written costs that device its alert, no one else.
      logger.error('Could not claim a lead alert', error, { id: ref.id });
      return null;
    });
    if (!delivery) {
      result.skipped++;
      return;
    }
    const outcome = await sendSafely(deps, recipient.subscription, payload, leadId);
    const status = await settle(deps.db, ref, delivery, recipient.ref, outcome, now());
    if (status !== 'sending') result[status]++;
  });
  return result;
}
