import type { RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import { pollUntil } from './http';

/** What one status query of an async vendor job said. */
export type JobPoll<T> =
  | { state: 'running'; progress?: number | null }
  | { state: 'done'; value: T }
  /** The job ended badly; `error` is classified from the vendor's own code and message. */
  | { state: 'failed'; error: ProviderError }
  /** The vendor no longer knows the id (expired, purged). */
  | { state: 'gone' };

export interface VendorJob<T> {
  ctx: RunContext;
  /** Creates the vendor job and returns its id. */
  submit(): Promise<string>;
  poll(id: string): Promise<JobPoll<T>>;
  /** Typical run time, for the progress estimate when the vendor reports none. */
  expectedMs: number;
  pollIntervalMs?: number;
  maxPollIntervalMs?: number;
  timeoutMs?: number;
}

/**
 * Submit-then-poll for every async vendor (DESIGN.md §6). The id is stored right after submit, so a crashed
 * worker's successor resumes polling instead of paying for a second job. One exception: a resumed job whose
 * first answer is a retryable failure (or an id the vendor forgot) is submitted again, because the previous
 * attempt was retried for exactly that failure and polling it again could only fail again.
 */
export async function runVendorJob<T>(job: VendorJob<T>): Promise<{ id: string; value: T }> {
  const { ctx } = job;
  let id = ctx.resumeProviderTaskId;
  let mayResubmit = id !== null;
  if (id === null) id = await submitAndSave(job);
  let jobId: string = id;
  let startedAt = Date.now();
  let reported = 0;
  const report = (percent: number) => {
    const value = Math.min(95, Math.max(reported, Math.round(percent)));
    if (value > reported) {
      reported = value;
      ctx.progress(value);
    }
  };

  return pollUntil(
    async () => {
      const answer = await job.poll(jobId);
      if (answer.state === 'done') return { id: jobId, value: answer.value };
      if (answer.state === 'running') {
        mayResubmit = false;
        report(answer.progress ?? estimateProgress(Date.now() - startedAt, job.expectedMs));
        return undefined;
      }
      const retryable = answer.state === 'gone' || answer.error.retryable;
      if (mayResubmit && retryable) {
        mayResubmit = false;
        ctx.log.warn(
          { providerTaskId: jobId, state: answer.state },
          'resumed vendor job cannot finish; submitting again',
        );
        jobId = await submitAndSave(job);
        startedAt = Date.now();
        return undefined;
      }
      if (answer.state === 'gone')
        throw new ProviderError('unavailable', `vendor job ${jobId} is unknown to the vendor`);
      throw answer.error;
    },
    {
      signal: ctx.signal,
      intervalMs: job.pollIntervalMs,
      maxIntervalMs: job.maxPollIntervalMs,
      timeoutMs: job.timeoutMs,
    },
  );
}

async function submitAndSave<T>(job: VendorJob<T>): Promise<string> {
  const id = await job.submit();
  await job.ctx.saveProviderTaskId(id);
  return id;
}

/**
 * A time-based progress estimate for vendors that report none: rises quickly at first and flattens out,
 * about 60 at the typical duration, never above 95 so that only the result itself shows 100.
 */
export function estimateProgress(elapsedMs: number, expectedMs: number): number {
  if (elapsedMs <= 0 || expectedMs <= 0) return 0;
  return Math.min(95, Math.round(95 * (1 - Math.exp(-elapsedMs / expectedMs))));
}

/** Poll settings from a provider's back-office options (tests and slow vendors tune them). */
export function pollSettings(options: Record<string, unknown>) {
  const num = (key: string) => {
    const value = options[key];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return {
    pollIntervalMs: num('pollIntervalMs') ?? 3_000,
    maxPollIntervalMs: num('maxPollIntervalMs') ?? 15_000,
    timeoutMs: num('pollTimeoutMs') ?? 30 * 60_000,
  };
}
