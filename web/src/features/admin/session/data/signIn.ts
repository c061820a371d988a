/**
 * Google sign-in. In production the browser goes to Google and comes back to /admin/login
 * (a redirect: installed iOS web apps handle popups badly). On the local stack the Auth
 * emulator signs the person in as the Google provider from an id token the page makes, so
 * sign-in works with no internet. Every sign-in writes the person's own profile, role or not,
 * so an admin can find a new colleague on the users page.
 */
import { profileFromAccount } from '@altum/domain';
import type { User } from 'firebase/auth';
import { profileConverter } from '../../../../lib/firebase/converters/profile';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

export type SignInMode = 'local' | 'google';

export async function signInMode(): Promise<SignInMode> {
  return (await loadAuth()).isLocalStack ? 'local' : 'google';
}

async function writeOwnProfile(user: User): Promise<void> {
  const { firestore, db } = await loadFirestore();
  await firestore.setDoc(
    firestore.doc(db, 'profiles', user.uid).withConverter(profileConverter),
    profileFromAccount(user),
  );
}

/** Production: leaves the page for Google's sign-in, which returns to /admin/login. */
export async function startGoogleRedirect(): Promise<void> {
  const { auth, client } = await loadAuth();
  await auth.signInWithRedirect(client, new auth.GoogleAuthProvider());
}

/**
 * After the redirect back: writes the profile of whoever just signed in, if anyone did, and
 * rejects with the provider's error if the sign-in failed. Without a redirect under way it
 * answers at once (on the local stack too, so tests reach this same path).
 */
export async function completeGoogleRedirect(): Promise<void> {
  const { auth, client } = await loadAuth();
  const result = await auth.getRedirectResult(client);
  if (result) await writeOwnProfile(result.user);
}

/** An account of the local Auth emulator's Google provider. */
export interface LocalGoogleAccount {
  /** Google's id for the account (the provider's `sub`). */
  sub: string;
  email: string;
  name?: string;
}

/** Local stack only: signs in through the Auth emulator as this Google account. */
export async function signInWithLocalGoogleAccount(account: LocalGoogleAccount): Promise<void> {
  const { auth, client, isLocalStack } = await loadAuth();
  if (!isLocalStack) throw new Error('The local account chooser works only on the local stack');
  const idToken = JSON.stringify({
    sub: account.sub,
    email: account.email,
    email_verified: true,
    ...(account.name ? { name: account.name } : {}),
  });
  const { user } = await auth.signInWithCredential(
    client,
    auth.GoogleAuthProvider.credential(idToken),
  );
  await writeOwnProfile(user);
}
