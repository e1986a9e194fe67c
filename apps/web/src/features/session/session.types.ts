import type { RoleIdValue } from '@lizi/shared';

/** The user's current company as GET /v1/user/info returns it (spec §3 Enterprise). */
export interface SessionEnterprise {
  id: number;
  name: string;
  /** 1 normal, 2 disabled, 3 deleted (spec §4). */
  status: number;
  /** Points are issued automatically (spec §6 points tooltip). */
  autoIssue: boolean;
}

/** The signed-in user as GET /v1/user/info returns it (spec §3 User and its derived flags). */
export interface SessionUser {
  userId: number;
  username: string | null;
  realname: string;
  avatar: string | null;
  roleId: RoleIdValue;
  /** Review status of the current membership (spec §4: 0 signup incomplete … 4 deleted by admin). */
  userStatus: number;
  isAdmin: boolean;
  isAppUser: boolean;
  noWatermark: number;
  phoneMask: string | null;
  ticket: string | null;
  enterprise: SessionEnterprise | null;
  isAuthenticated: boolean;
  needBindPhone: boolean;
  isDeletedEnterprise: boolean;
  isUnApproved: boolean;
}
