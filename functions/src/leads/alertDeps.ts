/** The lead alerts' dependencies as deployed: Firestore and the VAPID-signed pusher. */
import { adminDb } from '../admin';
import type { AlertDeps } from './alertRecords';
import { webPushPrivateKey, webPushPublicKey, webPushSubject } from './params';
import { webPusher } from './pusher';

export function leadAlertDeps(): AlertDeps {
  return {
    db: adminDb(),
    send: webPusher({
      publicKey: webPushPublicKey.value(),
      privateKey: webPushPrivateKey.value(),
      subject: webPushSubject.value(),
    }),
  };
}
