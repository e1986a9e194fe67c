import { VENDORS } from '@lizi/shared';
import { z } from 'zod';
import { taskQueueName } from '../modules/tasks/task-queue';
import { runTaskAttempt } from '../modules/tasks/task-runner';
import { sweepTasks } from '../modules/tasks/task-sweeper';
import { defineJob } from './job-definition';

const payload = z.object({ taskId: z.uuid() });

/**
 * One queue per vendor (a slow vendor cannot hold up the others). Local media work is CPU-bound and runs one
 * at a time per process; vendors mostly wait on HTTP and run a few at once. A worker that stops heart-beating
 * for 30 s is taken for dead and its task is picked up again, resuming the vendor job it had started.
 */
export const taskRunJobs = VENDORS.map((vendor) =>
  defineJob({
    name: taskQueueName(vendor),
    payload,
    concurrency: vendor === 'local' ? 1 : 4,
    retryLimit: 3,
    heartbeatSeconds: 30,
    expireInSeconds: 2 * 3600,
    handler: (data, ctx, job) => runTaskAttempt(ctx, data.taskId, job),
  }),
);

export const taskSweepJob = defineJob({
  name: 'tasks.sweep',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  retryLimit: 0,
  handler: (_data, ctx) => sweepTasks(ctx),
});
