/**
 * profiles/{uid}/pushSubscriptions/{deviceId} written → alertStatus/{uid} = how many devices
 * have alerts on. Admins see who gets alerts without reading anyone's subscriptions (their
 * endpoints and keys stay with their owner). A device that can never be sent to (keys that are
 * no P-256 point, an endpoint on no known push service) or one past the person's cap is
 * deleted here, before any alert tries it (alertDevices.ts).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { leadAlertDeps } from './alertDeps';
import { pruneDevices } from './alertDevices';
import { refreshAlertStatus } from './alertStatus';

export const syncAlertStatus = onDocumentWritten(
  { document: 'profiles/{uid}/pushSubscriptions/{deviceId}', retry: true, maxInstances: 5 },
  async (event) => {
    if (event.data?.after.exists)
      await pruneDevices(adminDb(), event.params.uid, leadAlertDeps().localPushReceiver);
    await refreshAlertStatus(adminDb(), event.params.uid);
  },
);
