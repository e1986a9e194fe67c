import { EnterpriseStatus, ReviewStatus, SecondReviewStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { findMembership } from '../enterprises/enterprises.repository';
import { appendLedgerEntry, type Tx } from './ledger.repository';
import {
  appendPoolEntry,
  autoIssueRecipients,
  closePointsApplication,
  insertPointsApplication,
  lockEnterprise,
  lockPointsApplication,
  pendingPointsApplicationOf,
} from './points.repository';
import { announceBalance, getCostSetting } from './points.service';

/** The platform tops up a company's pool; every change of the pool is an entry (enterprise_pool_ledger). */
export async function creditEnterprisePool(
  ctx: AppContext,
  actor: Actor,
  enterpriseId: number,
  amount: number,
  note: string,
) {
  await ctx.db.transaction(async (tx) => {
    const enterprise = await lockEnterprise(tx, enterpriseId);
    if (!enterprise) throw new AppError('NOT_FOUND', '企业不存在');
    if (enterprise.status === EnterpriseStatus.DELETED)
      throw new AppError('CONFLICT', '企业已删除，不能充值');
    await appendPoolEntry(tx, {
      enterpriseId,
      delta: amount,
      poolAfter: enterprise.pointsPool + amount,
      kind: 'platform_credit',
      usage: note || '平台充值',
      actorId: actor.userId,
    });
  });
}

/**
 * Moves points from the company pool to a member as applied points: the pool entry, the member's ledger entry
 * and both balances change in one transaction, or nothing does.
 */
async function grantInTx(
  tx: Tx,
  input: { enterpriseId: number; memberId: number; amount: number; usage: string; actorId: number },
) {
  const enterprise = await lockEnterprise(tx, input.enterpriseId);
  if (!enterprise) throw new AppError('NOT_FOUND', '企业不存在');
  const membership = await findMembership(tx, input.memberId, input.enterpriseId);
  if (!membership || membership.reviewStatus !== ReviewStatus.APPROVED) {
    throw new AppError('NOT_FOUND', '该成员不存在或未通过审核');
  }
  if (enterprise.pointsPool < input.amount) {
    throw new AppError('CONFLICT', `企业制作栗余额不足（剩余 ${enterprise.pointsPool}），请联系平台充值`);
  }
  await appendPoolEntry(tx, {
    enterpriseId: input.enterpriseId,
    delta: -input.amount,
    poolAfter: enterprise.pointsPool - input.amount,
    kind: 'grant',
    usage: input.usage,
    actorId: input.actorId,
    memberId: input.memberId,
  });
  return appendLedgerEntry(tx, {
    userId: input.memberId,
    enterpriseId: input.enterpriseId,
    applyDelta: input.amount,
    giftDelta: 0,
    kind: 'grant',
    usage: input.usage,
    actorId: input.actorId,
  });
}

export async function grantToMember(
  ctx: AppContext,
  actor: Actor,
  enterpriseId: number,
  memberId: number,
  amount: number,
  note: string,
) {
  const result = await ctx.db.transaction((tx) =>
    grantInTx(tx, { enterpriseId, memberId, amount, usage: note || '企业管理员分配', actorId: actor.userId }),
  );
  await announceBalance(ctx, memberId, result.applyAfter, result.giftAfter);
}

export async function applyForPoints(ctx: AppContext, actor: Actor, amount: number, reason: string) {
  if (!actor.enterpriseId || actor.userStatus !== ReviewStatus.APPROVED) {
    throw new AppError('FORBIDDEN', '请先加入企业并通过审核后再申请制作栗');
  }
  if (await pendingPointsApplicationOf(ctx.db, actor.userId, actor.enterpriseId)) {
    throw new AppError('CONFLICT', '您已有一份待审核的制作栗申请，请等待管理员处理');
  }
  return insertPointsApplication(ctx.db, {
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
    amount,
    reason,
    status: SecondReviewStatus.PENDING,
  });
}

/** Approval grants from the pool (the admin may grant less than asked); both happen or neither. */
export async function reviewPointsApplication(
  ctx: AppContext,
  actor: Actor,
  enterpriseId: number,
  input: { id: number; action: 'approve' | 'reject'; grantedAmount?: number; note?: string },
) {
  const granted = await ctx.db.transaction(async (tx) => {
    const application = await lockPointsApplication(tx, input.id, enterpriseId);
    if (!application) throw new AppError('NOT_FOUND', '申请不存在');
    if (application.status !== SecondReviewStatus.PENDING)
      throw new AppError('CONFLICT', '该申请已被处理，请刷新后重试');
    if (input.action === 'reject') {
      await closePointsApplication(tx, input.id, {
        status: SecondReviewStatus.REJECTED,
        reviewedBy: actor.userId,
        reviewNote: input.note ?? null,
      });
      return null;
    }
    const amount = input.grantedAmount ?? application.amount;
    const result = await grantInTx(tx, {
      enterpriseId,
      memberId: application.userId,
      amount,
      usage: '制作栗申请通过',
      actorId: actor.userId,
    });
    await closePointsApplication(tx, input.id, {
      status: SecondReviewStatus.APPROVED,
      grantedAmount: amount,
      reviewedBy: actor.userId,
      reviewNote: input.note ?? null,
    });
    return { userId: application.userId, ...result };
  });
  if (granted) await announceBalance(ctx, granted.userId, granted.applyAfter, granted.giftAfter);
}

/** The calendar day in China, which is when "once a day" turns over for our users. */
export function chinaDay(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * autoIssue companies' approved members get pointsPerDay gifted points once per China calendar day. The
 * idempotency key makes a second run on the same day (a retry, a second worker) grant nothing.
 */
export async function runDailyGrant(ctx: AppContext, now = new Date()) {
  const day = chinaDay(now);
  const setting = await getCostSetting(ctx);
  const perDay = typeof setting.pointsPerDay === 'number' ? setting.pointsPerDay : 0;
  if (perDay <= 0) return { day, granted: 0, skipped: 0 };
  let granted = 0;
  let skipped = 0;
  for (const r of await autoIssueRecipients(ctx.db)) {
    const result = await ctx.db.transaction((tx) =>
      appendLedgerEntry(tx, {
        userId: r.userId,
        enterpriseId: r.enterpriseId,
        applyDelta: 0,
        giftDelta: perDay,
        kind: 'daily',
        usage: '每日赠送制作栗',
        idempotencyKey: `daily:${day}`,
      }),
    );
    if (result.replayed) skipped++;
    else {
      granted++;
      await announceBalance(ctx, r.userId, result.applyAfter, result.giftAfter);
    }
  }
  return { day, granted, skipped };
}
