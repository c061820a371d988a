/**
 * A person's stored devices kept sendable: what can never get an alert is deleted, and so are
 * devices past MAX_DEVICES_PER_PERSON (the rules' cap, which counts alertStatus and so can be
 * raced by writes close together): the first stored stay. A person whose role is removed has
 * every device deleted (removeFormerStaffDevices.ts).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { asSubscription } from './alertRecipients';
import { subscriptionsOf } from './alertRecords';
import { MAX_DEVICES_PER_PERSON, subscriptionProblem } from './pushSubscription';

export async function pruneDevices(
  db: Firestore,
  uid: string,
  localPushReceiver?: string,
): Promise<string[]> {
  const devices = (await subscriptionsOf(db, uid).get()).docs.sort((a, b) => {
    const at = (doc: typeof a) => {
      const created = doc.get('createdAt') as unknown;
      return created instanceof Timestamp ? created.toMillis() : 0;
    };
    return at(a) - at(b) || a.id.localeCompare(b.id);
  });
  let kept = 0;
  const removed: string[] = [];
  for (const doc of devices) {
    const subscription = asSubscription(doc.data());
    const problem = subscription
      ? subscriptionProblem(subscription, localPushReceiver)
      : 'not a subscription';
    if (!problem && kept < MAX_DEVICES_PER_PERSON) {
      kept++;
      continue;
    }
    removed.push(doc.id);
    logger.warn('Deleting a device that cannot get alerts', {
      uid,
      deviceId: doc.id,
      problem: problem ?? 'past the device cap',
    });
    await doc.ref.delete();
  }
  return removed;
}

/** Deletes every stored device of a person (their role was removed). */
export async function deleteAllDevices(db: Firestore, uid: string): Promise<number> {
  const devices = await subscriptionsOf(db, uid).get();
  await Promise.all(devices.docs.map((doc) => doc.ref.delete()));
  return devices.size;
}
