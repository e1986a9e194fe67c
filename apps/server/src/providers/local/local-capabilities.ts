import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Capability } from '@lizi/shared';
import { ffmpegPath } from '../../media/ffmpeg';
import { esrganWorkerPath } from './esrgan-worker.client';

const require = createRequire(import.meta.url);

/** What the local provider can serve on some machine; which of them this machine serves is checked below. */
export const LOCAL_CAPABILITIES = [
  'image.upscale',
  'video.upscale',
  'video.fromImage',
  'video.merge',
  'audio.tts',
] as const satisfies readonly Capability[];
export type LocalCapability = (typeof LOCAL_CAPABILITIES)[number];

export interface LocalCapabilityState {
  available: boolean;
  /** Why not, in Chinese for the back office; null when available. */
  reason: string | null;
}

export const ESPEAK_MISSING = '本机未安装 espeak-ng，无法使用本机配音；请安装 espeak-ng 或配置在线配音服务';
const FFMPEG_MISSING = '找不到可运行的 ffmpeg，无法在本机处理视频；请重新安装依赖或设置 FFMPEG_PATH';
const ESRGAN_MISSING =
  '本机超分组件（TensorFlow.js WASM 后端与 ESRGAN 模型）缺失，无法在本机放大图片；请重新安装依赖';

/**
 * Which local capabilities work on this machine and, when one does not, why. Checked on every call (files on
 * disk and PATH only, no process started), so installing espeak-ng shows up without a restart of this check.
 */
export function localCapabilityStatus(): Record<LocalCapability, LocalCapabilityState> {
  const ffmpeg = hasFfmpeg();
  const video: LocalCapabilityState = ffmpeg
    ? { available: true, reason: null }
    : { available: false, reason: FFMPEG_MISSING };
  const esrgan = hasEsrgan();
  const espeak = espeakNgPath() !== null;
  return {
    'image.upscale': esrgan
      ? { available: true, reason: null }
      : { available: false, reason: ESRGAN_MISSING },
    'video.upscale': video,
    'video.fromImage': video,
    'video.merge': video,
    'audio.tts': !espeak
      ? { available: false, reason: ESPEAK_MISSING }
      : // The speech is resampled by ffmpeg.
        video,
  };
}

/** espeak-ng on PATH, or null. */
export function espeakNgPath(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'espeak-ng');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

function hasFfmpeg(): boolean {
  try {
    accessSync(ffmpegPath(), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasEsrgan(): boolean {
  try {
    for (const name of [
      '@tensorflow/tfjs',
      '@tensorflow/tfjs-backend-wasm',
      'upscaler/node',
      '@upscalerjs/esrgan-slim/2x',
      '@upscalerjs/esrgan-slim/4x',
    ]) {
      require.resolve(name);
    }
    return existsSync(esrganWorkerPath());
  } catch {
    return false;
  }
}
