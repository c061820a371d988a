/**
 * An admin's exports, bounded: each reads up to LEAD_EXPORT_MAX_LEADS leads, so a held-down
 * button or a script must not turn into a bill. leadExportBounds/{uid} (functions only; the
 * rules' default denies clients) counts the caller's exports in the current minute, counted
 * before the leads are read, a refused call included.
 */
import { LEAD_EXPORT_MESSAGES, LEAD_EXPORTS_PER_MINUTE } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

const MINUTE_MS = 60_000;
/** Long past its minute; the TTL policy removes it. */
const BOUNDS_TTL_MS = 24 * 60 * MINUTE_MS;

export const exportBoundsRef = (db: Firestore, uid: string) =>
  db.collection('leadExportBounds').doc(uid);

/** Counts one export of `uid` at `now`; refuses past LEAD_EXPORTS_PER_MINUTE in a minute. */
export async function countExport(db: Firestore, uid: string, now: number): Promise<void> {
  const ref = exportBoundsRef(db, uid);
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() ?? {};
    const since = stored['since'] instanceof Timestamp ? stored['since'].toMillis() : 0;
    const current = now - since < MINUTE_MS && typeof stored['count'] === 'number';
    const count = current ? (stored['count'] as number) : 0;
    if (count >= LEAD_EXPORTS_PER_MINUTE)
      throw new HttpsError('resource-exhausted', LEAD_EXPORT_MESSAGES.tooOften);
    tx.set(ref, {
      since: current ? stored['since'] : Timestamp.fromMillis(now),
      count: count + 1,
      // TTL: leadExportBounds
      expireAt: Timestamp.fromMillis(now + BOUNDS_TTL_MS),
    });
  });
}
