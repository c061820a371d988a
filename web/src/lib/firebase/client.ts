/**
 * The one place the Firebase client is initialised. Import it only with `await import()`
 * from data modules, so public pages ship no Firebase code until a feature needs it.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { emulators } from '../../../../firebase.json';
import { defaultFirebaseApp, isLocalStack } from './app';
import { startAppCheck } from './appCheck';

export { isLocalStack };

const app: FirebaseApp = defaultFirebaseApp();
// Before the services below make their first request, so each carries a token.
startAppCheck(app);

// Persistent cache: writes made offline (a lead, a draft) survive a reload and sync later.
const db: Firestore = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
const auth: Auth = getAuth(app);
const storage: FirebaseStorage = getStorage(app);

if (isLocalStack) {
  connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
    disableWarnings: true,
  });
  connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
}

export const getFirebaseApp = (): FirebaseApp => app;
export const getDb = (): Firestore => db;
export const getAuthClient = (): Auth => auth;
export const getStorageClient = (): FirebaseStorage => storage;
