import type { Capability } from '@lizi/shared';
import { fileToBase64 } from '../common/data-uri';
import type { InputFile, InputRole, ProviderConfig, ProviderInput } from '../model-provider';
import { ProviderError } from '../provider-error';

export const DEFAULT_MODELS = {
  'video.generate': 'kling-v1-6',
  'video.fromImage': 'kling-v1-6',
  'video.lipsync': '',
  'image.tryon': 'kolors-virtual-try-on-v1-5',
} as const satisfies Partial<Record<Capability, string>>;

export type KlingCapability = keyof typeof DEFAULT_MODELS;

/** Submit path per capability; the task is queried at `${path}/{task_id}`. */
export const KLING_PATHS: Record<KlingCapability, string> = {
  'video.generate': '/v1/videos/text2video',
  'video.fromImage': '/v1/videos/image2video',
  'video.lipsync': '/v1/videos/lip-sync',
  'image.tryon': '/v1/images/kolors-virtual-try-on',
};

/** A voice for text-driven lip-sync when the task names none (one of Kling's documented voice ids). */
const DEFAULT_VOICE = 'genshin_vindi2';

/*
 * Our video flags (spec §3) on Kling:
 *
 * | flag / param | Kling                                                                                  |
 * | ------------ | -------------------------------------------------------------------------------------- |
 * | highDetail   | mode 'pro' (otherwise option `klingMode`, default 'std')                               |
 * | last frame   | image_tail, which the models only take in mode 'pro': forces 'pro'                     |
 * | bigMotion    | no parameter (cfg_scale is prompt adherence, not motion): ignored                      |
 * | multiCamera  | no parameter on these endpoints: ignored                                               |
 * | superFrame   | no parameter: ignored                                                                  |
 * | cameraMove   | camera_control exists for some models only; not sent                                    |
 * | aspectRatio  | aspect_ratio (text-to-video only) of 16:9, 9:16, 1:1; 4:3 and 3:4 go to the nearest, 1:1 |
 * | duration     | duration as the string '5' or '10'                                                     |
 * | extra.cfgScale | cfg_scale, only when given (the v2 models refuse to take it into account)            |
 */

export async function buildKlingBody(
  capability: KlingCapability,
  input: ProviderInput,
  config: ProviderConfig,
): Promise<Record<string, unknown>> {
  const model = config.models[capability] || DEFAULT_MODELS[capability];
  const prompt = input.prompt?.trim() ?? '';
  const optional = {
    ...(input.negativePrompt ? { negative_prompt: input.negativePrompt } : {}),
    ...(typeof input.extra.cfgScale === 'number' ? { cfg_scale: input.extra.cfgScale } : {}),
  };
  const defaultMode = config.options.klingMode === 'pro' ? 'pro' : 'std';
  const duration = String(input.durationSeconds ?? 5);
  switch (capability) {
    case 'video.generate':
      if (!prompt) throw new ProviderError('bad_input', 'kling text2video: prompt is empty');
      return {
        model_name: model,
        prompt,
        ...optional,
        mode: input.features?.highDetail ? 'pro' : defaultMode,
        aspect_ratio: aspectRatioOf(input.aspectRatio),
        duration,
      };
    case 'video.fromImage': {
      const first = pick(input.files, 'firstFrame') ?? pick(input.files, 'source');
      if (!first) throw new ProviderError('bad_input', 'kling image2video: no first frame');
      const last = pick(input.files, 'lastFrame');
      return {
        model_name: model,
        image: await imageOf(first),
        ...(last ? { image_tail: await imageOf(last) } : {}),
        ...(prompt ? { prompt } : {}),
        ...optional,
        mode: input.features?.highDetail || last ? 'pro' : defaultMode,
        duration,
      };
    }
    case 'video.lipsync':
      return { input: await lipSyncInput(input, config) };
    case 'image.tryon': {
      const person = pick(input.files, 'person');
      const garment = pick(input.files, 'garment');
      if (!person || !garment)
        throw new ProviderError('bad_input', 'kling try-on: person and garment images needed');
      return { model_name: model, human_image: await imageOf(person), cloth_image: await imageOf(garment) };
    }
  }
}

async function lipSyncInput(input: ProviderInput, config: ProviderConfig): Promise<Record<string, unknown>> {
  const video = pick(input.files, 'video');
  if (!video) throw new ProviderError('bad_input', 'kling lip-sync: no video');
  // Kling fetches the video itself and takes no inline video, so the server must offer a public URL.
  if (!video.publicUrl)
    throw new ProviderError('not_configured', 'kling lip-sync: the video has no public URL', {
      userMessage: '可灵对口型需要可公开访问的视频地址，请管理员配置服务器的公网地址',
    });
  const audio = pick(input.files, 'audio');
  if (audio)
    return {
      video_url: video.publicUrl,
      mode: 'audio2video',
      ...(audio.publicUrl
        ? { audio_type: 'url', audio_url: audio.publicUrl }
        : { audio_type: 'file', audio_file: await fileToBase64(audio.path) }),
    };
  const text = input.text?.trim();
  if (!text) throw new ProviderError('bad_input', 'kling lip-sync: neither audio nor text');
  const voice =
    input.voice ||
    (typeof config.options.klingVoiceId === 'string' ? config.options.klingVoiceId : DEFAULT_VOICE);
  return {
    video_url: video.publicUrl,
    mode: 'text2video',
    text,
    voice_id: voice,
    voice_language: 'zh',
    voice_speed: Math.min(2, Math.max(0.8, input.speed ?? 1)),
  };
}

/** Kling takes an image as a URL or as bare Base64 (the documentation forbids the data: prefix). */
const imageOf = (file: InputFile) =>
  file.publicUrl ? Promise.resolve(file.publicUrl) : fileToBase64(file.path);

function aspectRatioOf(ratio: string | undefined): string {
  if (ratio === '16:9' || ratio === '9:16' || ratio === '1:1') return ratio;
  return ratio ? '1:1' : '16:9';
}

const pick = (files: InputFile[], role: InputRole) => files.find((f) => f.role === role);
