import { rolesHeld, type RoleRecord } from '@altum/domain';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { grantRole } from '../lib/grantRole';

export interface SeedStaff {
  uid: string;
  email: string;
  fullName: string;
  roles: RoleRecord;
}

/** One admin and one writer, both Google accounts, as the local sign-in offers them. */
export const seedStaff: readonly SeedStaff[] = [
  {
    uid: 'seed-admin',
    email: 'admin@altum-roofing.test',
    fullName: 'Alex Admin',
    roles: { admin: true, writer: false },
  },
  {
    uid: 'seed-writer',
    email: 'writer@altum-roofing.test',
    fullName: 'Wendy Writer',
    roles: { admin: false, writer: true },
  },
];

export async function seedStaffAccounts(app: App): Promise<void> {
  const auth = getAuth(app);
  const db = getFirestore(app);
  // The Auth emulator refuses to import over an existing account, and data persists between
  // runs, so only accounts that are missing are imported; existing ones are brought up to date.
  const missing: SeedStaff[] = [];
  for (const staff of seedStaff) {
    try {
      await auth.getUser(staff.uid);
      await auth.updateUser(staff.uid, {
        email: staff.email,
        displayName: staff.fullName,
        emailVerified: true,
      });
    } catch {
      missing.push(staff);
    }
  }
  if (missing.length) {
    const result = await auth.importUsers(
      missing.map((staff) => ({
        uid: staff.uid,
        email: staff.email,
        emailVerified: true,
        displayName: staff.fullName,
        providerData: [
          {
            uid: `google-${staff.uid}`,
            email: staff.email,
            displayName: staff.fullName,
            providerId: 'google.com',
          },
        ],
      })),
    );
    if (result.failureCount > 0) {
      const reasons = result.errors.map((e) => e.error.message).join('; ');
      throw new Error(`Seeding staff accounts failed: ${reasons}`);
    }
  }
  // Roles the way production gets its first admin: the grant-role code. The seed's roles are
  // exact, so a role taken away in a previous session is given back first.
  for (const staff of seedStaff) {
    await db.doc(`roles/${staff.uid}`).set({ admin: false, writer: false });
    for (const role of rolesHeld(staff.roles)) await grantRole(app, staff.email, role);
    await db.doc(`profiles/${staff.uid}`).set({
      email: staff.email,
      fullName: staff.fullName,
      avatarUrl: null,
    });
  }
}
