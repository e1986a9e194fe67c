import { TASK_TYPE_INFO, type TaskStatusValue, type TaskType, type TaskView } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { fileViewOf } from '../files/file-urls';
import { findTaskOutputs } from '../files/files.repository';
import { findWorkIdsByFiles } from '../works/works.repository';
import type { TaskRow } from './tasks.repository';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** Tasks as the API and the `task` event show them, outputs with signed URLs. */
export async function taskViews(ctx: AppContext, rows: TaskRow[]): Promise<TaskView[]> {
  const outputs = await findTaskOutputs(
    ctx.db,
    rows.map((r) => r.id),
  );
  const workIds = await findWorkIdsByFiles(
    ctx.db,
    outputs.map((f) => f.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const type = row.type as TaskType;
      const own = outputs.filter((f) => f.taskId === row.id);
      return {
        id: row.id,
        type,
        typeLabel: TASK_TYPE_INFO[type]?.label ?? row.type,
        mediaType: (row.mediaType ?? 'image') as TaskView['mediaType'],
        status: row.status as TaskStatusValue,
        progress: row.progress,
        count: row.count,
        costPoints: row.costPoints,
        params: row.params as Record<string, unknown>,
        outputs: await Promise.all(
          own.map(async (f) => ({ ...(await fileViewOf(ctx, f)), workId: workIds.get(f.id) ?? null })),
        ),
        provider: row.provider,
        errorCode: row.errorCode,
        errorMsg: row.errorMsg,
        createAt: seconds(row.createdAt) as number,
        finishAt: seconds(row.finishedAt),
        retryOf: row.retryOf,
      };
    }),
  );
}

export async function taskView(ctx: AppContext, row: TaskRow): Promise<TaskView> {
  const [view] = await taskViews(ctx, [row]);
  return view as TaskView;
}

/** Pushes the task's current view to its owner's streams (every process, through the event bus). */
export async function announceTask(ctx: AppContext, row: TaskRow): Promise<void> {
  try {
    await ctx.events.publish(row.userId, { type: 'task', data: await taskView(ctx, row) });
  } catch (err) {
    ctx.log.warn({ err, taskId: row.id }, 'task event not published');
  }
}
