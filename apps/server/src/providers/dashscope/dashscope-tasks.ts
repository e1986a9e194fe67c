import type { JobPoll } from '../common/vendor-job';
import { isRecord, stringOf } from '../common/vendor-request';
import type { ProviderOutputFile } from '../model-provider';
import { ProviderError } from '../provider-error';
import type { DashScopeCall } from './dashscope-client';
import { dashscopeError } from './dashscope-errors';

interface TaskAnswer {
  output?: {
    task_id?: string;
    task_status?: string;
    code?: string;
    message?: string;
    video_url?: string;
    image_url?: string;
    results?: { url?: string; code?: string; message?: string }[];
    task_metrics?: { TOTAL?: number; SUCCEEDED?: number; FAILED?: number };
  };
}

/** Several DashScope tasks of one run travel as one provider task id, joined by commas. */
export const joinTaskIds = (ids: string[]) => ids.join(',');
export const splitTaskIds = (joined: string) => joined.split(',').filter(Boolean);

export async function submitTask(
  call: DashScopeCall,
  path: string,
  body: unknown,
  ossResolve: boolean,
  signal: AbortSignal,
): Promise<string> {
  const answer = await call<TaskAnswer>('POST', path, { body, async: true, ossResolve, signal });
  const id = stringOf(answer?.output?.task_id);
  if (!id) throw new ProviderError('unavailable', `dashscope ${path}: submit answer has no task_id`);
  return id;
}

/**
 * Polls every task behind a (possibly joined) id via GET /tasks/{task_id}. Finished tasks are remembered so
 * they are not asked again; the run is done when all are, failed as soon as one fails.
 */
export function createTaskPoller(call: DashScopeCall, signal: AbortSignal) {
  const finished = new Map<string, ProviderOutputFile[]>();
  return async (joined: string): Promise<JobPoll<ProviderOutputFile[]>> => {
    const ids = splitTaskIds(joined);
    let progressSum = 0;
    let progressKnown = true;
    for (const id of ids) {
      if (finished.has(id)) {
        progressSum += 100;
        continue;
      }
      const answer = await call<TaskAnswer>('GET', `/tasks/${encodeURIComponent(id)}`, { signal });
      const output = answer?.output ?? {};
      switch (output.task_status) {
        case 'SUCCEEDED': {
          const files = filesOf(output);
          if (files.length === 0)
            return { state: 'failed', error: failureOf(output, `dashscope task ${id}: no output`) };
          finished.set(id, files);
          progressSum += 100;
          break;
        }
        case 'FAILED':
          return { state: 'failed', error: failureOf(output, 'task failed') };
        case 'CANCELED':
          return {
            state: 'failed',
            error: new ProviderError('failed', `dashscope task ${id}: canceled at the vendor`),
          };
        case 'UNKNOWN':
          // DashScope's answer for an id it does not know or no longer keeps (task ids live 24 hours).
          return { state: 'gone' };
        default: {
          const metrics = output.task_metrics;
          if (metrics?.TOTAL) progressSum += ((metrics.SUCCEEDED ?? 0) / metrics.TOTAL) * 100;
          else progressKnown = false;
        }
      }
    }
    if (finished.size === ids.length && ids.length > 0)
      return { state: 'done', value: ids.flatMap((id) => finished.get(id) ?? []) };
    // Multi-image tasks report how many images are done; anything else gets the time-based estimate.
    return { state: 'running', progress: progressKnown ? progressSum / ids.length : null };
  };
}

function filesOf(output: NonNullable<TaskAnswer['output']>): ProviderOutputFile[] {
  const files: ProviderOutputFile[] = [];
  const video = stringOf(output.video_url);
  if (video) files.push({ kind: 'video', url: video, mime: 'video/mp4' });
  const image = stringOf(output.image_url);
  if (image) files.push({ kind: 'image', url: image });
  for (const result of Array.isArray(output.results) ? output.results : []) {
    const url = isRecord(result) ? stringOf(result.url) : undefined;
    if (url) files.push({ kind: 'image', url });
  }
  return files;
}

function failureOf(output: NonNullable<TaskAnswer['output']>, fallback: string): ProviderError {
  const failedResult = (Array.isArray(output.results) ? output.results : []).find(
    (r) => isRecord(r) && r.code,
  );
  const code = stringOf(output.code) ?? stringOf(failedResult?.code);
  const message = stringOf(output.message) ?? stringOf(failedResult?.message) ?? fallback;
  return dashscopeError(code, message, null);
}
