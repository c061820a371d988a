/**
 * Lead alerts: a Web Push message to every subscribed device of every staff member not in
 * their quiet hours when a lead arrives, and once more to every admin's devices when a lead is
 * still new 5 minutes on inside business hours (escalation). Suspected spam alerts nobody, as
 * it is e-mailed to nobody.
 *
 * Each (lead, kind, device) has one record in pushDeliveries, created before the send, so a
 * retried event or an overlapping sweep never alerts a device twice for one lead. Like the lead
 * e-mails (leadDelivery.ts): a run holds the record with a lease; a push service's 404 or 410
 * deletes the subscription; a transient failure (network, timeout, 429, 5xx) leaves the record
 * `pending` with `nextAttemptAt` set by the same backoff (retryDelayMs), and the sweeper
 * (sweepLeadAlerts) tries again until ALERT_DEADLINE_MS has passed: an alert that late is no
 * alert, and the inbox has the lead.
 *
 * Stored layout (firestore.rules):
 *   profiles/{uid}/pushSubscriptions/{deviceId}  endpoint, keys, label, createdAt (owner only)
 *   alertPreferences/{uid}                       quietHours (owner only)
 *   alertStatus/{uid}                            devices: how many (kept here; admins read it)
 *   pushDeliveries/{leadId}_{kind}_{uid}_{deviceId}, leadEscalations/{leadId}: functions only
 */
import {
  isEscalationDue,
  isInQuietHours,
  isSuspectedSpamReason,
  leadAlertPayload,
  ESCALATION_AFTER_MS,
  ESCALATION_LOOKBACK_MS,
  type LeadAlertKind,
  type QuietHours,
} from '@altum/domain';
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { retryDelayMs } from './leadDelivery';
import type { PushOutcome, SendPush, StoredSubscription } from './pusher';

/** A run's hold on a delivery; longer than a push with its timeout can take. */
export const ALERT_LEASE_MS = 60_000;

/** After this long since the first attempt an alert is given up. */
export const ALERT_DEADLINE_MS = 60 * 60 * 1000;

/** Push services keep an undelivered alert this long for a device that is off. */
export const ALERT_TTL_SECONDS = 60 * 60;

/** Delivery records are only needed while they can be retried; the TTL policy removes them. */
export const DELIVERY_RECORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type AlertDeliveryStatus = 'sending' | 'pending' | 'sent' | 'gone' | 'failed';

export interface AlertDelivery {
  leadId: string;
  kind: LeadAlertKind;
  uid: string;
  deviceId: string;
  status: AlertDeliveryStatus;
  /** The message, as sent (a retry sends the same one). */
  payload: string;
  attempts: number;
  eventId: string;
  leaseUntil: Timestamp;
  firstAttemptAt: Timestamp;
  nextAttemptAt?: Timestamp;
  at: Timestamp;
  sentAt?: Timestamp;
  error?: string;
  expireAt: Timestamp;
}

export interface Recipient {
  uid: string;
  deviceId: string;
  ref: DocumentReference;
  subscription: StoredSubscription;
}

export interface AlertDeps {
  db: Firestore;
  send: SendPush;
  now?: () => number;
  /** Devices pushed to at once. */
  concurrency?: number;
}

export const subscriptionsOf = (db: Firestore, uid: string) =>
  db.collection('profiles').doc(uid).collection('pushSubscriptions');

export const alertPreferencesRef = (db: Firestore, uid: string) =>
  db.collection('alertPreferences').doc(uid);

export const alertStatusRef = (db: Firestore, uid: string) => db.collection('alertStatus').doc(uid);

export const deliveryRef = (db: Firestore, leadId: string, kind: LeadAlertKind, r: Recipient) =>
  db.collection('pushDeliveries').doc(`${leadId}_${kind}_${r.uid}_${r.deviceId}`);

function asSubscription(data: Record<string, unknown> | undefined): StoredSubscription | null {
  const keys = data?.['keys'] as Record<string, unknown> | undefined;
  const endpoint = data?.['endpoint'];
  const p256dh = keys?.['p256dh'];
  const auth = keys?.['auth'];
  return typeof endpoint === 'string' && typeof p256dh === 'string' && typeof auth === 'string'
    ? { endpoint, keys: { p256dh, auth } }
    : null;
}

