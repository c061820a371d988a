/**
 * inspectionSchedule/current written (an admin saved the Inspections screen) → the public
 * availability follows the new windows, capacities, blackout days, notice and horizon, and
 * the request pages of bookings still ahead their new earliest-notice limit.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { isExpiredEvent } from '../eventAge';
import { Timestamp } from 'firebase-admin/firestore';
import { refreshAvailability } from './availability';
import { syncRequest } from './syncRequestPage';

export const refreshInspectionAvailability = onDocumentWritten(
  { document: 'inspectionSchedule/current', retry: true, maxInstances: 1 },
  async (event) => {
    if (isExpiredEvent('refreshInspectionAvailability', event)) return;
    const db = adminDb();
    const now = Date.now();
    const outcome = await refreshAvailability(db, now);
    const ahead = await db
      .collection('bookings')
      .where('start', '>', Timestamp.fromMillis(now))
      .get();
    const active = ahead.docs.filter((doc) => doc.get('status') === 'booked');
    for (const doc of active) await syncRequest(db, doc.id, now);
    logger.info('refreshInspectionAvailability', { outcome, requestPages: active.length });
  },
);
