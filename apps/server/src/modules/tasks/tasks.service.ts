import { randomUUID } from 'node:crypto';
import {
  CAPABILITY_LABELS,
  type SubmitTaskBody,
  TASK_TYPE_INFO,
  TASK_TYPES,
  type TaskCatalogueItem,
  TaskStatus,
  type TaskView,
  taskUnitCost,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { findOwnFiles } from '../files/files.repository';
import { announceSpend, getCostSetting, spendInTx } from '../points/points.service';
import { parseTaskRequest } from './task-params';
import { enqueueTask } from './task-queue';
import { finishRejected } from './task-settlement';
import { announceTask, taskView, taskViews } from './task-view';
import {
  findTask,
  findTaskByIdempotencyKey,
  insertTask,
  listTasks,
  setTaskFields,
  type TaskRow,
} from './tasks.repository';

/**
 * Submit (DESIGN.md §5, §6): validate, check inputs and that a provider serves the task, then in ONE
 * transaction insert the task and reserve its cost; enqueue after commit. No provider, bad params or too few
 * points: nothing is written and nothing is charged. The same idempotency key returns the first task.
 */
export async function submitTask(
  ctx: AppContext,
  actor: Actor,
  body: Required<Pick<SubmitTaskBody, 'type' | 'count'>> & SubmitTaskBody,
): Promise<TaskView> {
  const req = parseTaskRequest(body.type, body.params ?? {}, body.count);
  if (body.idempotencyKey) {
    const existing = await findTaskByIdempotencyKey(ctx.db, actor.userId, body.idempotencyKey);
    if (existing) return taskView(ctx, existing);
  }
  await checkInputs(ctx, actor, req.inputs);
  const info = TASK_TYPE_INFO[req.type];
  const provider = await ctx.providers.forCapability(info.capability);
  if (!provider)
    throw new AppError('PROVIDER_NOT_CONFIGURED', await ctx.providers.missingReason(info.capability), {
      capability: info.capability,
    });

  const setting = await getCostSetting(ctx);
  const unitCost = taskUnitCost(setting, req.type);
  const id = randomUUID();
  let row: TaskRow & { spent: Awaited<ReturnType<typeof spendInTx>> };
  try {
    row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertTask(tx, {
        id,
        userId: actor.userId,
        enterpriseId: actor.enterpriseId,
        type: req.type,
        mediaType: info.mediaType,
        count: req.count,
        costPoints: unitCost * req.count,
        params: req.params,
        idempotencyKey: body.idempotencyKey ?? null,
        provider: provider.config.id,
        queueName: `task.run.${provider.config.vendor}`,
      });
      const spent = await spendInTx(tx, setting, {
        userId: actor.userId,
        enterpriseId: actor.enterpriseId,
        key: req.type,
        unitCost,
        count: req.count,
        usage: `${info.label}${req.count > 1 ? ` ×${req.count}` : ''}`,
        taskId: id,
        idempotencyKey: `task:${id}`,
      });
      return { ...inserted, ledgerEntryId: spent.entryId, spent };
    });
  } catch (err) {
    // Two submits with one idempotency key raced: the unique index kept the first; answer with it.
    if (body.idempotencyKey && isUniqueViolation(err)) {
      const existing = await findTaskByIdempotencyKey(ctx.db, actor.userId, body.idempotencyKey);
      if (existing) return taskView(ctx, existing);
    }
    throw err;
  }
  if (row.ledgerEntryId) {
    await setTaskFields(ctx.db, id, { ledgerEntryId: row.ledgerEntryId });
    await announceSpend(ctx, actor.userId, row.spent);
  }
  await enqueueTask(ctx, row);
  const view = await taskView(ctx, row);
  await announceTask(ctx, row);
  return view;
}

async function checkInputs(
  ctx: AppContext,
  actor: Actor,
  inputs: ReturnType<typeof parseTaskRequest>['inputs'],
) {
  const rows = await findOwnFiles(ctx.db, actor.userId, [...new Set(inputs.map((i) => i.fileId))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const input of inputs) {
    const row = byId.get(input.fileId);
    if (!row) throw new AppError('VALIDATION_FAILED', `${input.field}：文件不存在或无权使用`);
    if (row.kind !== input.kind) {
      const want = { image: '图片', video: '视频', audio: '音频' }[input.kind];
      throw new AppError('VALIDATION_FAILED', `${input.field}：请上传${want}文件`);
    }
  }
}

export async function getTask(ctx: AppContext, actor: Actor, id: string): Promise<TaskView> {
  return taskView(ctx, await ownTask(ctx, actor, id));
}

export async function listOwnTasks(ctx: AppContext, actor: Actor, query: Parameters<typeof listTasks>[2]) {
  const { items, total } = await listTasks(ctx.db, actor.userId, query);
  return { items: await taskViews(ctx, items), total };
}

/** Cancel a queued or running task: rejected and refunded at once; a running worker notices and stops. */
export async function cancelTask(ctx: AppContext, actor: Actor, id: string): Promise<TaskView> {
  const row = await ownTask(ctx, actor, id);
  if (row.status !== TaskStatus.NOT_STARTED && row.status !== TaskStatus.IN_PROGRESS)
    throw new AppError('TASK_STATE_CONFLICT', '任务已结束，无法取消');
  const done = await finishRejected(ctx, row.id, 'cancelled', '已取消');
  if (!done) throw new AppError('TASK_STATE_CONFLICT', '任务已结束，无法取消');
  return taskView(ctx, done);
}

/** Retry a failed task: a new task with the same inputs, charged again (its own ledger entry). */
export async function retryTask(ctx: AppContext, actor: Actor, id: string): Promise<TaskView> {
  const row = await ownTask(ctx, actor, id);
  if (row.status !== TaskStatus.REJECTED)
    throw new AppError('TASK_STATE_CONFLICT', '只有失败或已取消的任务可以重试');
  const view = await submitTask(ctx, actor, {
    type: row.type,
    params: row.params as Record<string, unknown>,
    count: row.count,
    idempotencyKey: `retry:${row.id}:${randomUUID()}`,
  });
  await setTaskFields(ctx.db, view.id, { retryOf: row.id });
  return { ...view, retryOf: row.id };
}

export async function taskCatalogue(ctx: AppContext): Promise<TaskCatalogueItem[]> {
  const setting = await getCostSetting(ctx);
  const providers = await ctx.providers.all();
  return Promise.all(
    TASK_TYPES.map(async (type) => {
      const info = TASK_TYPE_INFO[type];
      const serving = providers.filter((p) => p.enabled && p.provider.capabilities.includes(info.capability));
      return {
        type,
        label: info.label,
        capability: CAPABILITY_LABELS[info.capability],
        mediaType: info.mediaType,
        unitCost: taskUnitCost(setting, type),
        maxCount: info.maxCount,
        available: serving.length > 0,
        reason: serving.length > 0 ? null : await ctx.providers.missingReason(info.capability),
        providers: serving.map((p) => p.config.name),
      };
    }),
  );
}

async function ownTask(ctx: AppContext, actor: Actor, id: string): Promise<TaskRow> {
  const row = await findTask(ctx.db, id);
  // Another user's task is reported as missing: ids are not a way to learn what others make.
  if (!row || row.userId !== actor.userId) throw new AppError('NOT_FOUND', '任务不存在');
  return row;
}

export { announceTask };
