import { EnterpriseStatus, ReviewStatus, RoleId, SecondReviewStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { updateUser } from '../users/users.repository';
import {
  findEnterprise,
  findMembership,
  insertEnterpriseApplication,
  insertProjectPermissionApplication,
  latestProjectPermissionApplication,
  pendingEnterpriseApplicationOf,
  upsertMembership,
} from './enterprises.repository';

/**
 * Joining a company: a new or previously refused membership goes back to pending (1) and becomes the user's
 * current company, so the change-company dialog shows its review state.
 */
export async function applyToJoin(ctx: AppContext, actor: Actor, enterpriseId: number) {
  if (actor.roleId === RoleId.PLATFORM_SUPER_ADMIN)
    throw new AppError('BAD_REQUEST', '平台管理员无需加入企业');
  const enterprise = await findEnterprise(ctx.db, enterpriseId);
  if (!enterprise || enterprise.status !== EnterpriseStatus.NORMAL) {
    throw new AppError('NOT_FOUND', '该企业不存在或已停用');
  }
  await ctx.db.transaction(async (tx) => {
    const existing = await findMembership(tx, actor.userId, enterpriseId);
    if (!existing || existing.reviewStatus !== ReviewStatus.APPROVED) {
      await upsertMembership(tx, {
        userId: actor.userId,
        enterpriseId,
        roleId: existing?.roleId ?? RoleId.USER,
        reviewStatus: ReviewStatus.PENDING,
      });
    }
    await updateUser(tx, actor.userId, { currentEnterpriseId: enterpriseId });
  });
}

/** Asking the platform to open a new company; one pending request per person. */
export async function applyForNewEnterprise(
  ctx: AppContext,
  actor: Actor,
  input: { name: string; contactName: string; contactPhone: string; reason: string },
) {
  if (await pendingEnterpriseApplicationOf(ctx.db, actor.userId)) {
    throw new AppError('CONFLICT', '您已有一份待审核的企业申请，请耐心等待平台审核');
  }
  return insertEnterpriseApplication(ctx.db, {
    userId: actor.userId,
    ...input,
    status: SecondReviewStatus.PENDING,
  });
}

/** Switching to another company the user is an approved member of (change-company dialog). */
export async function switchEnterprise(ctx: AppContext, actor: Actor, enterpriseId: number) {
  const membership = await findMembership(ctx.db, actor.userId, enterpriseId);
  const enterprise = await findEnterprise(ctx.db, enterpriseId);
  if (!membership || !enterprise) throw new AppError('NOT_FOUND', '您不是该企业的成员');
  if (membership.reviewStatus !== ReviewStatus.APPROVED)
    throw new AppError('FORBIDDEN', '您在该企业的成员身份尚未通过审核');
  if (enterprise.status !== EnterpriseStatus.NORMAL) throw new AppError('FORBIDDEN', '该企业已停用或已删除');
  await updateUser(ctx.db, actor.userId, { currentEnterpriseId: enterpriseId });
}

/** Team collaboration needs prior application (spec §2); reviewed by the company's admins. */
export async function applyForProjectPermission(
  ctx: AppContext,
  actor: Actor,
  input: { teamName: string; projectType: string; reason: string },
) {
  if (!actor.enterpriseId || actor.userStatus !== ReviewStatus.APPROVED) {
    throw new AppError('FORBIDDEN', '请先加入企业并通过审核后再申请');
  }
  const last = await latestProjectPermissionApplication(ctx.db, actor.userId, actor.enterpriseId);
  if (last?.status === SecondReviewStatus.PENDING) throw new AppError('CONFLICT', '您的申请正在审核中');
  if (last?.status === SecondReviewStatus.APPROVED) throw new AppError('CONFLICT', '您已拥有团队协作权限');
  return insertProjectPermissionApplication(ctx.db, {
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
    ...input,
    status: SecondReviewStatus.PENDING,
  });
}
