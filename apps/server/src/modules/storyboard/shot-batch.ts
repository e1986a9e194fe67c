import {
  type ShotBatchResult,
  TASK_TYPE_INFO,
  type TaskType,
  type TaskView,
  taskUnitCost,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { getBalance, getCostSetting } from '../points/points.service';
import { findTaskByIdempotencyKey } from '../tasks/tasks.repository';
import { cancelTask, submitTask } from '../tasks/tasks.service';
import { listShots, type ShotRow, updateShot } from './storyboard.repository';

export interface ShotSubmission {
  shot: ShotRow;
  type: TaskType;
  params: Record<string, unknown>;
  count: number;
  idempotencyKey: string;
}

/** The shots a batch call works on: the named ones (every id checked) or all, in storyboard order. */
export async function targetShots(ctx: AppContext, scriptId: string, shotIds?: string[]): Promise<ShotRow[]> {
  const all = await listShots(ctx.db, scriptId);
  if (!shotIds) {
    if (all.length === 0) throw new AppError('VALIDATION_FAILED', '剧本还没有镜头，请先拆分镜头');
    return all;
  }
  const known = new Set(all.map((s) => s.id));
  const bad = shotIds.find((id) => !known.has(id));
  if (bad) throw new AppError('VALIDATION_FAILED', `shotIds：镜头 ${bad} 不属于该剧本`);
  const wanted = new Set(shotIds);
  return all.filter((s) => wanted.has(s.id));
}

/** 「第 3 镜」 as the user numbers shots: by place in the list, whatever the stored position. */
export const shotLabel = (all: ShotRow[], shot: ShotRow) =>
  `第 ${all.findIndex((s) => s.id === shot.id) + 1} 镜`;

/**
 * Submits one engine task per shot, all or nothing: every capability must be served and the balance must
 * cover the whole batch before the first submit (the 400403 names how many shots it covers); a submit that
 * still fails (a concurrent spend) cancels — and so refunds — the tasks this call made. Repeats of one
 * requestKey find their tasks and charge nothing. The shots then point at their new tasks, in one transaction.
 */
export async function submitShotBatch(
  ctx: AppContext,
  actor: Actor,
  items: ShotSubmission[],
  field: 'imageTaskId' | 'videoTaskId',
  what: string,
): Promise<ShotBatchResult> {
  for (const capability of new Set(items.map((i) => TASK_TYPE_INFO[i.type].capability))) {
    if (!(await ctx.providers.forCapability(capability)))
      throw new AppError('PROVIDER_NOT_CONFIGURED', await ctx.providers.missingReason(capability), {
        capability,
      });
  }
  const setting = await getCostSetting(ctx);
  const fresh: ShotSubmission[] = [];
  for (const item of items)
    if (!(await findTaskByIdempotencyKey(ctx.db, actor.userId, item.idempotencyKey))) fresh.push(item);
  const cost = fresh.reduce((sum, i) => sum + taskUnitCost(setting, i.type) * i.count, 0);
  const { total } = await getBalance(ctx, actor.userId);
  if (cost > total) {
    const units = fresh.reduce((sum, i) => sum + i.count, 0);
    throw new AppError(
      'POINTS_INSUFFICIENT',
      `制作栗不足，${fresh.length} 个镜头共 ${units} 个${what}预计消耗 ${cost}，可用 ${total}`,
      { cost, balance: total, shots: fresh.length },
    );
  }

  const submitted: { shotId: string; task: TaskView; isNew: boolean }[] = [];
  try {
    for (const item of items) {
      const isNew = fresh.includes(item);
      const task = await submitTask(ctx, actor, {
        type: item.type,
        params: item.params,
        count: item.count,
        idempotencyKey: item.idempotencyKey,
      });
      submitted.push({ shotId: item.shot.id, task, isNew });
    }
  } catch (err) {
    for (const done of submitted.filter((s) => s.isNew))
      await cancelTask(ctx, actor, done.task.id).catch(() => undefined);
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    for (const s of submitted.filter((x) => x.isNew)) {
      // A new generation shows its own result: the earlier choice is dropped.
      const chosen = field === 'imageTaskId' ? { imageFileId: null } : { videoFileId: null };
      await updateShot(tx, s.shotId, { [field]: s.task.id, ...chosen });
    }
  });
  return {
    submitted: submitted.map(({ shotId, task }) => ({ shotId, task })),
    cost: submitted.filter((s) => s.isNew).reduce((sum, s) => sum + s.task.costPoints, 0),
  };
}
