/** alertStatus/{uid}: how many devices a person has alerts on, for admins to read. */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { alertStatusRef, subscriptionsOf } from './alertRecords';

/** Keeps alertStatus/{uid} (how many devices have alerts on) for admins to read. */
export async function refreshAlertStatus(db: Firestore, uid: string, now = Date.now()) {
  const count = (await subscriptionsOf(db, uid).count().get()).data().count;
  await alertStatusRef(db, uid).set({ devices: count, updatedAt: Timestamp.fromMillis(now) });
  return count;
}
