import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../lib/app-error';
import { runFfmpeg } from './ffmpeg';

export const THUMBNAIL_SIZE = 480;
/** Posters are shown in the player at its size; 4K frames are scaled down to keep them light. */
const POSTER_MAX = 1280;

/** A WebP that fits in 480×480, upright per EXIF, never enlarged. */
export async function imageThumbnail(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data)
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', '无法读取图片，不能生成缩略图', { cause: err });
  }
}

async function grabFrame(path: string, out: string, at: number | null): Promise<boolean> {
  await rm(out, { force: true });
  try {
    await runFfmpeg([
      ...(at === null ? [] : ['-ss', String(at)]),
      '-i',
      path,
      '-frames:v',
      '1',
      '-q:v',
      '2',
      out,
    ]);
  } catch {
    return false;
  }
  return ((await stat(out).catch(() => null))?.size ?? 0) > 0;
}

/**
 * A JPEG poster: the frame at 0.5 s, which skips the black or faded first frame many generated clips open
 * with, or the first frame when the clip is shorter than that.
 */
export async function videoPoster(path: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'lizi-poster-'));
  try {
    const out = join(dir, 'poster.jpg');
    if (!(await grabFrame(path, out, 0.5)) && !(await grabFrame(path, out, null))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', '无法从视频中截取封面');
    }
    return await sharp(await readFile(out))
      .resize(POSTER_MAX, POSTER_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
