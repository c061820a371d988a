/** Who a lead alert goes to: staff (or admins) with a subscribed device, not in quiet hours. */
import { isInQuietHours, type QuietHours } from '@altum/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { alertPreferencesRef, type Recipient } from './alertRecords';
import type { StoredSubscription } from './pusher';

export function asSubscription(
  data: Record<string, unknown> | undefined,
): StoredSubscription | null {
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
