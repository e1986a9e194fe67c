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
  /** A worker that stops sending heartbeats this long is taken for dead; its job is retried elsewhere. */
  heartbeatSeconds?: number;
  /** Longest one attempt may run. */
  expireInSeconds?: number;
  handler: (payload: z.infer<S>, ctx: AppContext, job: JobAttempt) => Promise<unknown>;
}

/** What a handler knows about the attempt it runs: retries left decide whether a failure is final. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
  signal: AbortSignal;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
