/**
 * The users page's data: every profile (ordered by e-mail) and every role record. Granting
 * and removing a role rewrites `roles/{uid}` with both flags; the rules decide who may.
 */
import { withRole, type Profile, type Role, type RoleRecord } from '@altum/domain';
import { profileConverter } from '../../../../lib/firebase/converters/profile';
import { roleConverter } from '../../../../lib/firebase/converters/role';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

export interface StaffMember extends Profile {
  uid: string;
  roles: RoleRecord;
}

export async function fetchStaffMembers(): Promise<StaffMember[]> {
  const { firestore: fs, db } = await loadFirestore();
  const [profiles, roles] = await Promise.all([
    fs.getDocs(
      fs.query(fs.collection(db, 'profiles').withConverter(profileConverter), fs.orderBy('email')),
    ),
    fs.getDocs(fs.collection(db, 'roles').withConverter(roleConverter)),
  ]);
  const rolesByUid = new Map(roles.docs.map((doc) => [doc.id, doc.data()]));
  return profiles.docs.map((doc) => ({
    uid: doc.id,
    ...doc.data(),
    roles: rolesByUid.get(doc.id) ?? { admin: false, writer: false },
  }));
}

/** Why a role change did not happen, as the users page words it. */
export class RoleChangeError extends Error {
  constructor(
    readonly reason: 'already-held' | 'own-admin' | 'refused' | 'failed',
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'RoleChangeError';
  }
}

function asRoleChangeError(error: unknown): RoleChangeError {
  if (error instanceof RoleChangeError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new RoleChangeError(code === 'permission-denied' ? 'refused' : 'failed', error);
}

export async function changeRole(input: {
  uid: string;
  role: Role;
  held: boolean;
  currentUid: string;
}): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  if (!input.held && input.role === 'admin' && input.uid === input.currentUid) {
    throw new RoleChangeError('own-admin');
  }
  const ref = fs.doc(db, 'roles', input.uid).withConverter(roleConverter);
  try {
    const current = (await fs.getDoc(ref)).data();
    if (input.held && current?.[input.role] === true) throw new RoleChangeError('already-held');
    await fs.setDoc(ref, withRole(current, input.role, input.held));
  } catch (error) {
    throw asRoleChangeError(error);
  }
}
