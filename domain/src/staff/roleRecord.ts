import * as v from 'valibot';
import type { Role, RoleRecord } from '../roles';

/** `roles/{uid}`: exactly the two flags, nothing else (the rules insist on the same). */
export const roleRecordSchema = v.strictObject({ admin: v.boolean(), writer: v.boolean() });

/** The record after granting or removing one role; the other flag is kept. */
export function withRole(record: RoleRecord | undefined, role: Role, held: boolean): RoleRecord {
  return { admin: record?.admin === true, writer: record?.writer === true, [role]: held };
}
