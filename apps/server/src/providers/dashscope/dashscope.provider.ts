import { pollSettings, runVendorJob } from '../common/vendor-job';
import type { ModelProvider, ProviderConfig } from '../model-provider';
import { ProviderError } from '../provider-error';
import { createDashScopeCall } from './dashscope-client';
import { buildSubmission, type DashScopeCapability, DEFAULT_MODELS } from './dashscope-requests';
import { createTaskPoller, joinTaskIds, submitTask } from './dashscope-tasks';

const SERVED = Object.keys(DEFAULT_MODELS) as DashScopeCapability[];

/** Typical run times, for the progress estimate (DashScope reports progress only for multi-image tasks). */
const EXPECTED_MS: Record<DashScopeCapability, number> = {
  'image.generate': 30_000,
  'image.edit': 30_000,
  'image.inpaint': 30_000,
  'image.upscale': 30_000,
  'image.tryon': 45_000,
  'video.generate': 180_000,
  'video.fromImage': 180_000,
  'video.lipsync': 120_000,
};

/**
 * Alibaba Cloud Model Studio (DashScope, 阿里云百炼): qwen-image, wanx2.1-imageedit, aitryon, Wan video and
 * videoretalk, all as async tasks (X-DashScope-Async: enable) polled at GET /tasks/{task_id}. The connection
 * test pages the task list (GET /tasks/?page_no=1&page_size=1): it needs a valid key and costs nothing.
 */
export function createDashScopeProvider(config: ProviderConfig): ModelProvider {
  const call = createDashScopeCall(config);
  const capabilities = config.capabilities.filter((c): c is DashScopeCapability =>
    SERVED.includes(c as DashScopeCapability),
  );

  return {
    id: config.id,
    vendor: 'dashscope',
    capabilities,
    async run(capability, input, ctx) {
      if (!SERVED.includes(capability as DashScopeCapability))
        throw new ProviderError('not_configured', `dashscope does not serve ${capability}`);
      const cap = capability as DashScopeCapability;
      const { id, value } = await runVendorJob({
        ctx,
        expectedMs: EXPECTED_MS[cap],
        ...pollSettings(config.options),
        submit: async () => {
          const submission = await buildSubmission(cap, input, config, call, ctx.signal);
          const ids: string[] = [];
          for (let i = 0; i < submission.tasks; i++) {
            // Save each partial list too: a crash between submits must not lose the tasks already paid for.
            if (ids.length > 0) await ctx.saveProviderTaskId(joinTaskIds(ids));
            ids.push(
              await submitTask(call, submission.path, submission.body, submission.ossResolve, ctx.signal),
            );
          }
          return joinTaskIds(ids);
        },
        poll: createTaskPoller(call, ctx.signal),
      });
      return { files: value, providerTaskId: id };
    },
    async testConnection(signal) {
      const answer = await call<{ total?: number }>('GET', '/tasks/?page_no=1&page_size=1', {
        signal,
        timeoutMs: 15_000,
      });
      return { ok: true, detail: `已连接阿里云百炼，近期异步任务 ${answer?.total ?? 0} 个` };
    },
  };
}
