/**
 * Lead alerts' Firestore side: this person's device subscriptions
 * (profiles/{uid}/pushSubscriptions/{deviceId}), their quiet hours (alertPreferences/{uid}),
 * and for admins who has alerts on (alertStatus, kept by a function). firestore.rules checks
 * every shape written here.
 */
import type { QuietHours } from '@altum/domain';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import type { PushSubscriptionData } from '../browserPush';

/** The endpoint stored for this device, or null when none is. */
export async function fetchStoredEndpoint(uid: string, deviceId: string): Promise<string | null> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDoc(fs.doc(db, 'profiles', uid, 'pushSubscriptions', deviceId));
  const endpoint: unknown = snapshot.data()?.['endpoint'];
  return typeof endpoint === 'string' ? endpoint : null;
}

/** Stores (or renews) this device's subscription; resolves once the server has it. */
export async function saveSubscription(
  uid: string,
  deviceId: string,
  subscription: PushSubscriptionData,
  label: string,
): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  await fs.setDoc(fs.doc(db, 'profiles', uid, 'pushSubscriptions', deviceId), {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    label,
    createdAt: fs.serverTimestamp(),
  });
}

export async function deleteSubscription(uid: string, deviceId: string): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  await fs.deleteDoc(fs.doc(db, 'profiles', uid, 'pushSubscriptions', deviceId));
}

const isMinute = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1440;

/** This person's quiet hours; null when they have none (the default). */
export async function fetchQuietHours(uid: string): Promise<QuietHours | null> {
  const { firestore: fs, db } = await loadFirestore();
  const quiet: unknown = (await fs.getDoc(fs.doc(db, 'alertPreferences', uid))).data()?.[
    'quietHours'
  ];
  if (!quiet || typeof quiet !== 'object') return null;
  const { start, end } = quiet as { start?: unknown; end?: unknown };
  return isMinute(start) && isMinute(end) ? { start, end } : null;
}

export async function saveQuietHours(uid: string, quietHours: QuietHours | null): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  // Merged: "I take leads" lives in the same document.
  await fs.setDoc(
    fs.doc(db, 'alertPreferences', uid),
    { quietHours, updatedAt: fs.serverTimestamp() },
    { merge: true },
  );
}

/** "I take leads": whether automatic assignment may give this person new leads. */
export async function fetchTakesLeads(uid: string): Promise<boolean> {
  const { firestore: fs, db } = await loadFirestore();
  return (await fs.getDoc(fs.doc(db, 'alertPreferences', uid))).data()?.['takesLeads'] === true;
}

export async function saveTakesLeads(uid: string, takesLeads: boolean): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'alertPreferences', uid);
  // The rules want quiet hours in the document: off (null) unless already set.
  const exists = (await fs.getDoc(ref)).exists();
  await fs.setDoc(
    ref,
    {
      ...(exists ? {} : { quietHours: null }),
      takesLeads,
      updatedAt: fs.serverTimestamp(),
    },
    { merge: true },
  );
}

/** How many devices each person has alerts on, by uid (admins only, by the rules). */
export async function fetchAlertDevices(): Promise<Record<string, number>> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDocs(fs.collection(db, 'alertStatus'));
  const devices: Record<string, number> = {};
  for (const doc of snapshot.docs) {
    const count: unknown = doc.data()['devices'];
    devices[doc.id] = typeof count === 'number' ? count : 0;
  }
  return devices;
}
