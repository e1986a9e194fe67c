import type { AppContext } from '../../app-context';
import { setTaskFields, type TaskRow } from './tasks.repository';

/** Queue names: one per vendor, so a slow vendor cannot starve the others (jobs/task-run.job.ts). */
export const taskQueueName = (vendor: string) => `task.run.${vendor}`;

/**
 * Enqueues after the submit committed. Should the process die in between, the sweeper finds the queued
 * task without a job and enqueues it then.
 */
export async function enqueueTask(ctx: AppContext, row: TaskRow): Promise<void> {
  const queue = row.queueName ?? taskQueueName('local');
  const jobId = await ctx.queue.send(
    queue,
    { taskId: row.id },
    {
      retryLimit: ctx.config.tasks.retryLimit,
      heartbeatSeconds: ctx.config.tasks.heartbeatSeconds,
    },
  );
  if (jobId) await setTaskFields(ctx.db, row.id, { jobId, queueName: queue });
}
