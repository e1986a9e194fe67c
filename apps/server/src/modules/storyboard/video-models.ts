import {
  type Capability,
  MODEL_FAMILIES,
  SHOT_VIDEO_DURATIONS,
  type VideoFeatureKey,
  type VideoModelItem,
  type VideoModelList,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import type { ResolvedProvider } from '../providers/provider-registry';

const VIDEO_CAPABILITIES: Capability[] = ['video.fromImage', 'video.generate'];

/** Models named when the entry names none, as each adapter defaults (kept in step with providers/*). */
const DEFAULT_VIDEO_MODEL: Record<string, string> = {
  ark: 'doubao-seedance-1-0-pro-250528',
  dashscope: 'wan2.2-i2v-plus',
  kling: 'kling-v1-6',
  local: 'ffmpeg 运镜',
  comfyui: '工作流',
};

/**
 * What each adapter does with the spec §3 video flags today (read from the mapping tables at the top of
 * providers/ark/ark-video.ts, dashscope/dashscope-requests.ts, kling/kling-requests.ts and the local
 * renderer): a flag not listed is accepted and ignored by that vendor, so the page does not offer it.
 */
const VENDOR_VIDEO: Record<string, { features: VideoFeatureKey[]; twoFrames: boolean; cameraMove: boolean }> =
  {
    ark: { features: ['highDetail'], twoFrames: true, cameraMove: false },
    dashscope: { features: ['highDetail', 'multiCamera'], twoFrames: true, cameraMove: false },
    kling: { features: ['highDetail'], twoFrames: true, cameraMove: false },
    local: { features: [], twoFrames: true, cameraMove: true },
    comfyui: { features: [], twoFrames: false, cameraMove: false },
  };

/** A ComfyUI entry does twoFrames only when its image-to-video template has a {{last_frame}} slot. */
function comfyTwoFrames(entry: ResolvedProvider): boolean {
  const workflows = entry.config.options.workflows as Record<string, unknown> | undefined;
  const graph = workflows?.['video.fromImage'];
  return JSON.stringify(graph ?? '').includes('{{last_frame}}');
}

function itemOf(entry: ResolvedProvider, isDefault: boolean): VideoModelItem {
  const { vendor } = entry.config;
  const caps = VIDEO_CAPABILITIES.filter((c) => entry.provider.capabilities.includes(c));
  const mapping = VENDOR_VIDEO[vendor] ?? { features: [], twoFrames: false, cameraMove: false };
  const fromImage = caps.includes('video.fromImage');
  const twoFrames = fromImage && (vendor === 'comfyui' ? comfyTwoFrames(entry) : mapping.twoFrames);
  return {
    id: entry.config.id,
    name: entry.config.name,
    vendor,
    model:
      entry.config.models['video.fromImage'] ||
      entry.config.models['video.generate'] ||
      DEFAULT_VIDEO_MODEL[vendor] ||
      '默认模型',
    capabilities: caps,
    frameModes: fromImage ? (twoFrames ? ['singleFrame', 'twoFrames'] : ['singleFrame']) : [],
    durations: [...SHOT_VIDEO_DURATIONS],
    features: mapping.features,
    cameraMove: fromImage && mapping.cameraMove,
    // The adapters use their configured model whatever the family; the family travels on the task as asked.
    modelFamilies: [...MODEL_FAMILIES],
    isDefault,
  };
}

/** GET /v1/aitools/video/model/list: the enabled entries serving video, in the order tasks pick them. */
export async function listVideoModels(ctx: AppContext): Promise<VideoModelList> {
  const all = (await ctx.providers.all()).filter(
    (p) => p.enabled && VIDEO_CAPABILITIES.some((c) => p.provider.capabilities.includes(c)),
  );
  const chosen = await ctx.providers.forCapability('video.fromImage');
  const items = all.map((p) => itemOf(p, p.config.id === chosen?.config.id));
  return {
    items,
    hint: chosen ? null : await ctx.providers.missingReason('video.fromImage'),
  };
}
