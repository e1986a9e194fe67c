import type { Capability } from '@lizi/shared';
import type { InputFile, InputRole, ProviderConfig, ProviderInput } from '../model-provider';
import { ProviderError } from '../provider-error';
import type { DashScopeCall } from './dashscope-client';
import { createUrlResolver } from './dashscope-upload';

export const DEFAULT_MODELS = {
  'image.generate': 'qwen-image',
  'image.edit': 'wanx2.1-imageedit',
  'image.inpaint': 'wanx2.1-imageedit',
  'image.upscale': 'wanx2.1-imageedit',
  'image.tryon': 'aitryon',
  'video.generate': 'wan2.2-t2v-plus',
  'video.fromImage': 'wan2.2-i2v-plus',
  'video.lipsync': 'videoretalk',
} as const satisfies Partial<Record<Capability, string>>;

export type DashScopeCapability = keyof typeof DEFAULT_MODELS;

/** First-and-last-frame video needs a kf2v model even when video.fromImage names an i2v one. */
const DEFAULT_FIRST_LAST_MODEL = 'wan2.2-kf2v-flash';

const PATHS = {
  text2image: '/services/aigc/text2image/image-synthesis',
  image2image: '/services/aigc/image2image/image-synthesis',
  videoSynthesis: '/services/aigc/video-generation/video-synthesis',
  // kf2v (first + last frame) and videoretalk are documented under image2video, the latter with a trailing slash.
  keyframes: '/services/aigc/image2video/video-synthesis',
  retalk: '/services/aigc/image2video/video-synthesis/',
};

/** qwen-image's documented sizes per aspect ratio. */
const QWEN_IMAGE_SIZES: Record<string, string> = {
  '16:9': '1664*928',
  '4:3': '1472*1140',
  '1:1': '1328*1328',
  '3:4': '1140*1472',
  '9:16': '928*1664',
};

/** Wan text-to-video `size` per resolution tier and aspect ratio (the tiers the Wan models document). */
const WAN_SIZES: Record<string, Record<string, string>> = {
  '480P': { '16:9': '832*480', '9:16': '480*832', '1:1': '624*624' },
  '720P': { '16:9': '1280*720', '9:16': '720*1280', '1:1': '960*960', '4:3': '1088*832', '3:4': '832*1088' },
  '1080P': {
    '16:9': '1920*1080',
    '9:16': '1080*1920',
    '1:1': '1440*1440',
    '4:3': '1632*1248',
    '3:4': '1248*1632',
  },
};

export interface DashScopeSubmission {
  path: string;
  body: { model: string; input: Record<string, unknown>; parameters: Record<string, unknown> };
  ossResolve: boolean;
  /** How many identical tasks to submit: qwen-image makes one image per task. */
  tasks: number;
  expectedMs: number;
}

/*
 * Our video flags (spec §3) on Wan:
 *
 * | flag        | Wan                                                                                    |
 * | ----------- | -------------------------------------------------------------------------------------- |
 * | highDetail  | resolution tier 1080P (also the default; option `videoResolution` lowers it)           |
 * | multiCamera | parameters.shot_type 'multi' (wan2.6+, with prompt rewriting on); sent only when set   |
 * | bigMotion   | no parameter: ignored                                                                  |
 * | superFrame  | no parameter (fixed frame rate): ignored                                               |
 * | cameraMove  | no parameter: ignored                                                                  |
 */

