import { EnterpriseStatus, isApprovedStatus, ReviewStatus, RoleId, type RoleIdValue } from '@lizi/shared';
import type { UserWithCompany } from './users.repository';

/** What GET /v1/user/info answers (spec §3 User with its derived flags). */
export interface UserInfo {
  userId: number;
  username: string | null;
  realname: string;
  avatar: string | null;
  roleId: RoleIdValue;
  userStatus: number;
  isAdmin: boolean;
  isAppUser: boolean;
  noWatermark: number;
  phoneMask: string | null;
  ticket: string | null;
  enterprise: { id: number; name: string; status: number; autoIssue: boolean } | null;
  isAuthenticated: boolean;
  needBindPhone: boolean;
  isDeletedEnterprise: boolean;
  isUnApproved: boolean;
}

/** The role a user acts with now: platform role if any, else the role of their current membership. */
export function effectiveRole(row: UserWithCompany): RoleIdValue {
  if (row.user.platformRole === RoleId.PLATFORM_SUPER_ADMIN) return RoleId.PLATFORM_SUPER_ADMIN;
  const role = row.membership?.roleId;
  return role === 2 || role === 3 ? role : RoleId.USER;
}

/** Review status of the current membership; a user without a company has not finished signing up (0). */
export function effectiveStatus(row: UserWithCompany): number {
  if (row.user.platformRole === RoleId.PLATFORM_SUPER_ADMIN) return ReviewStatus.APPROVED;
  return row.membership?.reviewStatus ?? ReviewStatus.SIGNUP_INCOMPLETE;
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** The one place the derived flags of spec §3 are computed. */
export function toUserInfo(row: UserWithCompany, ticket: string | null = null): UserInfo {
  const roleId = effectiveRole(row);
  const userStatus = effectiveStatus(row);
  const isPlatform = roleId === RoleId.PLATFORM_SUPER_ADMIN;
  const phoneMask = maskPhone(row.user.phone);
  return {
    userId: row.user.id,
    username: row.user.username,
    realname: row.user.realname,
    avatar: row.user.avatar,
    roleId,
    userStatus,
    isAdmin: roleId !== RoleId.USER,
    isAppUser: row.user.isAppUser,
    noWatermark: row.user.noWatermark,
    phoneMask,
    ticket,
    enterprise: row.enterprise
      ? {
          id: row.enterprise.id,
          name: row.enterprise.name,
          status: row.enterprise.status,
          autoIssue: row.enterprise.autoIssue,
        }
      : null,
    isAuthenticated: true,
    needBindPhone: !phoneMask,
    isDeletedEnterprise: !isPlatform && row.enterprise?.status === EnterpriseStatus.DELETED,
    isUnApproved: !isPlatform && !isApprovedStatus(userStatus),
  };
}
