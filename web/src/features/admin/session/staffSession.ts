/**
 * Who is using the admin, as one store the login page and the access gate share. It follows
 * every auth state change and the signed-in person's role document, live: a role removed
 * mid-session takes effect at once. A signed-in person the server says holds no role is signed
 * out (after their profile is written) and told why. A check that takes longer than
 * AUTH_CHECK_TIMEOUT_MS gives up with a message; if it completes later, the state follows.
 * Every sign-out also forgets the device's copy of Firestore (data/session.ts).
 */
import {
  ADMIN_ACCESS_MESSAGES,
  AUTH_CHECK_TIMEOUT_MS,
  isStaff,
  type RoleRecord,
} from '@altum/domain';
import type * as SessionData from './data/session';
import type { SessionEvent, StaffUser } from './data/session';

export type { StaffUser };

export type StaffSession =
  | { status: 'checking' }
  | { status: 'signedOut'; message: string | null }
  | { status: 'staff'; user: StaffUser; roles: RoleRecord };

type DataModule = typeof SessionData;
const loadData = (): Promise<DataModule> => import('./data/session');

let state: StaffSession = { status: 'checking' };
const listeners = new Set<() => void>();
let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** A sign-in's profile write, which must land before a person without a role is signed out. */
let profileWrite: Promise<unknown> = Promise.resolve();
/** Set while the store signs someone out, so that sign-out does not erase the reason. */
let signOutReason: string | null = null;

function set(next: StaffSession): void {
  clearTimeout(timer);
  timer = undefined;
  if (next.status === 'checking') {
    timer = setTimeout(
      () => set({ status: 'signedOut', message: ADMIN_ACCESS_MESSAGES.timedOut }),
      AUTH_CHECK_TIMEOUT_MS,
    );
  }
  state = next;
  listeners.forEach((listener) => listener());
}

async function refuse(message: string): Promise<void> {
  signOutReason = message;
  set({ status: 'checking' });
  await profileWrite.catch(() => undefined);
  try {
    // The device's copy goes, unless writes still wait for the server: they are never
    // dropped unasked (a role given back lets them sync), and the next start that finds
    // none waiting clears the copy (data/session.ts).
    await (await loadData()).signOutStaff({ keepUnsynced: true });
  } catch {
    set({ status: 'signedOut', message });
  }
}

function onEvent(event: SessionEvent): void {
  switch (event.kind) {
    case 'signedOut':
      set({ status: 'signedOut', message: signOutReason });
      signOutReason = null;
      return;
    case 'signedIn':
      if (event.roles && isStaff(event.roles)) {
        set({ status: 'staff', user: event.user, roles: event.roles });
      } else if (event.confirmed) {
        void refuse(ADMIN_ACCESS_MESSAGES.notAuthorized);
      } else if (state.status !== 'checking') {
        // Only the device's cache answered, and it knows no role: wait for the server.
        set({ status: 'checking' });
      }
      return;
    case 'roleError':
      console.error('Reading the role failed', event.error);
      void refuse(ADMIN_ACCESS_MESSAGES.roleQueryFailed);
      return;
    case 'sessionError':
      console.error('Checking the session failed', event.error);
      set({ status: 'signedOut', message: ADMIN_ACCESS_MESSAGES.sessionFailed });
      return;
  }
}

function start(): void {
  if (started) return;
  started = true;
  set({ status: 'checking' });
  loadData()
    .then((data) => data.watchSession(onEvent))
    .catch((error: unknown) => {
      console.error('Starting the session check failed', error);
      set({ status: 'signedOut', message: ADMIN_ACCESS_MESSAGES.unexpected });
    });
  // Back from Google's sign-in page (production): write the newcomer's profile, or show the
  // provider's error on the login page, as the spec asks for login errors.
  profileWrite = import('./data/signIn')
    .then((signIn) => signIn.completeGoogleRedirect())
    .catch((error: unknown) => {
      console.error('Completing the Google sign-in failed', error);
      showSignInError(error instanceof Error ? error.message : String(error));
    });
}

/**
 * A failed redirect sign-in leaves nobody signed in: its message goes with the signed-out
 * state, now if that state is already shown, or with the sign-out the session check reports.
 */
function showSignInError(message: string): void {
  if (state.status === 'signedOut') set({ status: 'signedOut', message });
  else if (state.status === 'checking') signOutReason = message;
}

export function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSnapshot = (): StaffSession => state;

/** Runs a sign-in; a person without a role is signed out only after its profile write. */
export function trackSignIn(signIn: () => Promise<void>): Promise<void> {
  signOutReason = null;
  const attempt = signIn();
  profileWrite = attempt.catch(() => undefined);
  return attempt;
}

/** How many saves of this device still wait for the server (0: none), before a sign-out. */
export async function unsyncedWrites(): Promise<number> {
  return (await loadData()).unsyncedWrites();
}

/** Follows the count of saves waiting to sync, in this tab; resolves to the unsubscribe. */
export async function watchUnsyncedWrites(onCount: (count: number) => void): Promise<() => void> {
  return (await loadData()).watchUnsyncedWrites(onCount);
}

/** Resolves once every save queued so far has reached the server (or been refused). */
export async function waitForSync(): Promise<void> {
  await (await loadData()).waitForSync();
}

/**
 * Signs out and forgets the device's copy: ask about `unsyncedWrites` first. This device's
 * lead alerts end first, while their owner may still delete them.
 */
export async function signOut(): Promise<void> {
  signOutReason = null;
  if (state.status === 'staff') {
    const { endDeviceAlerts } = await import('../alerts/endDeviceAlerts');
    await endDeviceAlerts(state.user.uid);
  }
  await (await loadData()).signOutStaff();
}
