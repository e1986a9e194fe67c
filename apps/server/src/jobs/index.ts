import { dailyGrantJob } from './daily-grant.job';
import type { JobDefinition } from './job-definition';
import { purgeSessionsJob } from './purge-sessions.job';

/** Every job the system knows. Later capabilities add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  purgeSessionsJob,
  dailyGrantJob,
] as unknown as JobDefinition[];
