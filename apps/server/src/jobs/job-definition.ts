import type { z } from 'zod';
import type { AppContext } from '../app-context';

/**
 * Jobs are data (DESIGN.md §3): a queue name, a payload schema and one handler. The registry refuses to
 * boot with a definition that lacks a handler, so an enqueued job can never sit without a consumer.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Cron schedule (UTC) when the job recurs, e.g. '17 3 * * *'. */
  schedule?: string;
  /** How many of this job one worker process runs at once. */
  concurrency?: number;
  retryLimit?: number;
  handler: (payload: z.infer<S>, ctx: AppContext) => Promise<unknown>;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
