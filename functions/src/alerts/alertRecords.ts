/**
 * Lead alerts: a Web Push message to every subscribed device of every staff member not in
 * their quiet hours when a lead arrives, and once more to every admin's devices when a lead is
 * still new 5 minutes on inside business hours (escalation). Suspected spam alerts nobody, as
 * it is e-mailed to nobody. One file per job (functions/src/leads):
 *   alertRecords.ts     constants, record shapes, where each record lives
 *   alertRecipients.ts  who to alert
 *   alertDelivery.ts    sending one alert to one device, at most once
 *   alertRetries.ts     the sweep's retries
 *   alertEscalation.ts  the 5-minute escalation to admins
 *   newLeadAlert.ts     the alert when a lead arrives
 *   alertStatus.ts      how many devices a person has alerts on
 *
 * This file: constants, the shapes of a delivery and a recipient, and where each lives in
 * Firestore. Stored layout (firestore.rules):
 *   profiles/{uid}/pushSubscriptions/{deviceId}  endpoint, keys, label, createdAt (owner only)
 *   alertPreferences/{uid}                       quietHours (owner only)
 *   alertStatus/{uid}                            devices: how many (kept here; admins read it)
 *   pushDeliveries/{leadId}_{kind}_{uid}_{deviceId}, leadEscalations/{leadId}: functions only
 */
import type { LeadAlertKind } from '@altum/domain';
import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { SendPush, StoredSubscription } from './pusher';

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
  /** The key of the push Topic's hash (pushTopic): the VAPID private key, already a secret. */
  topicKey: string;
  now?: () => number;
  /** Devices pushed to at once. */
  concurrency?: number;
  /** The local stack's push receiver origin; never set when deployed (pushSubscription.ts). */
  localPushReceiver?: string;
}

export const subscriptionsOf = (db: Firestore, uid: string) =>
  db.collection('profiles').doc(uid).collection('pushSubscriptions');

export const alertPreferencesRef = (db: Firestore, uid: string) =>
  db.collection('alertPreferences').doc(uid);

export const alertStatusRef = (db: Firestore, uid: string) => db.collection('alertStatus').doc(uid);

/** `occasion` tells apart alerts of one kind about one lead (each follow-up time). */
export const deliveryRef = (
  db: Firestore,
  leadId: string,
  kind: LeadAlertKind,
  r: Recipient,
  occasion = '',
) =>
  db
    .collection('pushDeliveries')
    .doc(`${leadId}_${kind}${occasion ? `-${occasion}` : ''}_${r.uid}_${r.deviceId}`);
