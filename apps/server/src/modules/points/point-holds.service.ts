import type { IntegralSetting } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import type { Tx } from './ledger.repository';
import { deleteHold, findExpiredHolds, insertHold } from './point-holds.repository';
import {
  announceBalance,
  refundInTx,
  type SpendRequest,
  type SpendResult,
  spendInTx,
} from './points.service';

/**
 * Charges for work that runs inside a request (spec §5 cost rule, one consume entry) and keeps the charge
 * open until `closeHold` or `refundHold`. A hold nobody closes — the process died mid-work — is refunded by
 * `sweepExpiredHolds` after `ttlMs`, so the user never pays for work that never finished.
 */
export async function spendWithHold(
  tx: Tx,
  setting: IntegralSetting,
  req: SpendRequest,
  hold: { refundUsage: string; ttlMs: number },
): Promise<SpendResult> {
  const spent = await spendInTx(tx, setting, req);
  if (spent.entryId !== null && !spent.replayed) {
    await insertHold(tx, {
      entryId: spent.entryId,
      userId: req.userId,
      refundUsage: hold.refundUsage,
      expiresAt: new Date(Date.now() + hold.ttlMs),
    });
  }
  return spent;
}

/** The work succeeded: the charge stands. */
export async function closeHold(tx: Tx, entryId: number | null): Promise<void> {
  if (entryId !== null) await deleteHold(tx, entryId);
}

/**
 * The work failed: refund the charge with its own entry, unless the sweeper already did. Returns the refund
 * (null when there was nothing left to refund); announce it with `announceRefund` after commit.
 */
export async function refundHold(tx: Tx, entryId: number | null, usage?: string) {
  if (entryId === null) return null;
  if (!(await deleteHold(tx, entryId))) return null;
  return refundInTx(tx, entryId, usage ?? '退还');
}

export async function announceRefund(
  ctx: AppContext,
  userId: number,
  refund: Awaited<ReturnType<typeof refundHold>>,
) {
  if (refund && !refund.replayed) await announceBalance(ctx, userId, refund.applyAfter, refund.giftAfter);
}

/** Refunds every expired hold, each in its own transaction. */
export async function sweepExpiredHolds(ctx: AppContext, now = new Date()): Promise<number> {
  let refunded = 0;
  for (const hold of await findExpiredHolds(ctx.db, now)) {
    const refund = await ctx.db.transaction(async (tx) => {
      if (!(await deleteHold(tx, hold.entryId))) return null;
      return refundInTx(tx, hold.entryId, hold.refundUsage);
    });
    if (refund) {
      refunded++;
      await announceRefund(ctx, hold.userId, refund);
    }
  }
  return refunded;
}
