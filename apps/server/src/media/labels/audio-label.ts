import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { probeMedia, runFfmpeg } from '../ffmpeg';
import { streamInfo } from '../stream-info';
import { type AigcLabel, sameAigcLabel } from './aigc-label';
import { MIME_OF_FORMAT, readImplicitLabel, writeImplicitLabel } from './implicit-label';
import { LabelError } from './label-error';

/**
 * The audible label: two short rising tones, then the audio. A rhythm cue rather than speech, so it needs no
 * voice or language and cannot be mistaken for the content. 5 ms ramps keep the tones from clicking.
 */
export const AUDIO_CUE = {
  seconds: 0.4,
  tones: [
    { from: 0, to: 0.12, hz: 880 },
    { from: 0.16, to: 0.28, hz: 1175 },
  ],
  amplitude: 0.4,
} as const;

const RAMP = 0.005;

function cueExpression(): string {
  const tones = AUDIO_CUE.tones.map(
    ({ from, to, hz }) => `between(t,${from},${to})*sin(2*PI*${hz}*t)*min(1,min(t-${from},${to}-t)/${RAMP})`,
  );
  return `${AUDIO_CUE.amplitude}*(${tones.join('+')})`;
}

export interface LabelAudioOptions {
  label: AigcLabel;
  /** Put the audible cue in front of the audio. */
  cue: boolean;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

type AudioFormat = 'wav' | 'mp3';

async function encodeArgs(inPath: string, format: AudioFormat, cue: boolean, signal?: AbortSignal) {
  const info = (await streamInfo(inPath, signal)).audio;
  if (!info) throw new LabelError('无法识别的音频文件，无法添加标识');
  // The cue is made at the audio's own rate and layout so the audio itself is not resampled or remixed.
  const layout = info.channels === 1 ? 'mono' : 'stereo';
  const shape = `aformat=sample_rates=${info.sampleRate}:channel_layouts=${layout}`;
  const graph = cue
    ? `aevalsrc='${cueExpression()}':s=${info.sampleRate}:d=${AUDIO_CUE.seconds},${shape}[cue];` +
      `[0:a:0]${shape}[main];[cue][main]concat=n=2:v=0:a=1[out]`
    : `[0:a:0]${shape}[out]`;
  const codec =
    format === 'wav'
      ? ['-c:a', info.codec.startsWith('pcm_') ? info.codec : 'pcm_s16le', '-f', 'wav']
      : ['-c:a', 'libmp3lame', '-b:a', `${Math.min(320, Math.max(128, info.bitrate ?? 192))}k`, '-f', 'mp3'];
  return ['-filter_complex', graph, '-map', '[out]', ...codec];
}

/**
 * Writes the labelled audio to `outPath`: WAV stays WAV (RIFF `AIGC` chunk) and MP3 stays MP3 (ID3v2 `TXXX:AIGC`);
 * any other audio becomes MP3. With `cue` the audio is re-encoded behind the cue, without it a WAV or MP3 is
 * only given its label. The label is read back before returning.
 */
export async function labelAudioFile(
  inPath: string,
  outPath: string,
  options: LabelAudioOptions,
): Promise<{ mime: string }> {
  if (resolve(inPath) === resolve(outPath)) throw new LabelError('输入与输出不能是同一个文件');
  let format: AudioFormat = 'mp3';
  try {
    const detected = (await fileTypeFromFile(inPath))?.ext;
    format = detected === 'wav' ? 'wav' : 'mp3';
    let encoded: Buffer;
    if (!options.cue && detected === format) {
      encoded = await readFile(inPath);
    } else {
      const duration = (await probeMedia(inPath)).durationSeconds;
      const args = await encodeArgs(inPath, format, options.cue, options.signal);
      await runFfmpeg(['-i', inPath, ...args, outPath], {
        signal: options.signal,
        durationSeconds: duration === null ? undefined : duration + (options.cue ? AUDIO_CUE.seconds : 0),
        onProgress: options.onProgress,
      });
      encoded = await readFile(outPath);
    }
    const labelled = writeImplicitLabel(encoded, format, options.label);
    if (!sameAigcLabel(readImplicitLabel(labelled, MIME_OF_FORMAT[format]), options.label)) {
      throw new LabelError('音频隐式标识写入后校验失败');
    }
    await writeFile(outPath, labelled);
  } catch (err) {
    await rm(outPath, { force: true });
    if (err instanceof LabelError || options.signal?.aborted) throw err;
    throw new LabelError('音频处理失败，无法添加标识', { cause: err });
  }
  return { mime: MIME_OF_FORMAT[format] };
}
