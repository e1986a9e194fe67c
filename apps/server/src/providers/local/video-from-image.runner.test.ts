import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../media/ffmpeg';
import { ProviderError } from '../provider-error';
import { file, frameAt, frameCount, providerInput, runContext, tempDir } from './test-media.fixtures';
import { videoFromImage } from './video-from-image.runner';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

const outPath = (out: { files: unknown[] }) => (out.files[0] as { path: string }).path;

const solid = (name: string, width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(path.join(dir, name))
    .then(() => path.join(dir, name));

/** Black to white left to right (or top to bottom): a pan right (down) shows more white as it goes. */
async function ramp(name: string, width: number, height: number, vertical = false) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const t = vertical ? Math.floor(i / width) / (height - 1) : (i % width) / (width - 1);
    pixels.fill(Math.round(t * 255), i * 3, i * 3 + 3);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(path.join(dir, name));
  return path.join(dir, name);
}

/** A white disc on black: zooming in fills more of the frame with white. */
async function disc(name: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#000"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path.join(dir, name));
  return path.join(dir, name);
}

const brightness = (f: { red: number; green: number; blue: number }) => (f.red + f.green + f.blue) / 3;

describe('video.fromImage (ffmpeg zoompan)', () => {
  it.each([5, 10])(
    'renders %i s at 25 fps, keeping the still’s size',
    { timeout: 120_000 },
    async (seconds) => {
      const still = await disc(`disc-${seconds}.png`, 160, 90);
      const { ctx, percents } = runContext(dir);
      const out = await videoFromImage(
        providerInput('gcvideo-byimg-sgl', [file('firstFrame', still, 'image/png')], {
          durationSeconds: seconds,
          extra: { frameMode: 'singleFrame' },
        }),
        ctx,
      );
      expect(out.files[0]).toMatchObject({ kind: 'video', mime: 'video/mp4' });
      const probe = await probeMedia(outPath(out));
      expect(probe).toMatchObject({ width: 160, height: 90, fps: 25, hasAudio: false });
      expect(probe.durationSeconds).toBeCloseTo(seconds, 1);
      expect(await frameCount(outPath(out))).toBe(seconds * 25);
      expect(percents.at(-1)).toBe(100);

      // zoomIn is the default move: the disc grows.
      const start = await frameAt(outPath(out), 0, dir);
      const end = await frameAt(outPath(out), seconds - 0.1, dir);
      expect(brightness(end)).toBeGreaterThan(brightness(start) + 5);
    },
  );

  it('zooms out: the disc shrinks', { timeout: 60_000 }, async () => {
    const still = await disc('disc-out.png', 160, 90);
    const out = await videoFromImage(
      providerInput('gcvideo-byimg-sgl', [file('firstFrame', still, 'image/png')], {
        durationSeconds: 5,
        cameraMove: 'zoomOut',
        extra: {},
      }),
      runContext(dir).ctx,
    );
    const start = await frameAt(outPath(out), 0, dir);
    const end = await frameAt(outPath(out), 4.9, dir);
    expect(brightness(end)).toBeLessThan(brightness(start) - 5);
  });

  it.each([
    ['panRight', 1],
    ['panLeft', -1],
  ] as const)('%s moves the window across a horizontal ramp', { timeout: 60_000 }, async (move, sign) => {
    const still = await ramp(`ramp-${move}.png`, 160, 90);
    const out = await videoFromImage(
      providerInput('gcvideo-byimg-sgl', [file('firstFrame', still, 'image/png')], {
        durationSeconds: 5,
        cameraMove: move,
        extra: {},
      }),
      runContext(dir).ctx,
    );
    const change =
      brightness(await frameAt(outPath(out), 4.9, dir)) - brightness(await frameAt(outPath(out), 0, dir));
    expect(change * sign).toBeGreaterThan(10);
  });

  it.each([
    ['panDown', 1],
    ['panUp', -1],
  ] as const)('%s moves the window across a vertical ramp', { timeout: 60_000 }, async (move, sign) => {
    const still = await ramp(`vramp-${move}.png`, 160, 90, true);
    const out = await videoFromImage(
      providerInput('gcvideo-byimg-sgl', [file('firstFrame', still, 'image/png')], {
        durationSeconds: 5,
        cameraMove: move,
        extra: {},
      }),
      runContext(dir).ctx,
    );
    const top = await frameAt(outPath(out), 0, dir);
    expect(top.width).toBe(160);
    const change = brightness(await frameAt(outPath(out), 4.9, dir)) - brightness(top);
    expect(change * sign).toBeGreaterThan(10);
  });

  it('scales a large still so the long side is 1280, sides even', { timeout: 120_000 }, async () => {
    const still = await solid('large.png', 2001, 1001, '#446688');
    const out = await videoFromImage(
      providerInput('gcvideo-byimg-sgl', [file('firstFrame', still, 'image/png')], {
        durationSeconds: 5,
        extra: {},
      }),
      runContext(dir).ctx,
    );
    expect(await probeMedia(outPath(out))).toMatchObject({ width: 1280, height: 640 });
  });

  it('twoFrames: starts on the first frame and ends on the last', { timeout: 120_000 }, async () => {
    const first = await solid('red.png', 96, 64, '#ff0000');
    // Another size and aspect: it is cropped to fill the first frame's.
    const last = await solid('blue.png', 50, 80, '#0000ff');
    const out = await videoFromImage(
      providerInput(
        'gcvideo-byimg-sgl',
        [file('firstFrame', first, 'image/png'), file('lastFrame', last, 'image/png')],
        { durationSeconds: 5, cameraMove: 'panLeft', extra: { frameMode: 'twoFrames' } },
      ),
      runContext(dir).ctx,
    );
    expect(await probeMedia(outPath(out))).toMatchObject({ width: 96, height: 64 });
    const start = await frameAt(outPath(out), 0, dir);
    const middle = await frameAt(outPath(out), 2.5, dir);
    const end = await frameAt(outPath(out), 4.9, dir);
    expect(start.red).toBeGreaterThan(200);
    expect(start.blue).toBeLessThan(40);
    expect(end.blue).toBeGreaterThan(200);
    expect(end.red).toBeLessThan(40);
    // Halfway through the crossfade both show.
    expect(middle.red).toBeGreaterThan(60);
    expect(middle.blue).toBeGreaterThan(60);
  });

  it('classifies an unreadable still and a missing last frame as bad input', async () => {
    const broken = path.join(dir, 'broken.jpg');
    await writeFile(broken, 'not a jpeg');
    const unreadable = await videoFromImage(
      providerInput('gcvideo-byimg-sgl', [file('firstFrame', broken, 'image/jpeg')], { extra: {} }),
      runContext(dir).ctx,
    ).catch((e: unknown) => e);
    expect(unreadable).toBeInstanceOf(ProviderError);
    expect(unreadable).toMatchObject({
      kind: 'bad_input',
      userMessage: expect.stringMatching(/^首帧图片无法读取/),
    });

    const first = await solid('only-first.png', 32, 32, '#00ff00');
    await expect(
      videoFromImage(
        providerInput('gcvideo-byimg-sgl', [file('firstFrame', first, 'image/png')], {
          extra: { frameMode: 'twoFrames' },
        }),
        runContext(dir).ctx,
      ),
    ).rejects.toMatchObject({ kind: 'bad_input', userMessage: '首尾帧模式请上传尾帧' });
  });

  it('stops ffmpeg on abort', { timeout: 60_000 }, async () => {
    const still = await solid('cancel.png', 1280, 720, '#808080');
    const controller = new AbortController();
    const { ctx } = runContext(dir, controller.signal);
    const job = videoFromImage(
      providerInput('gcvideo-byimg-sgl', [file('firstFrame', still, 'image/png')], {
        durationSeconds: 10,
        extra: {},
      }),
      {
        ...ctx,
        progress: (p) => {
          if (p > 5) controller.abort();
        },
      },
    );
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
  });
});
