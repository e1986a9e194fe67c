import { CAPABILITY_LABELS, type Capability } from '@lizi/shared';
import { runFfmpeg } from '../../media/ffmpeg';
import type {
  ModelProvider,
  ProviderConfig,
  ProviderInput,
  ProviderOutput,
  RunContext,
} from '../model-provider';
import { ProviderError } from '../provider-error';
import { speak } from './audio-tts.runner';
import { esrganWorker } from './esrgan-worker.client';
import { upscaleImage } from './image-upscale.runner';
import { LOCAL_CAPABILITIES, type LocalCapability, localCapabilityStatus } from './local-capabilities';
import { videoFromImage } from './video-from-image.runner';
import { mergeVideos } from './video-merge.runner';
import { upscaleVideo } from './video-upscale.runner';

export { type LocalCapabilityState, localCapabilityStatus } from './local-capabilities';

const RUNNERS: Record<LocalCapability, (input: ProviderInput, ctx: RunContext) => Promise<ProviderOutput>> = {
  'image.upscale': upscaleImage,
  'video.upscale': upscaleVideo,
  'video.fromImage': videoFromImage,
  'video.merge': mergeVideos,
  'audio.tts': speak,
};

const isLocal = (c: Capability): c is LocalCapability =>
  (LOCAL_CAPABILITIES as readonly string[]).includes(c);

/**
 * The provider that runs on this machine without a key (vendor 'local'): ESRGAN image upscaling in a worker
 * thread, ffmpeg for video, espeak-ng for speech. It serves what this machine can do, narrowed to the
 * configured capabilities when the back office lists any.
 */
export function createLocalProvider(config: ProviderConfig): ModelProvider {
  const status = localCapabilityStatus();
  const wanted = config.capabilities.filter(isLocal);
  const capabilities = (wanted.length > 0 ? wanted : [...LOCAL_CAPABILITIES]).filter(
    (c) => status[c].available,
  );

  return {
    id: config.id,
    vendor: 'local',
    capabilities,

    run(capability, input, ctx) {
      if (!isLocal(capability) || !capabilities.includes(capability)) {
        const reason = isLocal(capability) ? status[capability].reason : null;
        return Promise.reject(
          new ProviderError('not_configured', `local provider does not serve ${capability}`, {
            userMessage: reason ?? `本机处理不支持「${CAPABILITY_LABELS[capability]}」`,
          }),
        );
      }
      return RUNNERS[capability](input, ctx);
    },

    async testConnection(signal) {
      try {
        // A real (tiny) encode, not just `-version`: proves the binary runs and its libx264 works.
        await runFfmpeg(
          ['-f', 'lavfi', '-i', 'testsrc=s=32x32:r=25:d=0.2', '-c:v', 'libx264', '-f', 'null', '-'],
          { signal },
        );
      } catch (err) {
        signal?.throwIfAborted();
        throw new ProviderError('failed', `ffmpeg: ${err instanceof Error ? err.message : String(err)}`, {
          userMessage: '本机 ffmpeg 无法运行',
          cause: err,
        });
      }
      let esrgan: { backend: string; simd: boolean };
      try {
        esrgan = await esrganWorker().probe(signal);
      } catch (err) {
        signal?.throwIfAborted();
        throw new ProviderError('failed', `esrgan: ${err instanceof Error ? err.message : String(err)}`, {
          userMessage: '本机超分组件（TensorFlow.js WASM 后端）加载失败',
          cause: err,
        });
      }
      const tts = localCapabilityStatus()['audio.tts'];
      return {
        ok: true,
        detail: [
          'ffmpeg 可用',
          `ESRGAN 模型已在 ${esrgan.backend.toUpperCase()} 后端加载${esrgan.simd ? '（SIMD）' : ''}`,
          tts.available ? '本机配音（espeak-ng）可用' : (tts.reason ?? '本机配音不可用'),
        ].join('；'),
      };
    },
  };
}
