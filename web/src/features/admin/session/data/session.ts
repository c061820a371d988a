/**
 * Watches who is signed in and, while someone is, their `roles/{uid}` document, live. Roles
 * are read through Firestore's persistent cache, so a staff member who signed in before is
 * recognised with no connection; only the server may say that someone holds no role.
 *
 * A session can end without the sign-out button: a token revoked or an account disabled
 * (Auth signs the person out, now or at the next start), or a sign-out in another tab. A
 * marker in localStorage says a session was open on this device; whenever Auth reports
 * nobody signed in while it is there, the device's copy (Firestore's storage and the
 * editor's kept drafts) is forgotten, unless writes still wait for the server: then it all
 * stays, the marker too, and the next start tries again.
 */
import type { RoleRecord } from '@altum/domain';
import { roleConverter } from '../../../../lib/firebase/converters/role';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { onPendingWritesChange, pendingWriteCount } from '../../../../lib/firebase/pendingWrites';
import { clearKeptQuoteForms } from '../../leads/quote/keptQuoteForms';
import { clearKeptDrafts } from '../../posts/keptDrafts';

export interface StaffUser {
  uid: string;
  email: string;
}

export type SessionEvent =
  | { kind: 'signedOut' }
  /** `confirmed` is false while the roles come from the device's cache only. */
  | { kind: 'signedIn'; user: StaffUser; roles: RoleRecord | undefined; confirmed: boolean }
  | { kind: 'sessionError'; error: unknown }
  | { kind: 'roleError'; error: unknown };

export async function watchSession(onEvent: (event: SessionEvent) => void): Promise<() => void> {
  const { auth, client } = await loadAuth();
  let stopRoles: () => void = () => undefined;
  /** Bumped on every auth change: a role watch set up for an earlier one is dropped. */
  let turn = 0;
  const stopAuth = auth.onAuthStateChanged(
    client,
    (user) => {
      stopRoles();
      stopRoles = () => undefined;
      const mine = ++turn;
      if (!user) {
        onEvent({ kind: 'signedOut' });
        if (hadSession()) void forgetEndedSession();
        return;
      }
      markSession();
      const staffUser = { uid: user.uid, email: user.email ?? '' };
      // Loaded for each sign-in: a sign-out replaces the Firestore instance (resetFirestore).
      loadFirestore().then(
        ({ firestore, db }) => {
          if (mine !== turn) return;
          stopRoles = firestore.onSnapshot(
            firestore.doc(db, 'roles', user.uid).withConverter(roleConverter),
            { includeMetadataChanges: true },
            (snapshot) =>
              onEvent({
                kind: 'signedIn',
                user: staffUser,
                roles: snapshot.data(),
                confirmed: !snapshot.metadata.fromCache,
              }),
            (error) => onEvent({ kind: 'roleError', error }),
          );
        },
        (error: unknown) => onEvent({ kind: 'roleError', error }),
      );
    },
    (error) => onEvent({ kind: 'sessionError', error }),
  );
  return () => {
    turn += 1;
    stopRoles();
    stopAuth();
  };
}

const loadReset = () => import('../../../../lib/firebase/resetFirestore');

/** How many writes of this device wait for the server (0: none). */
export async function unsyncedWrites(): Promise<number> {
  return (await loadReset()).unsyncedWrites();
}

/** Calls back with the noted count of unsynced writes whenever it changes in this tab. */
export function watchUnsyncedWrites(onCount: (count: number) => void): () => void {
  return onPendingWritesChange(() => onCount(pendingWriteCount()));
}

/** Resolves once every write queued so far has been answered by the server. */
export async function waitForSync(): Promise<void> {
  await (await loadReset()).waitForSync();
}

/** localStorage: someone signed in on this device and their copy is not forgotten yet. */
export const SESSION_KEY = 'altum.staffSession';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const hadSession = () => localStore()?.getItem(SESSION_KEY) !== null;

function markSession(): void {
  try {
    localStore()?.setItem(SESSION_KEY, '1');
  } catch {
    // Full or blocked: the sign-out button still clears; only a silent end would not.
  }
}

/** Forgets Firestore's copy and the kept drafts and quote forms, and the marker with them. */
async function forgetDevice(reset: Awaited<ReturnType<typeof loadReset>>): Promise<void> {
  localStore()?.removeItem(SESSION_KEY);
  clearKeptDrafts();
  clearKeptQuoteForms();
  await reset.forgetDeviceCopy();
}

let forgetting: Promise<void> | null = null;

/** A session ended without the sign-out button (see above): forget unless writes wait. */
function forgetEndedSession(): Promise<void> {
  forgetting ??= (async () => {
    const reset = await loadReset();
    // Not unsyncedWrites(): with nobody signed in, Firestore answers for nobody's writes.
    if ((await reset.queuedWritesOnDevice()) > 0) return;
    await forgetDevice(reset);
  })()
    .catch((error: unknown) => console.error('Forgetting the ended session failed', error))
    .finally(() => {
      forgetting = null;
    });
  return forgetting;
}

/**
 * Signs out, then forgets the device's copy of Firestore (leads, drafts, queued writes) and
 * the editor's kept drafts, so the next person on this device finds none of it. Callers ask
 * about unsynced writes first; `keepUnsynced` keeps it all when writes still wait (a sign-out
 * nobody was asked about).
 */
export async function signOutStaff({ keepUnsynced = false } = {}): Promise<void> {
  const [{ auth, client }, reset] = await Promise.all([loadAuth(), loadReset()]);
  // Counted before the sign-out: Firestore then answers for the signed-out user's writes.
  const keep = keepUnsynced && (await reset.unsyncedWrites()) > 0;
  // Cleared here, not by the watcher's clean-up of an ended session (the marker goes first).
  if (!keep) localStore()?.removeItem(SESSION_KEY);
  await auth.signOut(client);
  if (!keep) await forgetDevice(reset);
}
