/**
 * The one way data modules reach Cloud Functions, fetched on first call like Firestore: the
 * Functions SDK is in no page's first load.
 */
import type * as FunctionsSdk from 'firebase/functions';
import { emulators } from '../../../../firebase.json';

let connected:
  | Promise<{ functions: typeof FunctionsSdk; client: FunctionsSdk.Functions }>
  | undefined;

export function loadFunctions() {
  connected ??= (async () => {
    // The app alone, not ./client: a function call needs no Firestore, Auth or Storage.
    const [functions, { defaultFirebaseApp, isLocalStack }, { startAppCheck }] =
      await Promise.all([import('firebase/functions'), import('./app'), import('./appCheck')]);
    const app = defaultFirebaseApp();
    // App Check first, so the first call already carries a token (production enforces it).
    startAppCheck(app);
    const client = functions.getFunctions(app);
    if (isLocalStack) {
      functions.connectFunctionsEmulator(
        client,
        emulators.functions.host,
        emulators.functions.port,
      );
    }
    return { functions, client };
  })();
  return connected;
}
