/**
 * The Firebase app: options from the build's environment, created once. Apart from client.ts
 * so a feature that needs only one SDK (the blog's view counter: Functions) does not load
 * Firestore, Auth (which fetches Google's sign-in script) and Storage with it.
 */
import {
  getApp,
  getApps,
  initializeApp,
  type FirebaseApp,
  type FirebaseOptions,
} from 'firebase/app';
import { isLocalStackEnv } from './stackMode';

const env = import.meta.env;

/** Local mode (the emulators) unless a real project is configured. */
export const isLocalStack = isLocalStackEnv(env);

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

/** The default app, created by whichever module asks first. */
export function defaultFirebaseApp(): FirebaseApp {
  return getApps().some((app) => app.name === '[DEFAULT]')
    ? getApp()
    : initializeApp(firebaseOptions());
}
