import { DEFAULT_INSPECTION_SCHEDULE } from '@altum/domain';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { refreshAvailability } from '../../functions/src/inspections/availability';
import { scheduleRef } from '../../functions/src/inspections/bookingStore';

/**
 * The default inspection schedule (Monday to Saturday, 8–10, 10–12, 1–3, 3–5, one at a time,
 * 2 hours' notice, 14 days ahead), unless an admin saved one already, and the public
 * availability made from it at once, so the window picker has windows right after start.
 */
export async function seedInspections(app: App): Promise<'created' | 'kept'> {
  const db = getFirestore(app);
  const created = await scheduleRef(db)
    .create(DEFAULT_INSPECTION_SCHEDULE)
    .then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
        throw error;
      },
    );
  await refreshAvailability(db, Date.now());
  return created ? 'created' : 'kept';
}
