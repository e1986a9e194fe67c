// Test media made at test time (no binary fixtures): sharp for images, ffmpeg's lavfi sources for video and
// audio, and small decoders to look at what came out.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FfmpegError, runFfmpeg } from '../ffmpeg';

export async function makeTempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'lizi-media-test-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A smooth colour gradient with some texture, so a label region is never accidentally identical. */
export function gradientPixels(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const px = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      px[i] = Math.round((x / width) * 200 + 30);
      px[i + 1] = Math.round((y / height) * 200 + 30);
      px[i + 2] = 140 + ((x * 7 + y * 3) % 40);
      if (channels === 4) px[i + 3] = 255 - Math.round((x / width) * 128);
    }
  }
  return px;
}

export function gradientImage(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp(gradientPixels(width, height, channels), { raw: { width, height, channels } });
}

export async function rgbPixels(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Mean absolute difference per channel of two RGB rasters, inside or outside a region. */
export function meanDiff(
  a: { data: Buffer; width: number; height: number },
  b: { data: Buffer; width: number },
  region: Region,
  where: 'inside' | 'outside',
): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const inside =
        x >= region.left &&
        x < region.left + region.width &&
        y >= region.top &&
        y < region.top + region.height;
      if (inside !== (where === 'inside')) continue;
      for (let c = 0; c < 3; c++) {
        sum += Math.abs(
          (a.data[(y * a.width + x) * 3 + c] as number) - (b.data[(y * b.width + x) * 3 + c] as number),
        );
        count++;
      }
    }
  }
  return count === 0 ? 0 : sum / count;
}

export async function makeVideo(
  path: string,
  { width = 320, height = 240, seconds = 4, audio = true, pixFmt = 'yuv420p', audioCodec = 'aac' } = {},
): Promise<void> {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=f=440:duration=${seconds}`] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    pixFmt,
    ...(audio ? ['-c:a', audioCodec] : []),
    '-shortest',
    path,
  ]);
}

export async function makeTone(
  path: string,
  { hz = 440, seconds = 1, sampleRate = 44100, extraArgs = [] as string[] } = {},
): Promise<void> {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=f=${hz}:duration=${seconds}:sample_rate=${sampleRate}`,
    ...extraArgs,
    path,
  ]);
}

/** One video frame at `seconds` as RGB pixels. */
export async function videoFrame(path: string, seconds: number, dir: string) {
  const out = join(dir, `frame-${seconds}-${Math.random().toString(36).slice(2)}.png`);
  await runFfmpeg(['-ss', String(seconds), '-i', path, '-frames:v', '1', out]);
  return rgbPixels(await readFile(out));
}

/** The audio decoded to mono 32-bit float samples at `sampleRate`. */
export async function decodeMono(path: string, sampleRate: number, dir: string): Promise<Float32Array> {
  const out = join(dir, `pcm-${Math.random().toString(36).slice(2)}.f32`);
  await runFfmpeg([
    '-i',
    path,
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    '-c:a',
    'pcm_f32le',
    out,
  ]);
  const bytes = await readFile(out);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

/** Relative power of one frequency in a stretch of samples (Goertzel), normalised by the stretch's energy. */
export function toneShare(
  samples: Float32Array,
  sampleRate: number,
  hz: number,
  from: number,
  to: number,
): number {
  const start = Math.floor(from * sampleRate);
  const end = Math.min(samples.length, Math.floor(to * sampleRate));
  const n = end - start;
  if (n <= 0) return 0;
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
  let s1 = 0;
  let s2 = 0;
  let energy = 0;
  for (let i = start; i < end; i++) {
    const x = samples[i] as number;
    const s0 = x + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
    energy += x * x;
  }
  const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
  return energy === 0 ? 0 : (2 * power) / (n * energy);
}

/** The text of `ffmpeg -i` for a file: how ffmpeg itself sees streams and metadata. */
export async function ffmpegInfo(path: string): Promise<string> {
  try {
    return (await runFfmpeg(['-i', path])).stderr;
  } catch (err) {
    if (err instanceof FfmpegError) return err.stderr;
    throw err;
  }
}
