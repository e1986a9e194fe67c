import { ReviewStatus, RoleId } from '@lizi/shared';
import type { MemberAction } from './api/member-review.api';

/** Which review actions a membership in this status allows (the server's transitions). */
export function actionsForStatus(status: number): MemberAction[] {
  switch (status) {
    case ReviewStatus.PENDING:
      return ['approve', 'reject', 'delete'];
    case ReviewStatus.APPROVED:
      return ['delete'];
    case ReviewStatus.REJECTED:
      return ['approve', 'delete'];
    case ReviewStatus.DELETED_BY_ADMIN:
      return ['restore'];
    default:
      return [];
  }
}

interface Person {
  userId: number;
  roleId: number;
}

/**
 * docs/decisions.md "Who acts on whom": nobody acts on themselves; company admins (3) only on members (4);
 * the company super admin (2) on everyone but other super admins; the platform admin on anyone.
 */
export function canManageMember(actor: Person, target: Person): boolean {
  if (actor.userId === target.userId) return false;
  if (actor.roleId === RoleId.PLATFORM_SUPER_ADMIN) return true;
  if (target.roleId === RoleId.COMPANY_SUPER_ADMIN) return false;
  if (actor.roleId === RoleId.COMPANY_ADMIN) return target.roleId === RoleId.USER;
  return actor.roleId === RoleId.COMPANY_SUPER_ADMIN;
}

/** Only the super admin changes roles, only of approved members, only between admin (3) and member (4). */
export function canChangeRole(actor: Person, target: Person & { reviewStatus: number }): boolean {
  const superAdmin =
    actor.roleId === RoleId.COMPANY_SUPER_ADMIN || actor.roleId === RoleId.PLATFORM_SUPER_ADMIN;
  return (
    superAdmin &&
    actor.userId !== target.userId &&
    target.reviewStatus === ReviewStatus.APPROVED &&
    (target.roleId === RoleId.COMPANY_ADMIN || target.roleId === RoleId.USER)
  );
}
