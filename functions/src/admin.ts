/** The Admin SDK app, initialised once per instance and shared by every function. */
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function adminApp(): App {
  // Look for the default app by name: the functions emulator may have created other apps.
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}
