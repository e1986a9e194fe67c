import { EnterpriseStatus, ReviewStatus, RoleId, SecondReviewStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { findUserByUsername, updateUser } from '../users/users.repository';
import {
  closeEnterpriseApplication,
  enterpriseNameTaken,
  findEnterprise,
  findEnterpriseApplication,
  insertEnterprise,
  listEnterpriseApplications,
  listEnterprises,
  updateEnterprise,
  upsertMembership,
} from './enterprises.repository';

export type EnterpriseAction = 'disable' | 'delete' | 'restore';

/** Enterprise status transitions (spec §4): normal ⇄ disabled, either → deleted, deleted → normal. */
const transitions: Record<EnterpriseAction, { from: number[]; to: number }> = {
  disable: { from: [EnterpriseStatus.NORMAL], to: EnterpriseStatus.DISABLED },
  delete: { from: [EnterpriseStatus.NORMAL, EnterpriseStatus.DISABLED], to: EnterpriseStatus.DELETED },
  restore: { from: [EnterpriseStatus.DISABLED, EnterpriseStatus.DELETED], to: EnterpriseStatus.NORMAL },
};

export const listAllEnterprises = (
  ctx: AppContext,
  filter: { status?: number; keyword?: string; offset: number; limit: number },
) => listEnterprises(ctx.db, filter);

export async function createEnterprise(
  ctx: AppContext,
  input: {
    name: string;
    contactName?: string;
    contactPhone?: string;
    autoIssue: boolean;
    superAdminUsername?: string;
  },
) {
  if (await enterpriseNameTaken(ctx.db, input.name)) throw new AppError('CONFLICT', '已存在同名企业');
  const admin = input.superAdminUsername
    ? await findUserByUsername(ctx.db, input.superAdminUsername)
    : undefined;
  if (input.superAdminUsername && !admin)
    throw new AppError('NOT_FOUND', `字段 superAdminUsername：用户 ${input.superAdminUsername} 不存在`);
  if (admin?.platformRole === RoleId.PLATFORM_SUPER_ADMIN)
    throw new AppError('BAD_REQUEST', '平台管理员不能成为企业成员');
  return ctx.db.transaction(async (tx) => {
    const enterprise = await insertEnterprise(tx, {
      name: input.name,
      contactName: input.contactName ?? null,
      contactPhone: input.contactPhone ?? null,
      autoIssue: input.autoIssue,
    });
    if (admin) {
      await upsertMembership(tx, {
        userId: admin.id,
        enterpriseId: enterprise.id,
        roleId: RoleId.COMPANY_SUPER_ADMIN,
        reviewStatus: ReviewStatus.APPROVED,
      });
      await updateUser(tx, admin.id, { currentEnterpriseId: enterprise.id });
    }
    return enterprise;
  });
}

export async function changeEnterpriseStatus(
  ctx: AppContext,
  enterpriseId: number,
  action: EnterpriseAction,
) {
  const enterprise = await findEnterprise(ctx.db, enterpriseId);
  if (!enterprise) throw new AppError('NOT_FOUND', '企业不存在');
  const move = transitions[action];
  if (!move.from.includes(enterprise.status))
    throw new AppError('CONFLICT', '企业当前状态不支持此操作，请刷新后重试');
  await updateEnterprise(ctx.db, enterpriseId, {
    status: move.to,
    deletedAt: move.to === EnterpriseStatus.DELETED ? new Date() : null,
  });
  // No session needs revoking: every request re-reads the company's status (auth.plugin.ts), and company
  // admin actions require a company in normal status (actor.ts companyScope).
}

export async function setAutoIssue(ctx: AppContext, enterpriseId: number, autoIssue: boolean) {
  const enterprise = await findEnterprise(ctx.db, enterpriseId);
  if (!enterprise) throw new AppError('NOT_FOUND', '企业不存在');
  await updateEnterprise(ctx.db, enterpriseId, { autoIssue });
}

export const listApplications = (
  ctx: AppContext,
  filter: { status?: number; offset: number; limit: number },
) => listEnterpriseApplications(ctx.db, filter);

/** Approving opens the company with the applicant as its super admin, in one transaction. */
export async function reviewEnterpriseApplication(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: 'approve' | 'reject',
  note?: string,
) {
  const application = await findEnterpriseApplication(ctx.db, id);
  if (!application) throw new AppError('NOT_FOUND', '申请不存在');
  if (application.status !== SecondReviewStatus.PENDING)
    throw new AppError('CONFLICT', '该申请已被处理，请刷新后重试');
  if (action === 'reject') {
    const done = await closeEnterpriseApplication(ctx.db, id, {
      status: SecondReviewStatus.REJECTED,
      reviewedBy: actor.userId,
      reviewNote: note ?? null,
    });
    if (!done) throw new AppError('CONFLICT', '该申请已被处理，请刷新后重试');
    return;
  }
  if (await enterpriseNameTaken(ctx.db, application.name))
    throw new AppError('CONFLICT', '已存在同名企业，请驳回或联系申请人更名');
  await ctx.db.transaction(async (tx) => {
    const enterprise = await insertEnterprise(tx, {
      name: application.name,
      contactName: application.contactName,
      contactPhone: application.contactPhone,
    });
    const done = await closeEnterpriseApplication(tx, id, {
      status: SecondReviewStatus.APPROVED,
      reviewedBy: actor.userId,
      reviewNote: note ?? null,
      enterpriseId: enterprise.id,
    });
    if (!done) throw new AppError('CONFLICT', '该申请已被处理，请刷新后重试');
    await upsertMembership(tx, {
      userId: application.userId,
      enterpriseId: enterprise.id,
      roleId: RoleId.COMPANY_SUPER_ADMIN,
      reviewStatus: ReviewStatus.APPROVED,
      reviewedBy: actor.userId,
    });
    await updateUser(tx, application.userId, { currentEnterpriseId: enterprise.id });
  });
}
