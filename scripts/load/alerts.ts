/**
 * The lead-alert half of `scripts/load/leads.ts --alerts`: a staff member with three devices
 * (subscriptions minted by the local push receiver, stored as the 'Lead alerts' panel stores
 * a browser's), and the count and latency of the alerts the receiver accepted.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { mintSubscription, receivedPushes } from '../push-receiver/client';
import { emulatorEnv, PROJECT_ID } from '../lib/ports';

/** A writer of its own: escalations go to admins only, so only new-lead alerts reach it. */
export const LOAD_STAFF_UID = 'loadAlertsStaff';

export interface AlertDevices {
  subscriptionIds: string[];
  /** Takes the devices and the staff member away again. */
  remove(): Promise<void>;
  /** When each lead was created, by the server's clock. */
  createdAt(leadIds: string[]): Promise<Map<string, number>>;
}

export async function subscribeLoadDevices(count = 3): Promise<AlertDevices> {
  // The load test runs against the local stack only: point the admin SDK at its emulators
  // (a fresh shell has none of their variables, and the SDK would look for credentials).
  for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  const app: App = initializeApp({ projectId: PROJECT_ID }, 'load-alerts');
  const db: Firestore = getFirestore(app);
  await db.doc(`roles/${LOAD_STAFF_UID}`).set({ admin: false, writer: true });
  await db.doc(`alertPreferences/${LOAD_STAFF_UID}`).delete();
  const devices = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const minted = await mintSubscription(`load device ${i + 1}`);
      const deviceId = `LoadDevice${String(i + 1).padStart(10, '0')}`;
      await db.doc(`profiles/${LOAD_STAFF_UID}/pushSubscriptions/${deviceId}`).set({
        endpoint: minted.endpoint,
        keys: minted.keys,
        label: `load device ${i + 1}`,
        createdAt: FieldValue.serverTimestamp(),
      });
      return { minted, deviceId };
    }),
  );
  return {
    subscriptionIds: devices.map((d) => d.minted.id),
    async remove() {
      await Promise.all(
        devices.map((d) =>
          db.doc(`profiles/${LOAD_STAFF_UID}/pushSubscriptions/${d.deviceId}`).delete(),
        ),
      );
      await db.doc(`roles/${LOAD_STAFF_UID}`).delete();
      await deleteApp(app);
    },
    async createdAt(leadIds) {
      const times = new Map<string, number>();
      for (let i = 0; i < leadIds.length; i += 300) {
        const refs = leadIds.slice(i, i + 300).map((id) => db.doc(`contacts/${id}`));
        for (const snap of await db.getAll(...refs)) {
          const at = snap.get('createdAt') as unknown;
          if (at instanceof Timestamp) times.set(snap.id, at.toMillis());
        }
      }
      return times;
    },
  };
}

export interface AlertTally {
  /** Leads alerted, summed over the devices: one push each, or counted in a digest. */
  received: number;
  /** Of those, leads counted in flood digests ("12 new leads") rather than pushed alone. */
  inDigests: number;
  /** Digest pushes received, summed over the devices. */
  digests: number;
  expected: number;
  duplicates: number;
  /** Lead created (server time) to push accepted by the receiver, in milliseconds. */
  medianMs: number | null;
  p95Ms: number | null;
  maxMs: number | null;
}

const quantile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? null
    : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? null);

/**
 * The new-lead alerts these devices got for these leads. Beyond FLOOD_LEAD_THRESHOLD leads in
 * FLOOD_WINDOW_MS the alerts come as one digest a minute: a digest to these devices counts the
 * leads it names (its title, "12 new leads"); these devices are minted for one run, so every
 * digest they got is of that run.
 */
export async function tallyAlerts(
  devices: AlertDevices,
  leadIds: string[],
  createdAt?: Map<string, number>,
): Promise<AlertTally> {
  const ours = new Set(devices.subscriptionIds);
  const leads = new Set(leadIds);
  const pushes = (await receivedPushes()).filter((push) => {
    const payload = push.payload as { kind?: string; leadId?: string } | undefined;
    return (
      ours.has(push.subscriptionId) &&
      payload?.kind === 'new-lead' &&
      leads.has(String(payload.leadId))
    );
  });
  const digestPushes = (await receivedPushes()).filter(
    (push) =>
      ours.has(push.subscriptionId) &&
      (push.payload as { kind?: string } | undefined)?.kind === 'digest',
  );
  const inDigests = digestPushes.reduce(
    (sum, push) =>
      sum +
      Number(/^(\d+) new lead/.exec((push.payload as { title?: string }).title ?? '')?.[1] ?? 0),
    0,
  );
  const seen = new Set<string>();
  let duplicates = 0;
  const latencies: number[] = [];
  for (const push of pushes) {
    const leadId = String((push.payload as { leadId: string }).leadId);
    const key = `${leadId}/${push.subscriptionId}`;
    if (seen.has(key)) duplicates++;
    seen.add(key);
    const created = createdAt?.get(leadId);
    if (created !== undefined) latencies.push(Date.parse(push.receivedAt) - created);
  }
  latencies.sort((a, b) => a - b);
  return {
    received: pushes.length + inDigests,
    inDigests,
    digests: digestPushes.length,
    expected: leadIds.length * devices.subscriptionIds.length,
    duplicates,
    medianMs: quantile(latencies, 0.5),
    p95Ms: quantile(latencies, 0.95),
    maxMs: latencies.at(-1) ?? null,
  };
}
