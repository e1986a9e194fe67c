import { TaskStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { enqueueTask } from './task-queue';
import { finishRejected } from './task-settlement';
import { findStaleTasks } from './tasks.repository';

/**
 * Keeps the promise that every paid task ends (DESIGN.md §6): a queued task whose job was never created (the
 * process died between commit and enqueue) is enqueued; a task whose job pg-boss gave up on (retries spent on
 * crashed workers) is rejected and refunded. Tasks with a live job are left alone, however slow.
 */
export async function sweepTasks(ctx: AppContext): Promise<{ enqueued: number; rejected: number }> {
  let enqueued = 0;
  let rejected = 0;
  for (const task of await findStaleTasks(ctx.db, 120)) {
    const job =
      task.jobId && task.queueName
        ? await ctx.queue.boss.getJobById(task.queueName, task.jobId).catch(() => null)
        : null;
    const state = job?.state;
    if (state === 'created' || state === 'retry' || state === 'active') continue;
    if (!job && task.status === TaskStatus.NOT_STARTED) {
      await enqueueTask(ctx, task);
      enqueued++;
    } else if (await finishRejected(ctx, task.id, 'lost', '任务执行中断，已退还制作栗，请重试')) {
      rejected++;
    }
  }
  return { enqueued, rejected };
}
