import { ROLES, withRole, type Role, type RoleRecord } from '@altum/domain';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export function parseRole(value: string | undefined): Role {
  const role = ROLES.find((known) => known === value);
  if (!role) throw new Error(`The role must be one of ${ROLES.join(', ')}, not "${value ?? ''}"`);
  return role;
}

/**
 * Gives the account with this e-mail a role, keeping any role it already holds. The person
 * must have signed in once (at /admin/login) so the account exists; that sign-in also wrote
 * their profile. Admin SDK writes pass the security rules, which is why this is the way to
 * make the first admin.
 */
export async function grantRole(app: App, email: string, role: Role): Promise<RoleRecord> {
  const auth = getAuth(app);
  const db = getFirestore(app);
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') {
      throw new Error(
        `No account for ${email}. Sign in once at /admin/login with that Google account, then run this again.`,
      );
    }
    throw error;
  });
  const ref = db.doc(`roles/${user.uid}`);
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as Partial<RoleRecord> | undefined;
    const next = withRole(
      { admin: current?.admin === true, writer: current?.writer === true },
      role,
      true,
    );
    transaction.set(ref, next);
    return next;
  });
}
