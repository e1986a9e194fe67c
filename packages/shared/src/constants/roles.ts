/** User roles (spec §4). */
export const RoleId = {
  PLATFORM_SUPER_ADMIN: 1,
  COMPANY_SUPER_ADMIN: 2,
  COMPANY_ADMIN: 3,
  USER: 4,
} as const;
export type RoleIdValue = (typeof RoleId)[keyof typeof RoleId];

export const roleLabels: Record<RoleIdValue, string> = {
  1: '平台超级管理员',
  2: '企业超级管理员',
  3: '企业管理员',
  4: '普通成员',
};

/** The spec leaves the concrete lists "not shown"; our decision is in docs/decisions.md. */
export const PLATFORM_ADMIN_ROLES: readonly RoleIdValue[] = [RoleId.PLATFORM_SUPER_ADMIN];
export const COMPANY_ADMIN_ROLES: readonly RoleIdValue[] = [RoleId.COMPANY_SUPER_ADMIN, RoleId.COMPANY_ADMIN];

export function isRoleId(value: unknown): value is RoleIdValue {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
