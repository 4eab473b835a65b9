import { describe, expect, it } from 'vitest';
import { blockRefusal, canChangeRole, normaliseRoles, roleChangeRefusal } from './role-management';

const admin = { id: 1, roles: ['ROLE_USER', 'ROLE_ADMIN'] };
const superAdmin = { id: 2, roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] };
const user = { id: 3, roles: ['ROLE_USER'] };
const reporter = { id: 4, roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] };

describe('canChangeRole', () => {
  it('lets admins change every role but super admin, and super admins every role', () => {
    expect(canChangeRole(admin.roles, 'ROLE_COMPETITION_REPORTER')).toBe(true);
    expect(canChangeRole(admin.roles, 'ROLE_LATE_REGISTRATION')).toBe(true);
    expect(canChangeRole(admin.roles, 'ROLE_ADMIN')).toBe(true);
    expect(canChangeRole(admin.roles, 'ROLE_SUPER_ADMIN')).toBe(false);
    expect(canChangeRole(superAdmin.roles, 'ROLE_SUPER_ADMIN')).toBe(true);
  });

  it('lets nobody else change roles', () => {
    expect(canChangeRole(reporter.roles, 'ROLE_COMPETITION_REPORTER')).toBe(false);
    expect(canChangeRole(['ROLE_COMPETITION_SUPER_REPORTER'], 'ROLE_COMPETITION_REPORTER')).toBe(false);
    expect(canChangeRole(null, 'ROLE_ADMIN')).toBe(false);
  });
});

describe('normaliseRoles', () => {
  it('keeps ROLE_USER and the known managed roles once, in one order', () => {
    expect(normaliseRoles(['ROLE_ADMIN', 'ROLE_COMPETITION_REPORTER', 'ROLE_ADMIN', 'ROLE_X'])).toEqual([
      'ROLE_USER',
      'ROLE_COMPETITION_REPORTER',
      'ROLE_ADMIN',
    ]);
    expect(normaliseRoles([])).toEqual(['ROLE_USER']);
  });
});

describe('roleChangeRefusal', () => {
  it('allows an admin to grant and revoke the reporter role', () => {
    const grant = { actor: admin, target: user, roles: ['ROLE_COMPETITION_REPORTER'], superAdmins: 1 };
    expect(roleChangeRefusal(grant)).toBeNull();
    expect(roleChangeRefusal({ ...grant, target: reporter, roles: [] })).toBeNull();
  });

  it('refuses an admin who grants or removes the super admin role', () => {
    expect(roleChangeRefusal({ actor: admin, target: user, roles: ['ROLE_SUPER_ADMIN'], superAdmins: 1 })).toBe(
      'forbidden',
    );
    const other = { id: 9, roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] };
    expect(roleChangeRefusal({ actor: admin, target: other, roles: [], superAdmins: 2 })).toBe('forbidden');
    // Keeping the super admin role while changing another one is no change of it.
    expect(
      roleChangeRefusal({ actor: admin, target: other, roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'], superAdmins: 2 }),
    ).toBeNull();
  });

  it('refuses reporters and users', () => {
    expect(roleChangeRefusal({ actor: reporter, target: user, roles: ['ROLE_ADMIN'], superAdmins: 1 })).toBe(
      'forbidden',
    );
  });

  it('refuses removing one own admin or super admin role', () => {
    expect(roleChangeRefusal({ actor: admin, target: admin, roles: [], superAdmins: 1 })).toBe('own_admin_role');
    expect(roleChangeRefusal({ actor: superAdmin, target: superAdmin, roles: [], superAdmins: 2 })).toBe(
      'own_admin_role',
    );
    // Other own roles may change.
    expect(
      roleChangeRefusal({
        actor: admin,
        target: admin,
        roles: ['ROLE_ADMIN', 'ROLE_LATE_REGISTRATION'],
        superAdmins: 1,
      }),
    ).toBeNull();
  });

  it('keeps the last super admin', () => {
    expect(roleChangeRefusal({ actor: superAdmin, target: superAdmin, roles: [], superAdmins: 1 })).toBe(
      'last_super_admin',
    );
    const other = { id: 9, roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] };
    expect(roleChangeRefusal({ actor: superAdmin, target: other, roles: [], superAdmins: 2 })).toBeNull();
  });
});

describe('blockRefusal', () => {
  it('lets admins block users and refuses blocking oneself', () => {
    expect(blockRefusal({ actor: admin, target: user, superAdmins: 1 })).toBeNull();
    expect(blockRefusal({ actor: admin, target: admin, superAdmins: 1 })).toBe('own_account');
    expect(blockRefusal({ actor: reporter, target: user, superAdmins: 1 })).toBe('forbidden');
  });

  it('lets only a super admin block a super admin, never the last one', () => {
    const other = { id: 9, roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] };
    expect(blockRefusal({ actor: admin, target: other, superAdmins: 2 })).toBe('forbidden');
    expect(blockRefusal({ actor: superAdmin, target: other, superAdmins: 2 })).toBeNull();
    expect(blockRefusal({ actor: superAdmin, target: other, superAdmins: 1 })).toBe('last_super_admin');
  });
});
