import { describe, expect, it } from 'vitest';
import { isStaff, rolesHeld } from './roles';

describe('roles', () => {
  it('lists the roles a record holds, in a stable order', () => {
    expect(rolesHeld({ writer: true, admin: true })).toEqual(['admin', 'writer']);
    expect(rolesHeld({ writer: true })).toEqual(['writer']);
    expect(rolesHeld(undefined)).toEqual([]);
  });

  it('treats only admin or writer as staff', () => {
    expect(isStaff({ admin: true })).toBe(true);
    expect(isStaff({ writer: true })).toBe(true);
    expect(isStaff({ admin: false, writer: false })).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
