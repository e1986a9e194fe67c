import { dailyGrantJob } from './daily-grant.job';
import type { JobDefinition } from './job-definition';
import { pointHoldsSweepJob } from './point-holds-sweep.job';
import { purgeSessionsJob } from './purge-sessions.job';
import { taskRunJobs, taskSweepJob } from './task-run.job';

/** Every job the system knows. Later capabilities add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  purgeSessionsJob,
  dailyGrantJob,
  ...taskRunJobs,
  taskSweepJob,
  pointHoldsSweepJob,
] as unknown as JobDefinition[];
