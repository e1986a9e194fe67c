import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { gradientImage, makeTempDir, makeTone, makeVideo } from './testing/generate-media';
import { IMAGE_MAX_BYTES, sniffUpload, VIDEO_MAX_BYTES } from './upload-check';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await makeVideo(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 });
  await makeTone(join(dir, 'voice.mp3'), { seconds: 0.5, extraArgs: ['-c:a', 'libmp3lame'] });
  await makeTone(join(dir, 'voice.m4a'), { seconds: 0.5, extraArgs: ['-c:a', 'aac', '-f', 'mp4'] });
  await makeTone(join(dir, 'voice.wav'), { seconds: 0.5 });
}, 60_000);
afterAll(() => cleanup());

async function refusal(input: Buffer | string): Promise<AppError> {
  const err = await sniffUpload(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('sniffUpload', () => {
  it('goes by content: a PNG named .jpg is a PNG', async () => {
    const path = join(dir, 'photo.jpg');
    await writeFile(path, await gradientImage(300, 200).png().toBuffer());
    expect(await sniffUpload(path)).toMatchObject({
      mime: 'image/png',
      kind: 'image',
      ext: 'png',
      width: 300,
      height: 200,
      duration: null,
    });
  });

  it('reports images as displayed, from a buffer too', async () => {
    const jpeg = await gradientImage(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sniffUpload(jpeg)).toMatchObject({
      mime: 'image/jpeg',
      ext: 'jpg',
      width: 100,
      height: 200,
    });
  });

  it('refuses a text file and an empty file, naming the field', async () => {
    const path = join(dir, 'notes.png');
    await writeFile(path, '这不是图片，只是一段文字。\n'.repeat(20));
    const err = await refusal(path);
    expect(err.code).toBe(415001);
    expect(err.message).toMatch(/^字段 file：不支持的文件类型/);
    expect(err.data).toEqual({ fields: [{ field: 'file', msg: expect.stringContaining('不支持') }] });
    expect((await refusal(Buffer.alloc(0))).code).toBe(415001);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await gradientImage(800, 600).jpeg().toBuffer();
    const err = await refusal(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(err.code).toBe(415001);
    expect(err.message).toMatch(/不完整/);
  });

  it('refuses images over the byte, side and pixel limits with 413', async () => {
    const huge = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    (await gradientImage(8, 8).jpeg().toBuffer()).copy(huge);
    expect((await refusal(huge)).code).toBe(413001);
    const wide = await sharp({ create: { width: 8200, height: 10, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect((await refusal(wide)).message).toMatch(/边长/);
    const many = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect((await refusal(many)).message).toMatch(/像素/);
  });

  it('reads video size and duration; refuses oversized and cut-off video', async () => {
    const clip = join(dir, 'clip.mp4');
    const info = await sniffUpload(clip);
    expect(info).toMatchObject({ mime: 'video/mp4', kind: 'video', ext: 'mp4', width: 320, height: 240 });
    expect(info.duration).toBeCloseTo(1, 0);
    const bytes = await readFile(clip);
    // Without faststart moov is at the end: ffmpeg still reads a moov cut short, the box structure does not.
    expect((await refusal(bytes.subarray(0, bytes.length - 400))).code).toBe(415001);
    expect((await refusal(bytes.subarray(0, bytes.length / 2))).code).toBe(415001);
    const big = Buffer.alloc(VIDEO_MAX_BYTES + 1);
    bytes.copy(big);
    expect((await refusal(big)).code).toBe(413001);
  });

  it('tells audio apart, an audio-only MP4 included', async () => {
    expect(await sniffUpload(join(dir, 'voice.mp3'))).toMatchObject({
      mime: 'audio/mpeg',
      kind: 'audio',
      ext: 'mp3',
      width: null,
    });
    expect(await sniffUpload(join(dir, 'voice.wav'))).toMatchObject({ mime: 'audio/wav', kind: 'audio' });
    const m4a = await sniffUpload(join(dir, 'voice.m4a'));
    expect(m4a).toMatchObject({ kind: 'audio' });
    expect(['audio/mp4', 'audio/x-m4a']).toContain(m4a.mime);
    expect(m4a.duration).toBeCloseTo(0.5, 0);
  });
});
