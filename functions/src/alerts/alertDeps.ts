/** The lead alerts' dependencies as deployed: Firestore and the VAPID-signed pusher. */
import { adminDb } from '../admin';
import type { AlertDeps } from './alertRecords';
import { webPushPrivateKey, webPushPublicKey, webPushSubject } from '../leads/params';
import { webPusher } from './pusher';

export function leadAlertDeps(): AlertDeps {
  const privateKey = webPushPrivateKey.value();
  return {
    db: adminDb(),
    send: webPusher({
      publicKey: webPushPublicKey.value(),
      privateKey,
      subject: webPushSubject.value(),
    }),
    // A secret every sender already holds; an HMAC tells nothing of its key.
    topicKey: privateKey,
    // The local push receiver (functions/.env.local) is a push service only in the emulator.
    ...(process.env['FUNCTIONS_EMULATOR'] === 'true' && process.env['LOCAL_PUSH_RECEIVER']
      ? { localPushReceiver: process.env['LOCAL_PUSH_RECEIVER'] }
      : {}),
  };
}
