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
    const [functions, { getFirebaseApp, isLocalStack }] = await Promise.all([
      import('firebase/functions'),
      import('./client'),
    ]);
    const client = functions.getFunctions(getFirebaseApp());
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
