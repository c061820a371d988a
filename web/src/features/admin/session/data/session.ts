/**
 * Watches who is signed in and, while someone is, their `roles/{uid}` document, live. Roles
 * are read through Firestore's persistent cache, so a staff member who signed in before is
 * recognised with no connection; only the server may say that someone holds no role.
 */
import type { RoleRecord } from '@altum/domain';
import { roleConverter } from '../../../../lib/firebase/converters/role';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

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
  const [{ auth, client }, { firestore, db }] = await Promise.all([loadAuth(), loadFirestore()]);
  let stopRoles: () => void = () => undefined;
  const stopAuth = auth.onAuthStateChanged(
    client,
    (user) => {
      stopRoles();
      stopRoles = () => undefined;
      if (!user) {
        onEvent({ kind: 'signedOut' });
        return;
      }
      const staffUser = { uid: user.uid, email: user.email ?? '' };
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
    (error) => onEvent({ kind: 'sessionError', error }),
  );
  return () => {
    stopRoles();
    stopAuth();
  };
}

export async function signOutStaff(): Promise<void> {
  const { auth, client } = await loadAuth();
  await auth.signOut(client);
}
