import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FfmpegError, runFfmpeg } from '../../media/ffmpeg';
import type { InputFile, ProviderInput, RunContext } from '../model-provider';

/** Inputs and probes for the local provider's tests: media made on the spot with sharp and lavfi. */

export async function tempDir(): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lizi-local-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function runContext(tmpDir: string, signal = new AbortController().signal) {
  const percents: number[] = [];
  const ctx: RunContext = {
    signal,
    progress: (p) => percents.push(p),
    resumeProviderTaskId: null,
    saveProviderTaskId: async () => {},
    tmpDir,
    log: { info: () => {}, warn: () => {} },
  };
  return { ctx, percents };
}

export function providerInput(
  taskType: string,
  files: InputFile[],
  fields: Partial<ProviderInput> = {},
): ProviderInput {
  return { taskType, files, count: 1, extra: {}, ...fields };
}

export const file = (role: InputFile['role'], filePath: string, mime: string): InputFile => ({
  role,
  path: filePath,
  mime,
});

/** A test pattern video, with a sine tone when `toneHz` is given. */
export async function lavfiVideo(
  out: string,
  options: { width: number; height: number; seconds: number; toneHz?: number },
): Promise<string> {
  const { width, height, seconds, toneHz } = options;
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc=s=${width}x${height}:r=25:d=${seconds}`,
    ...(toneHz
      ? ['-f', 'lavfi', '-i', `sine=frequency=${toneHz}:sample_rate=48000:duration=${seconds}`]
      : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(toneHz ? ['-c:a', 'aac', '-shortest'] : []),
    out,
  ]);
  return out;
}

export async function lavfiTone(out: string, seconds: number, toneHz = 660): Promise<string> {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${toneHz}:sample_rate=22050:duration=${seconds}`,
    out,
  ]);
  return out;
}

/** `ffmpeg -i`'s stream summary (it exits non-zero without an output, by design). */
export async function streamSummary(media: string): Promise<string> {
  try {
    return (await runFfmpeg(['-i', media])).stderr;
  } catch (err) {
    if (err instanceof FfmpegError) return err.stderr;
    throw err;
  }
}

/** Decoded video frames, counted by decoding every one. */
export async function frameCount(video: string): Promise<number> {
  const { stderr } = await runFfmpeg(['-i', video, '-map', '0:v:0', '-f', 'null', '-']);
  const counts = [...stderr.matchAll(/frame=\s*(\d+)/g)];
  return Number(counts.at(-1)?.[1] ?? 0);
}

/** Mean volume in dB of `seconds` of audio from `start`; about -91 for digital silence. */
export async function meanVolume(media: string, start: number, seconds: number): Promise<number> {
  const { stderr } = await runFfmpeg([
    '-ss',
    String(start),
    '-t',
    String(seconds),
    '-i',
    media,
    '-map',
    '0:a:0',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const m = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  return m?.[1] === '-inf' || !m ? Number.NEGATIVE_INFINITY : Number(m[1]);
}

/** One frame at `seconds` as raw RGB with its size. */
export async function frameAt(video: string, seconds: number, dir: string) {
  const png = path.join(dir, `frame-${seconds}-${Math.random().toString(36).slice(2)}.png`);
  await runFfmpeg(['-ss', String(seconds), '-i', video, '-frames:v', '1', png]);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mean = (channel: number) => {
    let sum = 0;
    for (let i = channel; i < data.length; i += 3) sum += data[i] as number;
    return sum / (data.length / 3);
  };
  return { data, width: info.width, height: info.height, red: mean(0), green: mean(1), blue: mean(2) };
}

/** A small image with edges and texture, the kind of content where ESRGAN differs from interpolation. */
export async function texturedImage(out: string, width: number, height: number, alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d8c8a0"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.25}" fill="#7a2e1c"/>
    <rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.3}" height="${height * 0.6}" fill="#1c3f7a"/>
    <path d="M0 ${height} L${width} 0" stroke="#fff" stroke-width="2"/>
  </svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const rgb = await sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .removeAlpha()
    .png()
    .toBuffer();
  // A left-to-right transparency ramp, when asked for.
  const ramp = Buffer.from(
    Array.from({ length: width * height }, (_, i) => Math.round(((i % width) / width) * 255)),
  );
  const image = alpha ? sharp(rgb).joinChannel(ramp, { raw: { width, height, channels: 1 } }) : sharp(rgb);
  await image.png().toFile(out);
  return out;
}
