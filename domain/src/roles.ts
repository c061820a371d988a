/** The two staff roles. A user may hold both. */
export const ROLES = ['admin', 'writer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Shape of `roles/{uid}`: one flag per role, so security rules can test a role
 * with a single field read. The document is the only source of truth for access.
 */
export type RoleRecord = Record<Role, boolean>;

export const NO_ROLES: RoleRecord = { admin: false, writer: false };

export function rolesHeld(record: Partial<RoleRecord> | undefined): Role[] {
  return ROLES.filter((role) => record?.[role] === true);
}

/** Admin-area access requires admin or writer. */
export function isStaff(record: Partial<RoleRecord> | undefined): boolean {
  return rolesHeld(record).length > 0;
}
