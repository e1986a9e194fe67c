import { TaskStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { announceBalance, refundInTx } from '../points/points.service';
import { announceTask } from './task-view';
import { type TaskRow, transitionTask } from './tasks.repository';

/**
 * Rejects a task that is not finished yet and refunds its reservation, in one transaction. The conditional
 * state change makes this happen once however many workers, cancels and sweeps race for it. Returns the
 * rejected row, or undefined when the task had already finished.
 */
export async function finishRejected(
  ctx: AppContext,
  taskId: string,
  errorCode: string,
  errorMsg: string,
): Promise<TaskRow | undefined> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await transitionTask(tx, taskId, [TaskStatus.NOT_STARTED, TaskStatus.IN_PROGRESS], {
      status: TaskStatus.REJECTED,
      errorCode,
      errorMsg,
      finishedAt: new Date(),
    });
    if (!row) return undefined;
    const refund = row.ledgerEntryId ? await refundInTx(tx, row.ledgerEntryId, `退还：${errorMsg}`) : null;
    return { row, refund };
  });
  if (!result) return undefined;
  if (result.refund && !result.refund.replayed)
    await announceBalance(ctx, result.row.userId, result.refund.applyAfter, result.refund.giftAfter);
  await announceTask(ctx, result.row);
  return result.row;
}
