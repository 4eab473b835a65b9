import { describe, expect, it } from 'vitest';
import { hasAnyRole, inRoleGroup, ROLE_GROUPS } from './roles';

describe('role groups', () => {
  it('counts reporters, super reporters and admins as reporters', () => {
    expect(inRoleGroup(['ROLE_USER', 'ROLE_COMPETITION_REPORTER'], 'reporters')).toBe(true);
    expect(inRoleGroup(['ROLE_COMPETITION_SUPER_REPORTER'], 'reporters')).toBe(true);
    expect(inRoleGroup(['ROLE_ADMIN'], 'reporters')).toBe(true);
    expect(inRoleGroup(['ROLE_SUPER_ADMIN'], 'reporters')).toBe(true);
  });

  it('refuses other users and visitors', () => {
    expect(inRoleGroup(['ROLE_USER'], 'reporters')).toBe(false);
    expect(inRoleGroup([], 'reporters')).toBe(false);
    expect(inRoleGroup(null, 'reporters')).toBe(false);
    expect(inRoleGroup(undefined, 'reporters')).toBe(false);
  });

  it('lets in any one of the listed roles, and nobody when none is listed', () => {
    expect(hasAnyRole(['ROLE_ADMIN'], ROLE_GROUPS.admins)).toBe(true);
    expect(hasAnyRole(['ROLE_ADMIN'], ROLE_GROUPS.superAdmins)).toBe(false);
    expect(hasAnyRole(['ROLE_ADMIN'], [])).toBe(false);
  });
});
