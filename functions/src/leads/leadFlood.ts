/**
 * The staff inbox's flood warning (leadAlerts/flood): more than FLOOD_LEAD_THRESHOLD leads
 * within FLOOD_WINDOW_MS, as when a script fills the form. Refreshed by the creation trigger
 * and by every sweep, so it also ends when the leads stop coming. Staff read it; nobody else.
 */
import { FLOOD_LEAD_THRESHOLD, FLOOD_WINDOW_MS } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/** While flooded, the count is rewritten at most this often (a burst is one hot document). */
export const FLOOD_REFRESH_MS = 30_000;

export interface FloodFlag {
  active: boolean;
  /** Leads that arrived in the window, when last counted. */
  leadsInWindow: number;
  windowMinutes: number;
  threshold: number;
  /** When the current flood was first seen; null when there is none. */
  since: Timestamp | null;
  updatedAt: Timestamp;
}

export const floodFlagRef = (db: Firestore) => db.collection('leadAlerts').doc('flood');

/**
 * The leads that arrived within FLOOD_WINDOW_MS before `now`. Bounded on both sides: a lead
 * dated later than now (imported, or a test's or probe's) did not arrive in the window, and
 * would otherwise keep the stack flooded, every alert a digest, until its date.
 */
export const floodWindowLeads = (db: Firestore, now: number) =>
  db
    .collection('contacts')
    .where('createdAt', '>=', Timestamp.fromMillis(now - FLOOD_WINDOW_MS))
    .where('createdAt', '<=', Timestamp.fromMillis(now));

export async function leadsInFloodWindow(db: Firestore, now: number): Promise<number> {
  const counted = await floodWindowLeads(db, now).count().get();
  return counted.data().count;
}

/** A flag never raised: what a sweep answers before any arrival has counted. */
const calmFlag = (now: number): FloodFlag => ({
  active: false,
  leadsInWindow: 0,
  windowMinutes: FLOOD_WINDOW_MS / 60_000,
  threshold: FLOOD_LEAD_THRESHOLD,
  since: null,
  updatedAt: Timestamp.fromMillis(now),
});

/**
 * Counts the window's leads and raises, refreshes or clears the flag. Returns the flag.
 * `onNewLead` (the creation trigger): a flag raised within FLOOD_REFRESH_MS stays as it is,
 * uncounted, so a flood does not cost a count of the window per lead. `sweep` (every minute):
 * a calm flag stays as it is, uncounted, since only an arrival raises one (the trigger counts
 * then); the sweep counts while a flood lasts, so it ends once the leads stop coming.
 */
export async function refreshFloodFlag(
  db: Firestore,
  now = Date.now(),
  options: { onNewLead?: boolean; sweep?: boolean } = {},
): Promise<FloodFlag> {
  const current = await floodFlagRef(db).get();
  const previous = current.data() as Partial<FloodFlag> | undefined;
  const updatedAt = previous?.updatedAt instanceof Timestamp ? previous.updatedAt.toMillis() : 0;
  if (options.onNewLead && previous?.active && now - updatedAt < FLOOD_REFRESH_MS)
    return previous as FloodFlag;
  if (options.sweep && !previous?.active)
    return (previous as FloodFlag | undefined) ?? calmFlag(now);
  const leadsInWindow = await leadsInFloodWindow(db, now);
  const flooding = leadsInWindow > FLOOD_LEAD_THRESHOLD;
  const flag: FloodFlag = {
    active: flooding,
    leadsInWindow,
    windowMinutes: FLOOD_WINDOW_MS / 60_000,
    threshold: FLOOD_LEAD_THRESHOLD,
    since: flooding
      ? previous?.active && previous.since instanceof Timestamp
        ? previous.since
        : Timestamp.fromMillis(now)
      : null,
    updatedAt: Timestamp.fromMillis(now),
  };
  const changed = flooding !== (previous?.active ?? false);
  const stale = flooding && now - updatedAt >= FLOOD_REFRESH_MS;
  if (changed || stale) await floodFlagRef(db).set(flag);
  return changed || stale || !previous ? flag : (previous as FloodFlag);
}
