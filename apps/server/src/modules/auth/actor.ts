import { EnterpriseStatus, isApprovedStatus, RoleId, type RoleIdValue } from '@lizi/shared';
import { AppError } from '../../lib/app-error';

/** Who is calling: resolved once per request from the session cookie (auth.plugin.ts). */
export interface Actor {
  userId: number;
  sessionId: string;
  roleId: RoleIdValue;
  /** The company the user works in now; null for platform admins and users without a company. */
  enterpriseId: number | null;
  userStatus: number;
  enterpriseStatus: number | null;
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('SESSION_INVALID', '请先登录');
  return actor;
}

/**
 * A company admin may act only while approved in a company that is in normal status, and only inside it.
 * Platform admins may act in any company. Returns the enterprise the action is scoped to.
 */
export function companyScope(actor: Actor, requestedEnterpriseId?: number | null): number {
  if (actor.roleId === RoleId.PLATFORM_SUPER_ADMIN) {
    if (!requestedEnterpriseId)
      throw new AppError('VALIDATION_FAILED', '参数 enterpriseId：平台管理员需指定企业');
    return requestedEnterpriseId;
  }
  if (actor.roleId !== RoleId.COMPANY_SUPER_ADMIN && actor.roleId !== RoleId.COMPANY_ADMIN) {
    throw new AppError('ROLE_NOT_ALLOWED');
  }
  if (
    !actor.enterpriseId ||
    !isApprovedStatus(actor.userStatus) ||
    actor.enterpriseStatus !== EnterpriseStatus.NORMAL
  ) {
    throw new AppError('FORBIDDEN', '当前企业不可用或您的成员身份未通过审核');
  }
  if (requestedEnterpriseId && requestedEnterpriseId !== actor.enterpriseId)
    throw new AppError('TENANT_MISMATCH');
  return actor.enterpriseId;
}
