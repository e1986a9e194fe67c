import type { Capability } from '@lizi/shared';
import type { ModelProvider, ProviderConfig } from '../model-provider';
import { ProviderError } from '../provider-error';
import { createArkCall } from './ark-client';
import { runSeedream } from './ark-images';
import { runSeedance } from './ark-video';

/** Used when the back office (or env) names no model for a capability; endpoint ids (ep-…) work as well. */
const DEFAULT_MODELS = {
  'image.generate': 'doubao-seedream-4-0-250828',
  'image.edit': 'doubao-seedream-4-0-250828',
  'video.generate': 'doubao-seedance-1-0-pro-250528',
  'video.fromImage': 'doubao-seedance-1-0-pro-250528',
} as const satisfies Partial<Record<Capability, string>>;

type ArkCapability = keyof typeof DEFAULT_MODELS;
const SERVED = Object.keys(DEFAULT_MODELS) as ArkCapability[];

/**
 * Volcengine Ark (火山方舟): Seedream images (synchronous) and Seedance videos (async tasks), Bearer API key.
 * The connection test lists video generation tasks (GET /contents/generations/tasks, one per page): it needs
 * a valid key, costs nothing and works on every account, unlike a model call.
 */
export function createArkProvider(config: ProviderConfig): ModelProvider {
  const call = createArkCall(config);
  const modelFor = (capability: ArkCapability) => config.models[capability] || DEFAULT_MODELS[capability];
  const capabilities = config.capabilities.filter((c): c is ArkCapability =>
    SERVED.includes(c as ArkCapability),
  );

  return {
    id: config.id,
    vendor: 'ark',
    capabilities,
    async run(capability, input, ctx) {
      switch (capability) {
        case 'image.generate':
        case 'image.edit':
          return runSeedream(call, modelFor(capability), capability === 'image.edit', input, ctx);
        case 'video.generate':
        case 'video.fromImage':
          return runSeedance(
            call,
            modelFor(capability),
            capability === 'video.fromImage',
            input,
            ctx,
            config.options,
          );
        default:
          throw new ProviderError('not_configured', `ark does not serve ${capability}`);
      }
    },
    async testConnection(signal) {
      const answer = await call<{ total?: number }>(
        'GET',
        '/contents/generations/tasks?page_num=1&page_size=1',
        {
          signal,
          timeoutMs: 15_000,
        },
      );
      return { ok: true, detail: `已连接火山方舟，近 7 天视频生成任务 ${answer?.total ?? 0} 个` };
    },
  };
}
