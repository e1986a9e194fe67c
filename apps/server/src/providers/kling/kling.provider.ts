import { type JobPoll, pollSettings, runVendorJob } from '../common/vendor-job';
import { stringOf } from '../common/vendor-request';
import type { ModelProvider, ProviderConfig, ProviderOutputFile } from '../model-provider';
import { ProviderError } from '../provider-error';
import { createKlingCall, type KlingCall } from './kling-client';
import { buildKlingBody, DEFAULT_MODELS, KLING_PATHS, type KlingCapability } from './kling-requests';

const SERVED = Object.keys(DEFAULT_MODELS) as KlingCapability[];

const EXPECTED_MS: Record<KlingCapability, number> = {
  'video.generate': 240_000,
  'video.fromImage': 240_000,
  'video.lipsync': 120_000,
  'image.tryon': 40_000,
};

interface KlingTask {
  task_id?: string;
  task_status?: string;
  task_status_msg?: string;
  task_result?: { videos?: { url?: string }[]; images?: { url?: string }[] };
}

/**
 * Kling (可灵): text/image-to-video, lip-sync and Kolors virtual try-on as async tasks, authenticated with a
 * JWT signed by the secret key. The connection test lists text-to-video tasks (GET /v1/videos/text2video,
 * one per page): it proves both keys sign a valid token and costs nothing.
 */
export function createKlingProvider(config: ProviderConfig): ModelProvider {
  const call = createKlingCall(config);
  const capabilities = config.capabilities.filter((c): c is KlingCapability =>
    SERVED.includes(c as KlingCapability),
  );

  return {
    id: config.id,
    vendor: 'kling',
    capabilities,
    async run(capability, input, ctx) {
      if (!SERVED.includes(capability as KlingCapability))
        throw new ProviderError('not_configured', `kling does not serve ${capability}`);
      const cap = capability as KlingCapability;
      const path = KLING_PATHS[cap];
      const { id, value } = await runVendorJob({
        ctx,
        expectedMs: EXPECTED_MS[cap],
        ...pollSettings(config.options),
        submit: async () => {
          const body = await buildKlingBody(cap, input, config);
          const data = await call<KlingTask>('POST', path, { body, signal: ctx.signal });
          const taskId = stringOf(data?.task_id);
          if (!taskId) throw new ProviderError('unavailable', `kling ${path}: submit answer has no task_id`);
          return taskId;
        },
        poll: (taskId) =>
          pollKling(call, path, taskId, cap === 'image.tryon' ? 'image' : 'video', ctx.signal),
      });
      return { files: value, providerTaskId: id };
    },
    async testConnection(signal) {
      await call('GET', '/v1/videos/text2video?pageNum=1&pageSize=1', { signal, timeoutMs: 15_000 });
      return { ok: true, detail: '已连接可灵开放平台，密钥签名有效' };
    },
  };
}

async function pollKling(
  call: KlingCall,
  path: string,
  taskId: string,
  kind: 'image' | 'video',
  signal: AbortSignal,
): Promise<JobPoll<ProviderOutputFile[]>> {
  const task = await call<KlingTask | null>('GET', `${path}/${encodeURIComponent(taskId)}`, {
    signal,
    notFoundAsNull: true,
  });
  if (!task) return { state: 'gone' };
  switch (task.task_status) {
    case 'succeed': {
      const items = (kind === 'video' ? task.task_result?.videos : task.task_result?.images) ?? [];
      const files = items.flatMap((item): ProviderOutputFile[] => {
        const url = stringOf(item?.url);
        if (!url) return [];
        return [kind === 'video' ? { kind, url, mime: 'video/mp4' } : { kind, url }];
      });
      if (files.length === 0)
        return {
          state: 'failed',
          error: new ProviderError('unavailable', `kling ${taskId}: succeeded without output`),
        };
      return { state: 'done', value: files };
    }
    case 'failed':
      return { state: 'failed', error: taskFailure(taskId, task.task_status_msg ?? 'task failed') };
    default:
      // submitted, processing: Kling reports no percentage.
      return { state: 'running' };
  }
}

/**
 * A failed task carries only a message, no code. Moderation failures read as risk-control / sensitive-content
 * notices, vendor-side breakdowns as internal errors or timeouts (worth another job); anything else is a final
 * generation failure.
 */
function taskFailure(taskId: string, message: string): ProviderError {
  const detail = `kling task ${taskId}: ${message}`;
  if (/risk|sensitive|inappropriate|violat|风控|敏感|违规|审核|安全/i.test(message))
    return new ProviderError('content_refused', detail);
  if (/internal|timeout|timed out|system (error|busy)|内部|超时|系统繁忙/i.test(message))
    return new ProviderError('unavailable', detail);
  return new ProviderError('failed', detail);
}
