/** Who a lead alert goes to: staff (or admins) with a subscribed device, not in quiet hours. */
import { isInQuietHours, type QuietHours } from '@altum/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { alertPreferencesRef, type AlertDeps, type Recipient } from './alertRecords';
import type { StoredSubscription } from './pusher';
import { MAX_DEVICES_PER_PERSON, subscriptionProblem } from './pushSubscription';

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

/** A role document's staff standing: admins get escalations too; writers the rest. */
export function roleAllows(role: Record<string, unknown> | undefined, audience: Audience) {
  return audience === 'admins'
    ? role?.['admin'] === true
    : role?.['admin'] === true || role?.['writer'] === true;
}

export type Audience = 'staff' | 'admins';

const createdMillis = (doc: QueryDocumentSnapshot) => {
  const at = doc.get('createdAt') as unknown;
  return at instanceof Timestamp ? at.toMillis() : 0;
};

/**
 * Every subscribed device of every current staff member (admins only, for an escalation; only
 * `uids` when given) who is not in their quiet hours now. A former colleague's devices (role
 * removed) get nothing. A device that cannot be sent to (subscriptionProblem) is skipped; of one
 * person's devices the first MAX_DEVICES_PER_PERSON stored count, as the rules allow.
 */
export async function alertRecipients(
  deps: AlertDeps,
  audience: Audience,
  uids?: readonly string[],
): Promise<Recipient[]> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const [roles, subscriptions] = await Promise.all([
    db.collection('roles').get(),
    db.collectionGroup('pushSubscriptions').get(),
  ]);
  const eligible = new Set(
    roles.docs
      .filter((doc) => roleAllows(doc.data(), audience) && (!uids || uids.includes(doc.id)))
      .map((doc) => doc.id),
  );
  const perPerson = new Map<string, number>();
  const devices = [...subscriptions.docs]
    .sort((a, b) => createdMillis(a) - createdMillis(b))
    .flatMap((doc) => {
      const uid = doc.ref.parent.parent?.id;
      // Only profiles/{uid}/pushSubscriptions counts: another collection of that name does not.
      if (!uid || doc.ref.parent.parent?.parent.id !== 'profiles' || !eligible.has(uid)) return [];
      const subscription = asSubscription(doc.data());
      const problem = subscription
        ? subscriptionProblem(subscription, deps.localPushReceiver)
        : 'not a subscription';
      // syncAlertStatus deletes such a device; until it has, it gets nothing.
      if (!subscription || problem) return [];
      const count = (perPerson.get(uid) ?? 0) + 1;
      perPerson.set(uid, count);
      if (count > MAX_DEVICES_PER_PERSON) return [];
      return [{ uid, deviceId: doc.id, ref: doc.ref, subscription }];
    });
  const people = [...new Set(devices.map((d) => d.uid))];
  if (people.length === 0) return [];
  const preferences = await db.getAll(...people.map((uid) => alertPreferencesRef(db, uid)));
  const quiet = new Set(
    preferences
      .filter((snap) => isInQuietHours(quietHoursOf(snap.data()), now))
      .map((snap) => snap.id),
  );
  return devices.filter((device) => !quiet.has(device.uid));
}
