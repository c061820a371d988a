/**
 * A lead queued offline is also kept for the service worker (lib/leadPhotos/requests.ts), with
 * where to send it, and Background Sync is asked for: where the browser has it, the request
 * goes when the connection returns with the app closed. Firestore's own queue still holds the
 * write for the next page that opens; whichever copy comes second is refused by the rules.
 */
import type { LeadPayload } from '@altum/domain';
import type { FirebaseApp } from 'firebase/app';
import { emulators } from '../../../../../firebase.json';
import { isLocalStack } from '../../../lib/firebase/app';
import {
  forgetRequest,
  keepLeadRequest,
  saveRequestConfig,
} from '../../../lib/leadPhotos/requests';
import { firestoreRestTarget, toRestFields } from '../../../lib/leadPhotos/restLead';
import { LEAD_REQUESTS_SYNC_TAG, registerBackgroundSync } from '../../../lib/leadPhotos/syncTag';

/** App Check tokens live an hour; the worker uses one only while it surely is still good. */
const TOKEN_USE_MS = 30 * 60 * 1000;

async function appCheckToken(app: FirebaseApp) {
  const [{ getToken }, { startAppCheck }] = await Promise.all([
    import('firebase/app-check'),
    import('../../../lib/firebase/appCheck'),
  ]);
  const { token } = await getToken(startAppCheck(app));
  return { appCheckToken: token, appCheckExpiresAt: Date.now() + TOKEN_USE_MS };
}

export async function keepRequestForWorker(
  app: FirebaseApp,
  leadId: string,
  payload: LeadPayload,
): Promise<void> {
  const projectId = app.options.projectId ?? '';
  // The SDK's own host: the emulator's on the local stack (client.ts), Google's otherwise.
  const target = isLocalStack
    ? firestoreRestTarget(
        `${emulators.firestore.host}:${emulators.firestore.port}`,
        projectId,
        false,
      )
    : firestoreRestTarget('firestore.googleapis.com', projectId);
  const config = { ...target, ...(app.options.apiKey ? { apiKey: app.options.apiKey } : {}) };
  await saveRequestConfig(config);
  await keepLeadRequest(leadId, toRestFields(payload));
  await registerBackgroundSync(LEAD_REQUESTS_SYNC_TAG);
  // The token needs no connection on most devices, but may: it is not needed to keep the lead.
  void appCheckToken(app)
    .then((token) => saveRequestConfig({ ...config, ...token }))
    .catch(() => undefined);
}

/** The page's own write was answered: the worker must not send it. */
export function forgetRequestForWorker(leadId: string): Promise<void> {
  return forgetRequest(leadId);
}
