import { COMPANY_ADMIN_ROLES, PLATFORM_ADMIN_ROLES, type SiteVariant } from '@lizi/shared';
import type { SessionUser } from '../../../features/session';
import { commonText } from '../../../locales/zh-CN/common';

export type UserMenuEntry =
  | { key: 'companyAdmin'; label: string; to: string }
  | { key: 'platformAdmin'; label: string; to: string }
  | { key: 'logout'; label: string };

/**
 * Spec §2 user dropdown: the back-office entries exist on the open site only — company admins (2, 3) get the
 * enterprise one, the platform super admin (1) the platform one — and everyone can log out.
 */
export function userMenuEntries(user: SessionUser, variant: SiteVariant): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [];
  if (variant === 'open' && COMPANY_ADMIN_ROLES.includes(user.roleId)) {
    entries.push({ key: 'companyAdmin', label: commonText.companyAdmin, to: '/multiTenant/companyAdmin' });
  }
  if (variant === 'open' && PLATFORM_ADMIN_ROLES.includes(user.roleId)) {
    entries.push({ key: 'platformAdmin', label: commonText.platformAdmin, to: '/multiTenant/platformAdmin' });
  }
  entries.push({ key: 'logout', label: commonText.logout });
  return entries;
}
