import { RoleId } from '@lizi/shared';
import { describe, expect, it } from 'vitest';
import { actionsForStatus, canChangeRole, canManageMember } from './member-permissions';

const p = (userId: number, roleId: number) => ({ userId, roleId });

describe('member actions', () => {
  it('follows the review transitions', () => {
    expect(actionsForStatus(1)).toEqual(['approve', 'reject', 'delete']);
    expect(actionsForStatus(2)).toEqual(['delete']);
    expect(actionsForStatus(3)).toEqual(['approve', 'delete']);
    expect(actionsForStatus(4)).toEqual(['restore']);
    expect(actionsForStatus(0)).toEqual([]);
  });

  it('lets each role act only on whom it may', () => {
    const boss = p(1, RoleId.COMPANY_SUPER_ADMIN);
    const manager = p(2, RoleId.COMPANY_ADMIN);
    const member = p(3, RoleId.USER);
    const admin = p(9, RoleId.PLATFORM_SUPER_ADMIN);
    expect(canManageMember(manager, member)).toBe(true);
    expect(canManageMember(manager, p(4, RoleId.COMPANY_ADMIN))).toBe(false);
    expect(canManageMember(manager, boss)).toBe(false);
    expect(canManageMember(boss, manager)).toBe(true);
    expect(canManageMember(boss, p(5, RoleId.COMPANY_SUPER_ADMIN))).toBe(false);
    expect(canManageMember(boss, boss)).toBe(false);
    expect(canManageMember(admin, boss)).toBe(true);
  });

  it('lets only the super admin change roles of approved admins and members', () => {
    const boss = p(1, RoleId.COMPANY_SUPER_ADMIN);
    expect(canChangeRole(boss, { ...p(2, RoleId.USER), reviewStatus: 2 })).toBe(true);
    expect(canChangeRole(boss, { ...p(2, RoleId.USER), reviewStatus: 1 })).toBe(false);
    expect(canChangeRole(boss, { ...p(1, RoleId.COMPANY_SUPER_ADMIN), reviewStatus: 2 })).toBe(false);
    expect(canChangeRole(p(3, RoleId.COMPANY_ADMIN), { ...p(2, RoleId.USER), reviewStatus: 2 })).toBe(false);
  });
});