/** Picks the model, turns input files into URLs (uploading where needed) and builds the submit body. */
export async function buildSubmission(
  capability: DashScopeCapability,
  input: ProviderInput,
  config: ProviderConfig,
  call: DashScopeCall,
  signal: AbortSignal,
): Promise<DashScopeSubmission> {
  const twoFrames = capability === 'video.fromImage' && !!pick(input.files, 'lastFrame');
  const model = twoFrames
    ? (stringOption(config.options.firstLastFrameModel) ?? DEFAULT_FIRST_LAST_MODEL)
    : config.models[capability] || DEFAULT_MODELS[capability];
  const urls = createUrlResolver(call, model, signal);
  const urlOf = (file: InputFile | undefined, what: string) => {
    if (!file) throw new ProviderError('bad_input', `dashscope ${capability}: no ${what}`);
    return urls.urlOf(file);
  };
  const prompt = input.prompt?.trim() ?? '';
  const tier = input.features?.highDetail
    ? '1080P'
    : (stringOption(config.options.videoResolution) ?? '1080P');
  const video = {
    watermark: false,
    ...(input.durationSeconds ? { duration: input.durationSeconds } : {}),
    ...(input.features?.multiCamera ? { shot_type: 'multi', prompt_extend: true } : {}),
  };
  const source = pick(input.files, 'source') ?? pick(input.files, 'reference');

  let path: string;
  let inputBody: Record<string, unknown>;
  let parameters: Record<string, unknown>;
  let tasks = 1;
  let expectedMs = 30_000;
  switch (capability) {
    case 'image.generate':
      requirePrompt(prompt, capability);
      path = PATHS.text2image;
      inputBody = { prompt };
      parameters = {
        size: QWEN_IMAGE_SIZES[input.aspectRatio ?? '1:1'] ?? QWEN_IMAGE_SIZES['1:1'],
        n: 1,
        watermark: false,
        ...(input.negativePrompt ? { negative_prompt: input.negativePrompt } : {}),
      };
      tasks = Math.max(1, input.count);
      break;
    case 'image.edit':
      requirePrompt(prompt, capability);
      path = PATHS.image2image;
      inputBody = {
        function: 'description_edit',
        prompt,
        base_image_url: await urlOf(source, 'source image'),
      };
      parameters = { n: Math.max(1, input.count) };
      break;
    case 'image.inpaint':
      requirePrompt(prompt, capability);
      path = PATHS.image2image;
      inputBody = {
        function: 'description_edit_with_mask',
        prompt,
        base_image_url: await urlOf(source, 'source image'),
        mask_image_url: await urlOf(pick(input.files, 'mask'), 'mask'),
      };
      parameters = { n: Math.max(1, input.count) };
      break;
    case 'image.upscale':
      path = PATHS.image2image;
      inputBody = {
        function: 'super_resolution',
        prompt: prompt || '图像超分',
        base_image_url: await urlOf(source, 'source image'),
      };
      parameters = { upscale_factor: Math.min(4, Math.max(1, Math.round(input.scale ?? 2))), n: 1 };
      break;
    case 'image.tryon':
      path = PATHS.image2image;
      inputBody = {
        person_image_url: await urlOf(pick(input.files, 'person'), 'person image'),
        top_garment_url: await urlOf(pick(input.files, 'garment'), 'garment image'),
      };
      // -1 keeps the person photo's own resolution; restore_face keeps the face unchanged.
      parameters = { resolution: -1, restore_face: true };
      expectedMs = 45_000;
      break;
    case 'video.generate':
      requirePrompt(prompt, capability);
      path = PATHS.videoSynthesis;
      inputBody = { prompt, ...(input.negativePrompt ? { negative_prompt: input.negativePrompt } : {}) };
      parameters = { size: wanSize(tier, input.aspectRatio), ...video };
      expectedMs = 180_000;
      break;
    case 'video.fromImage': {
      const first = pick(input.files, 'firstFrame') ?? source;
      path = twoFrames ? PATHS.keyframes : PATHS.videoSynthesis;
      inputBody = twoFrames
        ? {
            first_frame_url: await urlOf(first, 'first frame'),
            last_frame_url: await urlOf(pick(input.files, 'lastFrame'), 'last frame'),
          }
        : { img_url: await urlOf(first, 'first frame') };
      if (prompt) inputBody.prompt = prompt;
      if (input.negativePrompt) inputBody.negative_prompt = input.negativePrompt;
      parameters = { resolution: tier, ...video };
      expectedMs = 180_000;
      break;
    }
    case 'video.lipsync': {
      const audio = pick(input.files, 'audio');
      if (!audio)
        throw new ProviderError('bad_input', 'videoretalk needs an audio file', {
          userMessage: '该模型服务的对口型需要上传音频',
        });
      path = PATHS.retalk;
      inputBody = {
        video_url: await urlOf(pick(input.files, 'video'), 'video'),
        audio_url: await urlOf(audio, 'audio'),
      };
      const face = pick(input.files, 'face');
      if (face) inputBody.ref_image_url = await urlOf(face, 'face');
      // Keep the output as long as the shorter input instead of looping the video to the audio's length.
      parameters = { video_extension: false };
      expectedMs = 120_000;
      break;
    }
  }
  return {
    path,
    body: { model, input: inputBody, parameters },
    ossResolve: urls.usedTemporaryStorage,
    tasks,
    expectedMs,
  };
}

function wanSize(tier: string, aspectRatio: string | undefined): string {
  const sizes = WAN_SIZES[tier] ?? WAN_SIZES['1080P'] ?? {};
  return sizes[aspectRatio ?? '16:9'] ?? sizes['16:9'] ?? '1920*1080';
}

function requirePrompt(prompt: string, capability: string) {
  if (!prompt) throw new ProviderError('bad_input', `dashscope ${capability}: prompt is empty`);
}

const pick = (files: InputFile[], role: InputRole) => files.find((f) => f.role === role);

const stringOption = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
