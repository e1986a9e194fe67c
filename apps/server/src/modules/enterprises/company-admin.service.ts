import { ReviewStatus, RoleId, SecondReviewStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import {
  closeProjectPermissionApplication,
  findMembership,
  listMembers,
  listProjectPermissionApplications,
  updateMembership,
} from './enterprises.repository';

export type MemberAction = 'approve' | 'reject' | 'delete' | 'restore';

/** Which review statuses each action may start from (spec §4 statuses 1–4). */
const transitions: Record<MemberAction, { from: number[]; to: number }> = {
  approve: { from: [ReviewStatus.PENDING, ReviewStatus.REJECTED], to: ReviewStatus.APPROVED },
  reject: { from: [ReviewStatus.PENDING], to: ReviewStatus.REJECTED },
  delete: {
    from: [ReviewStatus.PENDING, ReviewStatus.APPROVED, ReviewStatus.REJECTED],
    to: ReviewStatus.DELETED_BY_ADMIN,
  },
  restore: { from: [ReviewStatus.DELETED_BY_ADMIN], to: ReviewStatus.APPROVED },
};

export const listCompanyMembers = (
  ctx: AppContext,
  enterpriseId: number,
  filter: { status?: number; keyword?: string; offset: number; limit: number },
) => listMembers(ctx.db, { enterpriseId, ...filter });

/**
 * Review decisions on a member. Nobody acts on themselves; a company admin (3) acts only on ordinary members;
 * the company super admin (2) on everyone but other super admins.
 */
export async function actOnMember(
  ctx: AppContext,
  actor: Actor,
  enterpriseId: number,
  userId: number,
  action: MemberAction,
) {
  const target = await guardTarget(ctx, actor, enterpriseId, userId);
  const move = transitions[action];
  if (!move.from.includes(target.reviewStatus))
    throw new AppError('CONFLICT', '该成员当前状态不支持此操作，请刷新后重试');
  await updateMembership(ctx.db, userId, enterpriseId, { reviewStatus: move.to, reviewedBy: actor.userId });
}

/** Role changes inside the company: only the super admin, only between admin (3) and member (4). */
export async function changeMemberRole(
  ctx: AppContext,
  actor: Actor,
  enterpriseId: number,
  userId: number,
  roleId: 3 | 4,
) {
  if (actor.roleId !== RoleId.COMPANY_SUPER_ADMIN && actor.roleId !== RoleId.PLATFORM_SUPER_ADMIN) {
    throw new AppError('ROLE_NOT_ALLOWED', '只有企业超级管理员可以调整成员角色');
  }
  const target = await guardTarget(ctx, actor, enterpriseId, userId);
  if (target.reviewStatus !== ReviewStatus.APPROVED)
    throw new AppError('CONFLICT', '只能调整已通过审核成员的角色');
  await updateMembership(ctx.db, userId, enterpriseId, { roleId });
}

async function guardTarget(ctx: AppContext, actor: Actor, enterpriseId: number, userId: number) {
  if (userId === actor.userId) throw new AppError('FORBIDDEN', '不能对自己执行此操作');
  const target = await findMembership(ctx.db, userId, enterpriseId);
  if (!target) throw new AppError('NOT_FOUND', '该成员不存在');
  if (target.roleId === RoleId.COMPANY_SUPER_ADMIN && actor.roleId !== RoleId.PLATFORM_SUPER_ADMIN) {
    throw new AppError('FORBIDDEN', '不能操作企业超级管理员');
  }
  if (actor.roleId === RoleId.COMPANY_ADMIN && target.roleId !== RoleId.USER) {
    throw new AppError('FORBIDDEN', '企业管理员只能管理普通成员');
  }
  return target;
}

export const listProjectApplications = (
  ctx: AppContext,
  enterpriseId: number,
  filter: { status?: number; offset: number; limit: number },
) => listProjectPermissionApplications(ctx.db, { enterpriseId, ...filter });

export async function reviewProjectApplication(
  ctx: AppContext,
  actor: Actor,
  enterpriseId: number,
  id: number,
  action: 'approve' | 'reject',
  note?: string,
) {
  const status = action === 'approve' ? SecondReviewStatus.APPROVED : SecondReviewStatus.REJECTED;
  const done = await closeProjectPermissionApplication(ctx.db, id, enterpriseId, {
    status,
    reviewedBy: actor.userId,
    reviewNote: note ?? null,
  });
  if (!done) throw new AppError('CONFLICT', '该申请已被处理或不存在，请刷新后重试');
}
