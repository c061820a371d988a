/**
 * Staff sign-in for end-to-end tests, straight through the Auth emulator: the same Google
 * sign-in the local account chooser performs, without clicking through it where the chooser
 * is not what a test is about. The session is put where the Firebase Auth SDK keeps it
 * (IndexedDB), and the app picks it up on its next load.
 */
import { expect, type Page } from '@playwright/test';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { emulatorAdminApp } from '../../../scripts/seed/admin';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { openPage } from './app';

const API_KEY = 'demo-api-key';
const AUTH_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

export const SEED_ADMIN = { email: 'admin@altum-roofing.test', sub: 'google-seed-admin' };
export const SEED_WRITER = { email: 'writer@altum-roofing.test', sub: 'google-seed-writer' };

export interface GoogleAccount {
  email: string;
  /** Google's id for the account; the local chooser names a typed-in account this way. */
  sub: string;
}

/** An account as the local chooser's 'Add new account' creates it. */
export const newGoogleAccount = (email: string): GoogleAccount => ({
  email,
  sub: `local:${email}`,
});

interface IdpResponse {
  localId: string;
  email: string;
  displayName?: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** Signs in with Google through the Auth emulator's REST API (creating the account if new). */
async function emulatorGoogleSignIn(account: GoogleAccount): Promise<IdpResponse> {
  const idToken = JSON.stringify({ sub: account.sub, email: account.email, email_verified: true });
  const response = await fetch(
    `${emulatorUrl('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://127.0.0.1',
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`Emulator sign-in failed: ${await response.text()}`);
  return (await response.json()) as IdpResponse;
}

/**
 * Signs the page's browser in as this Google account, and reloads the page it was on (which
 * must be on the site's origin): the app sees the session as it starts.
 */
export async function signInAs(page: Page, account: GoogleAccount): Promise<void> {
  const session = await emulatorGoogleSignIn(account);
  const now = Date.now();
  const user = {
    uid: session.localId,
    email: session.email,
    emailVerified: true,
    displayName: session.displayName ?? null,
    isAnonymous: false,
    photoURL: null,
    phoneNumber: null,
    tenantId: null,
    providerData: [
      {
        providerId: 'google.com',
        uid: account.sub,
        displayName: session.displayName ?? null,
        email: session.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: now + Number(session.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // Written from a page that runs no Firebase code, then back: an Auth SDK starting up on the
  // open page may read "no user" just before the write and then clear the stored session.
  const returnTo = page.url();
  await page.goto('/offline');
  await page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [AUTH_USER_KEY, user] as const,
  );
  if (returnTo.startsWith('http')) await page.goto(returnTo);
}

/**
 * Signs in as this account and opens an admin page: the session is written first (from a page
 * that runs no Firebase code), so the admin opens once, signed in. Its shell, with the
 * account's name, shows only to a signed-in admin or writer (AdminGate): then the session is
 * certainly in use. A check slower than its time-out passes through the login page, which
 * comes back to the page asked for.
 */
export async function openAsStaff(
  page: Page,
  account: GoogleAccount,
  path = '/admin/dashboard',
): Promise<void> {
  await signInAs(page, account);
  await openPage(page, path);
  await expect(page.getByTestId('admin-display-name')).toBeVisible({ timeout: 30_000 });
}

/** A Firebase client in Node, signed in as this Google account, to try writes the UI forbids. */
export async function clientAs(
  account: GoogleAccount,
): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const app: FirebaseApp = initializeApp(
    { apiKey: API_KEY, projectId: PROJECT_ID },
    `e2e-${account.email}-${Date.now()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorUrl('auth'), { disableWarnings: true });
  const db = getFirestore(app);
  const firestore = new URL(emulatorUrl('firestore'));
  connectFirestoreEmulator(db, firestore.hostname, Number(firestore.port));
  await signInWithCredential(
    auth,
    GoogleAuthProvider.credential(
      JSON.stringify({ sub: account.sub, email: account.email, email_verified: true }),
    ),
  );
  return { db, close: () => deleteApp(app) };
}

/** The database as the server sees it (rules off), to compare with what the UI shows. */
export function adminDb() {
  return getAdminFirestore(emulatorAdminApp());
}

export function adminAuth() {
  return getAdminAuth(emulatorAdminApp());
}

/**
 * Deletes the posts a suite made (by exact title), with their revisions, summaries and slug
 * reservations, so the suites after it see only the seed's posts.
 */
export async function deletePostsTitled(titles: readonly string[]): Promise<void> {
  const db = adminDb();
  for (const title of titles) {
    const found = await db.collection('posts').where('title', '==', title).get();
    for (const post of found.docs) {
      const slug: unknown = post.get('slug');
      await db.recursiveDelete(post.ref);
      await db.doc(`postSummaries/${post.id}`).delete();
      if (typeof slug === 'string') await db.doc(`postSlugs/${slug}`).delete();
    }
  }
}
