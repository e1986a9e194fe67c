import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfmpeg } from '../../media/ffmpeg';
import { ProviderError } from '../provider-error';
import { evenSize } from './local-media';
import { file, frameCount, lavfiVideo, providerInput, runContext, tempDir } from './test-media.fixtures';
import { upscaleVideo } from './video-upscale.runner';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

const outPath = (out: { files: unknown[] }) => (out.files[0] as { path: string }).path;

describe('video.upscale (ffmpeg)', () => {
  it.each([2, 4] as const)(
    '×%i scales both sides, keeps length, frames and audio',
    { timeout: 60_000 },
    async (scale) => {
      const source = await lavfiVideo(path.join(dir, `src-${scale}.mp4`), {
        width: 64,
        height: 48,
        seconds: 1,
        toneHz: 440,
      });
      const { ctx, percents } = runContext(dir);
      const out = await upscaleVideo(
        providerInput('gcvideo-byhd-sgl', [file('video', source, 'video/mp4')], { scale }),
        ctx,
      );
      expect(out.files[0]).toMatchObject({ kind: 'video', mime: 'video/mp4' });
      const probe = await probeMedia(outPath(out));
      expect(probe).toMatchObject({ width: 64 * scale, height: 48 * scale, hasVideo: true, hasAudio: true });
      expect(probe.durationSeconds).toBeCloseTo(1, 1);
      expect(await frameCount(outPath(out))).toBe(25);
      expect(percents.at(-1)).toBe(100);
    },
  );

  it('keeps a silent video silent', { timeout: 60_000 }, async () => {
    const source = await lavfiVideo(path.join(dir, 'mute.mp4'), { width: 32, height: 32, seconds: 0.4 });
    const out = await upscaleVideo(
      providerInput('gcvideo-byhd-sgl', [file('video', source, 'video/mp4')], { scale: 2 }),
      runContext(dir).ctx,
    );
    expect(await probeMedia(outPath(out))).toMatchObject({ width: 64, height: 64, hasAudio: false });
  });

  it('caps the long side at 3840 with even sides', { timeout: 120_000 }, async () => {
    expect(evenSize(1000 * 4, 602 * 4, 3840)).toEqual({ width: 3840, height: 2310 });
    expect(evenSize(33, 17)).toEqual({ width: 32, height: 16 });
    const source = await lavfiVideo(path.join(dir, 'wide.mp4'), { width: 1000, height: 602, seconds: 0.12 });
    const out = await upscaleVideo(
      providerInput('gcvideo-byhd-sgl', [file('video', source, 'video/mp4')], { scale: 4 }),
      runContext(dir).ctx,
    );
    expect(await probeMedia(outPath(out))).toMatchObject({ width: 3840, height: 2310 });
  });

  it('classifies an empty file and a zero-length video as bad input', { timeout: 30_000 }, async () => {
    const empty = path.join(dir, 'empty.mp4');
    await writeFile(empty, '');
    const zero = path.join(dir, 'zero.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=s=32x32:r=25:d=1', '-t', '0', '-c:v', 'libx264', zero]);
    for (const bad of [empty, zero]) {
      const err = await upscaleVideo(
        providerInput('gcvideo-byhd-sgl', [file('video', bad, 'video/mp4')], { scale: 2 }),
        runContext(dir).ctx,
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect(err).toMatchObject({ kind: 'bad_input', retryable: false });
      expect((err as ProviderError).userMessage).toMatch(/^视频(无法读取|时长为 0)/);
    }
  });

  it('stops ffmpeg on abort and rethrows the abort', { timeout: 60_000 }, async () => {
    const source = await lavfiVideo(path.join(dir, 'long.mp4'), { width: 320, height: 240, seconds: 8 });
    const controller = new AbortController();
    const { ctx } = runContext(dir, controller.signal);
    const job = upscaleVideo(
      providerInput('gcvideo-byhd-sgl', [file('video', source, 'video/mp4')], { scale: 4 }),
      {
        ...ctx,
        progress: () => controller.abort(),
      },
    );
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
  });
});
