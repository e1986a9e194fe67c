import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { gradientImage, makeTempDir, makeVideo } from './testing/generate-media';
import { imageThumbnail, videoPoster } from './thumbnails';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await makeVideo(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 2, audio: false });
  await makeVideo(join(dir, 'short.mp4'), { width: 160, height: 120, seconds: 0.2, audio: false });
}, 60_000);
afterAll(() => cleanup());

describe('imageThumbnail', () => {
  it('fits a WebP into 480×480 keeping the aspect ratio, upright', async () => {
    const thumb = await imageThumbnail(await gradientImage(2000, 1000).jpeg().toBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    const rotated = await gradientImage(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(await imageThumbnail(rotated)).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it('never enlarges, and refuses what is not an image', async () => {
    const thumb = await imageThumbnail(await gradientImage(100, 50).png().toBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 100, height: 50 });
    await expect(imageThumbnail(Buffer.from('nope'))).rejects.toBeInstanceOf(AppError);
  });
});

describe('videoPoster', () => {
  it('takes a JPEG frame, and the first frame of a clip shorter than half a second', async () => {
    for (const [name, width, height] of [
      ['clip.mp4', 320, 240],
      ['short.mp4', 160, 120],
    ] as const) {
      const poster = await videoPoster(join(dir, name));
      expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
  }, 60_000);

  it('refuses a file with no video', async () => {
    await expect(videoPoster(join(dir, 'missing.mp4'))).rejects.toThrow(/封面/);
  });
});
