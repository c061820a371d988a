/**
 * roles/{uid} written → when the person is no longer staff (neither admin nor writer, or the
 * role deleted), every device they stored for lead alerts is deleted. The alerts already skip
 * them (alertRecipients, alertRetries check the role at each send); this leaves no endpoint or
 * key of a former colleague behind.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { deleteAllDevices } from './alertDevices';
import { roleAllows } from './alertRecipients';

export const removeFormerStaffDevices = onDocumentWritten(
  { document: 'roles/{uid}', retry: true, maxInstances: 2 },
  async (event) => {
    const after = event.data?.after.data();
    if (roleAllows(after, 'staff')) return;
    const deleted = await deleteAllDevices(adminDb(), event.params.uid);
    if (deleted > 0)
      logger.info('Former staff devices deleted', { uid: event.params.uid, deleted });
  },
);
