import { costOf, ErrorCode, type IntegralSetting } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import { type BalanceView, toBalanceView } from './balance';
import {
  appendLedgerEntry,
  findEntry,
  findEntryByKey,
  type LedgerChange,
  spendAtomically,
  type Tx,
} from './ledger.repository';
import { findAccount, listHistory, loadCostRows } from './points.repository';

export async function getBalance(ctx: AppContext, userId: number): Promise<BalanceView> {
  const account = await findAccount(ctx.db, userId);
  return toBalanceView(account?.applyIntegral ?? 0, account?.giftIntegral ?? 0);
}

export async function getCostSetting(ctx: AppContext): Promise<IntegralSetting> {
  const { flat, tasks } = await loadCostRows(ctx.db);
  const setting: IntegralSetting = {
    taskCosts: tasks.map((t) => ({ key: t.key, costPoints: t.costPoints })),
  };
  for (const row of flat) setting[row.key] = row.value;
  return setting;
}

const FILTERS = { 0: 'all', 1: 'consume', 2: 'gain' } as const;

/** Spec §3 history items: usage, createAt in seconds, signed points. */
export async function getHistory(
  ctx: AppContext,
  userId: number,
  costType: 0 | 1 | 2,
  offset: number,
  limit: number,
) {
  const rows = await listHistory(ctx.db, userId, FILTERS[costType], offset, limit + 1);
  return {
    list: rows.slice(0, limit).map((r) => ({
      id: r.id,
      usage: r.usage,
      createAt: Math.floor(r.createdAt.getTime() / 1000),
      points: r.points,
    })),
    hasMore: rows.length > limit,
  };
}

/** Tells every open stream of the user the new balance; called after the transaction committed. */
export async function announceBalance(
  ctx: AppContext,
  userId: number,
  applyIntegral: number,
  giftIntegral: number,
) {
  await ctx.events
    .publish(userId, { type: 'balance', data: { applyIntegral, giftIntegral } })
    .catch((err) => ctx.log.warn({ err, userId }, 'balance event not published'));
}

export interface SpendRequest {
  userId: number;
  enterpriseId?: number | null;
  /** Cost key of spec §3 (task type or flat key). */
  key: string;
  /** The cost of one unit when the caller resolved it already (task types fall back to their flat key). */
  unitCost?: number;
  count: number;
  usage: string;
  taskId?: string | null;
  idempotencyKey?: string | null;
}

export interface SpendResult {
  cost: number;
  entryId: number | null;
  replayed: boolean;
  balance: BalanceView;
}

/**
 * Charges cost(key) × count (spec §5), gifted points first, inside the caller's transaction. Refused with
 * 400403 and the estimated cost and available balance when the balance does not cover it. A repeated
 * idempotency key charges nothing more. A zero cost writes no entry.
 */
export function spendInTx(tx: Tx, setting: IntegralSetting, req: SpendRequest): Promise<SpendResult> {
  return spend(tx, { tx }, setting, req);
}

async function spend(
  tx: Tx,
  on: { tx: Tx } | { handle: DatabaseHandle },
  setting: IntegralSetting,
  req: SpendRequest,
): Promise<SpendResult> {
  const cost = req.unitCost !== undefined ? req.unitCost * req.count : costOf(setting, req.key, req.count);
  const replay = async (): Promise<SpendResult | null> => {
    if (!req.idempotencyKey) return null;
    const existing = await findEntryByKey(tx, req.userId, req.idempotencyKey);
    if (!existing) return null;
    const account = await findAccount(tx, req.userId);
    return {
      cost: -(existing.applyDelta + existing.giftDelta),
      entryId: existing.id,
      replayed: true,
      balance: toBalanceView(account?.applyIntegral ?? 0, account?.giftIntegral ?? 0),
    };
  };
  const replayed = await replay();
  if (replayed) return replayed;
  if (cost === 0) {
    const account = await findAccount(tx, req.userId);
    return {
      cost,
      entryId: null,
      replayed: false,
      balance: toBalanceView(account?.applyIntegral ?? 0, account?.giftIntegral ?? 0),
    };
  }
  const spent = await spendAtomically(on, {
    userId: req.userId,
    enterpriseId: req.enterpriseId ?? null,
    cost,
    usage: req.usage,
    taskId: req.taskId ?? null,
    idempotencyKey: req.idempotencyKey ?? null,
  });
  if (spent.entryId === null) {
    throw new AppError('POINTS_INSUFFICIENT', `制作栗不足，预计消耗 ${cost}，可用 ${spent.total}`, {
      cost,
      balance: spent.total,
    });
  }
  return {
    cost,
    entryId: spent.entryId,
    replayed: false,
    balance: toBalanceView(spent.applyAfter, spent.giftAfter),
  };
}

/** spendInTx in its own transaction, followed by the live balance event. */
export async function spendPoints(ctx: AppContext, req: SpendRequest): Promise<SpendResult> {
  const setting = await getCostSetting(ctx);
  let result: SpendResult;
  try {
    // One statement is atomic on its own: no explicit transaction, one round trip.
    result = await spend(ctx.db, { handle: ctx.database }, setting, req);
  } catch (err) {
    // Two submits with the same idempotency key raced past the lookup: the unique index stopped the second.
    if (req.idempotencyKey && isUniqueViolation(err)) result = await spendInTx(ctx.db, setting, req);
    else throw err;
  }
  if (result.entryId && !result.replayed) await announceSpend(ctx, req.userId, result);
  return result;
}

/** The live balance after a spend, once it has committed (spendInTx callers call this after their commit). */
export function announceSpend(ctx: AppContext, userId: number, result: SpendResult) {
  return announceBalance(ctx, userId, result.balance.applyIntegral, result.balance.giftIntegral);
}

/**
 * Gives back exactly what a consume entry took, to the buckets it came from, once: the refund's idempotency
 * key is derived from the entry.
 */
export async function refundInTx(tx: Tx, entryId: number, usage: string) {
  const entry = await findEntry(tx, entryId);
  if (entry?.kind !== 'consume') throw new AppError('NOT_FOUND', '要退还的消耗记录不存在');
  return appendLedgerEntry(tx, {
    userId: entry.userId,
    enterpriseId: entry.enterpriseId,
    applyDelta: -entry.applyDelta,
    giftDelta: -entry.giftDelta,
    kind: 'refund',
    usage,
    taskId: entry.taskId,
    idempotencyKey: `refund:${entry.id}`,
  });
}

/** A credit of applied or gifted points (grants, daily gifts, top-ups), with the live event after commit. */
export async function creditPoints(ctx: AppContext, change: LedgerChange) {
  if (change.applyDelta < 0 || change.giftDelta < 0) throw new AppError('BAD_REQUEST', '发放数量必须为正数');
  const result = await ctx.db.transaction((tx) => appendLedgerEntry(tx, change));
  if (!result.replayed) await announceBalance(ctx, change.userId, result.applyAfter, result.giftAfter);
  return result;
}

export const isPointsInsufficient = (err: unknown) =>
  err instanceof AppError && err.code === ErrorCode.POINTS_INSUFFICIENT;