function quietHoursOf(data: Record<string, unknown> | undefined): QuietHours | null {
  const quiet = data?.['quietHours'] as Record<string, unknown> | null | undefined;
  if (!quiet || typeof quiet['start'] !== 'number' || typeof quiet['end'] !== 'number') return null;
  return { start: quiet['start'], end: quiet['end'] };
}

/**
 * Every subscribed device of every current staff member (admins only, for an escalation) who
 * is not in their quiet hours now. A former colleague's devices (role removed) get nothing.
 */
export async function alertRecipients(
  db: Firestore,
  audience: 'staff' | 'admins',
  now: number,
): Promise<Recipient[]> {
  const [roles, subscriptions] = await Promise.all([
    db.collection('roles').get(),
    db.collectionGroup('pushSubscriptions').get(),
  ]);
  const eligible = new Set(
    roles.docs
      .filter((doc) =>
        audience === 'admins'
          ? doc.get('admin') === true
          : doc.get('admin') === true || doc.get('writer') === true,
      )
      .map((doc) => doc.id),
  );
  const devices = subscriptions.docs.flatMap((doc) => {
    const uid = doc.ref.parent.parent?.id;
    const subscription = asSubscription(doc.data());
    // Only profiles/{uid}/pushSubscriptions counts: another collection of that name does not.
    if (!uid || doc.ref.parent.parent?.parent.id !== 'profiles' || !eligible.has(uid)) return [];
    if (!subscription) return [];
    return [{ uid, deviceId: doc.id, ref: doc.ref, subscription }];
  });
  const uids = [...new Set(devices.map((d) => d.uid))];
  if (uids.length === 0) return [];
  const preferences = await db.getAll(...uids.map((uid) => alertPreferencesRef(db, uid)));
  const quiet = new Set(
    preferences
      .filter((snap) => isInQuietHours(quietHoursOf(snap.data()), now))
      .map((snap) => snap.id),
  );
  return devices.filter((device) => !quiet.has(device.uid));
}

/** Takes a delivery for this run: a new one, or one whose lease ended or whose retry is due. */
async function claimDelivery(
  db: Firestore,
  ref: DocumentReference,
  init: Omit<
    AlertDelivery,
    'status' | 'attempts' | 'leaseUntil' | 'firstAttemptAt' | 'at' | 'expireAt' | 'nextAttemptAt'
  >,
  now: number,
  sweep: boolean,
): Promise<AlertDelivery | null> {
  const leaseUntil = Timestamp.fromMillis(now + ALERT_LEASE_MS);
  const fresh: AlertDelivery = {
    ...init,
    status: 'sending',
    attempts: 1,
    leaseUntil,
    firstAttemptAt: Timestamp.fromMillis(now),
    // Should this run die, the sweeper finds the record once the lease is over.
    nextAttemptAt: leaseUntil,
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
    const due = previous.nextAttemptAt?.toMillis();
    const takeable =
      (previous.status === 'sending' && previous.leaseUntil.toMillis() <= now) ||
      (sweep && previous.status === 'pending' && due !== undefined && due <= now);
    if (!takeable) return null;
    const claimed: AlertDelivery = {
      ...previous,
      status: 'sending',
      eventId: init.eventId,
      attempts: previous.attempts + 1,
      leaseUntil,
      nextAttemptAt: leaseUntil,
      at: Timestamp.fromMillis(now),
    };
    tx.set(ref, claimed);
    return claimed;
  });
}

