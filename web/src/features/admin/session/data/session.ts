/**
 * Watches who is signed in and, while someone is, their `roles/{uid}` document, live. Roles
 * are read through Firestore's persistent cache, so a staff member who signed in before is
 * recognised with no connection; only the server may say that someone holds no role.
 */
import type { RoleRecord } from '@altum/domain';
import { roleConverter } from '../../../../lib/firebase/converters/role';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { onPendingWritesChange, pendingWriteCount } from '../../../../lib/firebase/pendingWrites';

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
        return;
      }
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

/**
 * Signs out, then forgets the device's copy of Firestore (leads, drafts, queued writes), so
 * the next person on this device finds none of it. Callers ask about unsynced writes first;
 * `keepUnsynced` keeps the copy when writes still wait (a sign-out nobody was asked about).
 */
export async function signOutStaff({ keepUnsynced = false } = {}): Promise<void> {
  const [{ auth, client }, reset] = await Promise.all([loadAuth(), loadReset()]);
  // Counted before the sign-out: Firestore then answers for the signed-out user's writes.
  const keep = keepUnsynced && (await reset.unsyncedWrites()) > 0;
  await auth.signOut(client);
  if (!keep) await reset.forgetDeviceCopy();
}
