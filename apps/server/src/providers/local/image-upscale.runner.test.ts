import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { esrganWorker } from './esrgan-worker.client';
import { upscaleImage } from './image-upscale.runner';
import { file, providerInput, runContext, tempDir, texturedImage } from './test-media.fixtures';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await esrganWorker().terminate();
  await cleanup();
});

async function rawRgb(image: string | Buffer) {
  return sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

const meanAbsDiff = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
};

describe('image.upscale (ESRGAN on tfjs-wasm in a worker)', () => {
  it.each([2, 4] as const)(
    '×%i doubles/quadruples both sides and is not a plain resize',
    { timeout: 120_000 },
    async (scale) => {
      const source = await texturedImage(path.join(dir, `src-${scale}.png`), 48, 40);
      const { ctx, percents } = runContext(dir);
      const out = await upscaleImage(
        providerInput('gcimg-storyboard-hd', [file('source', source, 'image/png')], { scale }),
        ctx,
      );

      const [only] = out.files;
      expect(only).toMatchObject({ kind: 'image', mime: 'image/png' });
      const outPath = (only as { path: string }).path;
      expect(path.dirname(outPath)).toBe(dir);
      const meta = await sharp(outPath).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 48 * scale, height: 40 * scale, hasAlpha: false });

      const esrgan = await rawRgb(outPath);
      const lanczos = await rawRgb(
        await sharp(source)
          .resize(48 * scale, 40 * scale, { kernel: 'lanczos3' })
          .toBuffer(),
      );
      const diff = meanAbsDiff(esrgan.data, lanczos.data);
      // Different from interpolation, yet the same picture (a broken model gives noise or a flat colour).
      expect(diff).toBeGreaterThan(1);
      expect(diff).toBeLessThan(30);

      expect(percents.length).toBeGreaterThan(2);
      expect(percents.at(-1)).toBe(100);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    },
  );

  it('keeps transparency, resized beside the model', { timeout: 60_000 }, async () => {
    const source = await texturedImage(path.join(dir, 'alpha.png'), 32, 24, true);
    const { ctx } = runContext(dir);
    const out = await upscaleImage(
      providerInput('gcimg-storyboard-hd', [file('source', source, 'image/png')], { scale: 2 }),
      ctx,
    );
    const outPath = (out.files[0] as { path: string }).path;
    const meta = await sharp(outPath).metadata();
    expect(meta).toMatchObject({ width: 64, height: 48, hasAlpha: true, channels: 4 });
    const alpha = await sharp(outPath).extractChannel(3).stats();
    const sourceAlpha = await sharp(source).extractChannel(3).stats();
    expect(sourceAlpha.channels[0]?.mean).toBeLessThan(200);
    expect(alpha.channels[0]?.mean).toBeCloseTo(sourceAlpha.channels[0]?.mean as number, 0);
  });

  it('keeps the event loop free while the model runs', { timeout: 120_000 }, async () => {
    const source = await texturedImage(path.join(dir, 'busy.png'), 128, 128);
    const { ctx } = runContext(dir);
    let finished = false;
    const job = upscaleImage(
      providerInput('gcimg-storyboard-hd', [file('source', source, 'image/png')], { scale: 2 }),
      ctx,
    ).finally(() => {
      finished = true;
    });
    // Inference on the main thread would let only a handful of turns through (one per patch).
    let turns = 0;
    while (!finished) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    await job;
    expect(turns).toBeGreaterThan(1000);
  });

  it('stops on abort by ending the worker, and the next job gets a fresh one', {
    timeout: 120_000,
  }, async () => {
    const source = await texturedImage(path.join(dir, 'cancel.png'), 256, 256);
    const controller = new AbortController();
    const { ctx } = runContext(dir, controller.signal);
    let progressed = 0;
    const job = upscaleImage(
      providerInput('gcimg-storyboard-hd', [file('source', source, 'image/png')], { scale: 4 }),
      {
        ...ctx,
        progress: (p) => {
          progressed = p;
          if (p > 2) controller.abort();
        },
      },
    );
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(progressed).toBeLessThan(100);

    const small = await texturedImage(path.join(dir, 'after-cancel.png'), 16, 16);
    const after = await upscaleImage(
      providerInput('gcimg-storyboard-hd', [file('source', small, 'image/png')], { scale: 2 }),
      runContext(dir).ctx,
    );
    expect(await sharp((after.files[0] as { path: string }).path).metadata()).toMatchObject({
      width: 32,
      height: 32,
    });
  });

  it('reports a failure inside the worker and recovers with a fresh worker', {
    timeout: 60_000,
  }, async () => {
    const worker = esrganWorker();
    await expect(
      worker.upscale({ width: 10, height: 10, pixels: new Uint8Array(5), scale: 2 }),
    ).rejects.toThrow();
    const ok = await worker.upscale({
      width: 4,
      height: 3,
      pixels: new Uint8Array(4 * 3 * 3).fill(90),
      scale: 2,
    });
    expect(ok).toMatchObject({ width: 8, height: 6 });
    expect(ok.pixels).toHaveLength(8 * 6 * 3);
  });

  it('rejects an aborted job still waiting for the worker without running it', async () => {
    const source = await texturedImage(path.join(dir, 'queued.png'), 16, 16);
    const controller = new AbortController();
    controller.abort();
    await expect(
      upscaleImage(
        providerInput('gcimg-storyboard-hd', [file('source', source, 'image/png')], { scale: 2 }),
        runContext(dir, controller.signal).ctx,
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('classifies an undecodable image as bad input with a Chinese reason', async () => {
    const broken = path.join(dir, 'broken.png');
    await writeFile(broken, 'this is not an image');
    const err = await upscaleImage(
      providerInput('gcimg-storyboard-hd', [file('source', broken, 'image/png')], { scale: 2 }),
      runContext(dir).ctx,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'bad_input', retryable: false });
    expect((err as ProviderError).userMessage).toMatch(/无法读取图片/);
  });

  it('refuses an image whose upscale would be too large before running the model', async () => {
    const wide = path.join(dir, 'wide.png');
    await sharp({ create: { width: 2100, height: 10, channels: 3, background: '#345' } })
      .png()
      .toFile(wide);
    await expect(
      upscaleImage(
        providerInput('gcimg-storyboard-hd', [file('source', wide, 'image/png')], { scale: 4 }),
        runContext(dir).ctx,
      ),
    ).rejects.toMatchObject({ kind: 'bad_input', userMessage: expect.stringMatching(/图片过大/) });
  });
});