/** Records the push service's answer; a gone subscription is deleted. */
async function settle(
  db: Firestore,
  ref: DocumentReference,
  delivery: AlertDelivery,
  subscriptionRef: DocumentReference,
  outcome: PushOutcome,
  now: number,
): Promise<AlertDeliveryStatus> {
  const at = Timestamp.fromMillis(now);
  const pastDeadline = now - delivery.firstAttemptAt.toMillis() > ALERT_DEADLINE_MS;
  const { nextAttemptAt: _lease, error: _error, ...rest } = delivery;
  let record: AlertDelivery;
  if (outcome.kind === 'sent') {
    record = { ...rest, status: 'sent', leaseUntil: at, at, sentAt: at };
  } else if (outcome.kind === 'gone') {
    // The browser unsubscribed or the subscription expired: it will never work again.
    await subscriptionRef.delete();
    record = { ...rest, status: 'gone', leaseUntil: at, at, error: `HTTP ${outcome.status}` };
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

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
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

const emptyResult = (): AlertRunResult => ({
  devices: 0,
  sent: 0,
  pending: 0,
  gone: 0,
  failed: 0,
  skipped: 0,
});

async function pushToRecipients(
  deps: AlertDeps,
  leadId: string,
  kind: LeadAlertKind,
  payload: string,
  recipients: Recipient[],
  eventId: string,
): Promise<AlertRunResult> {
  const now = deps.now ?? Date.now;
  const result = emptyResult();
  result.devices = recipients.length;
  await eachLimited(recipients, deps.concurrency ?? 10, async (recipient) => {
    const ref = deliveryRef(deps.db, leadId, kind, recipient);
    const delivery = await claimDelivery(
      deps.db,
      ref,
      { leadId, kind, uid: recipient.uid, deviceId: recipient.deviceId, payload, eventId },
      now(),
      false,
    );
    if (!delivery) {
      result.skipped++;
      return;
    }
    const outcome = await deps.send(recipient.subscription, payload, {
      ttlSeconds: ALERT_TTL_SECONDS,
      topic: `lead-${leadId}`,
    });
    const status = await settle(deps.db, ref, delivery, recipient.ref, outcome, now());
    if (status !== 'sending') result[status]++;
  });
  return result;
}

/**
 * The alert for a new lead, to every staff device not in quiet hours. Suspected spam and a
 * lead already answered (or gone) alert nobody.
 */
export async function alertNewLead(
  deps: AlertDeps,
  leadId: string,
  eventId: string,
): Promise<AlertRunResult | 'not-alerted'> {
  const now = deps.now ?? Date.now;
  const snap = await deps.db.collection('contacts').doc(leadId).get();
  const lead = snap.data();
  if (!lead || isSuspectedSpamReason(lead['suspectedSpam'])) return 'not-alerted';
  const payload = JSON.stringify(
    leadAlertPayload(
      leadId,
      {
        name: String(lead['name'] ?? ''),
        service: String(lead['service'] ?? ''),
        timeline: String(lead['timeline'] ?? ''),
      },
      'new-lead',
    ),
  );
  const recipients = await alertRecipients(deps.db, 'staff', now());
  return pushToRecipients(deps, leadId, 'new-lead', payload, recipients, eventId);
}

/** Retries what is due: pending alerts, and runs that died (lease over). */
export async function retryDueAlerts(
  deps: AlertDeps & { limit?: number },
): Promise<AlertRunResult> {
  const now = deps.now ?? Date.now;
  const due = await deps.db
    .collection('pushDeliveries')
    .where('nextAttemptAt', '<=', Timestamp.fromMillis(now()))
    .orderBy('nextAttemptAt')
    .limit(deps.limit ?? 200)
    .get();
  const result = emptyResult();
  const sweepId = `sweep-${randomUUID()}`;
  await eachLimited(due.docs, deps.concurrency ?? 10, async (doc) => {
    const delivery = await claimDelivery(
      deps.db,
      doc.ref,
      doc.data() as AlertDelivery & { eventId: string },
      now(),
      true,
    ).catch((error: unknown) => {
      logger.error('Could not claim a lead alert for a retry', {
        id: doc.id,
        error: String(error),
      });
      return null;
    });
    if (!delivery) {
      result.skipped++;
      return;
    }
    result.devices++;
    const subscriptionRef = subscriptionsOf(deps.db, delivery.uid).doc(delivery.deviceId);
    const subscription = asSubscription((await subscriptionRef.get()).data());
    const outcome: PushOutcome = subscription
      ? await deps.send(subscription, delivery.payload, {
          ttlSeconds: ALERT_TTL_SECONDS,
          topic: `lead-${delivery.leadId}`,
        })
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

/** Keeps alertStatus/{uid} (how many devices have alerts on) for admins to read. */
export async function refreshAlertStatus(db: Firestore, uid: string, now = Date.now()) {
  const count = (await subscriptionsOf(db, uid).count().get()).data().count;
  await alertStatusRef(db, uid).set({ devices: count, updatedAt: Timestamp.fromMillis(now) });
  return count;
}
