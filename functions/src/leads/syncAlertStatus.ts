/**
 * profiles/{uid}/pushSubscriptions/{deviceId} written → alertStatus/{uid} = how many devices
 * have alerts on. Admins see who gets alerts without reading anyone's subscriptions (their
 * endpoints and keys stay with their owner).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import { refreshAlertStatus } from './alertStatus';

export const syncAlertStatus = onDocumentWritten(
  { document: 'profiles/{uid}/pushSubscriptions/{deviceId}', retry: true, maxInstances: 5 },
  async (event) => {
    await refreshAlertStatus(adminDb(), event.params.uid);
  },
);
