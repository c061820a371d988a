/**
 * The one place the Firebase client is initialised. Import it only with `await import()`
 * from data modules, so public pages ship no Firebase code until a feature needs it.
 */
import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
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

const env = import.meta.env;

/** Local mode (the emulators) unless a real project is configured. */
export const isLocalStack =
  env.VITE_FIREBASE_MODE === 'local' ||
  (env.VITE_FIREBASE_MODE !== 'production' && !env.VITE_FIREBASE_PROJECT_ID);

const LOCAL_PROJECT_ID = 'demo-altum';

function firebaseOptions(): FirebaseOptions {
  if (isLocalStack) {
    // A demo- project id needs no real credentials; the emulators accept any key.
    return {
      apiKey: 'demo-api-key',
      authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
      projectId: LOCAL_PROJECT_ID,
      storageBucket: `${LOCAL_PROJECT_ID}.appspot.com`,
      appId: 'demo-app',
    };
  }
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
}

const app: FirebaseApp = initializeApp(firebaseOptions());

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
