import type { RoleIdValue } from '@lizi/shared';

/** The signed-in user as GET /v1/user/info returns it (spec §3). Optional fields arrive with later issues. */
export interface SessionEnterprise {
  id: string | number;
  name?: string;
  status: number;
  /** 1 when the enterprise issues points automatically (spec §6 points tooltip). */
  autoIssue: number | boolean;
}

export interface SessionUser {
  id?: string | number;
  realname: string;
  avatar?: string | null;
  roleId: RoleIdValue;
  isAppUser: boolean;
  isAdmin?: boolean;
  userStatus?: number;
  noWatermark?: number;
  phoneMask?: string | null;
  ticket?: string | null;
  enterprise?: SessionEnterprise | null;
}
