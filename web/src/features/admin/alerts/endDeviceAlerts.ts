import { deviceId, unsubscribeThisBrowser } from './browserPush';

/** How long a sign-out waits for the server to delete the stored subscription. */
const DELETE_WAIT_MS = 5000;

/**
 * Ends this device's lead alerts as its person signs out, so the next person on the device
 * is not shown theirs. The browser's subscription ends first, here and at once, online or
 * not: a push to it is then refused, and the alert function deletes what is stored for it.
 * The stored copy is deleted too while its owner is still signed in, when online and the
 * server answers in time. Nothing here stops the sign-out.
 */
export async function endDeviceAlerts(uid: string): Promise<void> {
  await unsubscribeThisBrowser().catch((error: unknown) => {
    console.error('Ending this browser’s push subscription failed', error);
  });
  // Offline the delete could only queue, and the sign-out forgets the queue.
  if (!navigator.onLine) return;
  const deleted = import('./data/alerts').then((alerts) =>
    alerts.deleteSubscription(uid, deviceId()),
  );
  await Promise.race([
    deleted.catch((error: unknown) => {
      console.error('Deleting this device’s stored subscription failed', error);
    }),
    new Promise((resolve) => setTimeout(resolve, DELETE_WAIT_MS)),
  ]);
}
