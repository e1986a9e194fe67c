import { dailyGrantJob } from './daily-grant.job';
import type { JobDefinition } from './job-definition';
import { purgeSessionsJob } from './purge-sessions.job';
import { taskRunJobs, taskSweepJob } from './task-run.job';

/** Every job the system knows. Later capabilities add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  purgeSessionsJob,
  dailyGrantJob,
  ...taskRunJobs,
  taskSweepJob,
] as unknown as JobDefinition[];
