/**
 * inspectionSchedule/current written (an admin saved the Inspections screen) → the public
 * availability follows the new windows, capacities, blackout days, notice and horizon.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { isExpiredEvent } from '../eventAge';
import { refreshAvailability } from './availability';

export const refreshInspectionAvailability = onDocumentWritten(
  { document: 'inspectionSchedule/current', retry: true, maxInstances: 1 },
  async (event) => {
    if (isExpiredEvent('refreshInspectionAvailability', event)) return;
    const outcome = await refreshAvailability(adminDb(), Date.now());
    logger.info('refreshInspectionAvailability', { outcome });
  },
);
