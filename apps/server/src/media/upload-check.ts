import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../lib/app-error';
import { probeMedia } from './ffmpeg';
import { isMp4Complete } from './labels/mp4-metadata';

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 20 * MB;
export const IMAGE_MAX_SIDE = 8192;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const VIDEO_MAX_BYTES = 500 * MB;
export const AUDIO_MAX_BYTES = 50 * MB;

export type UploadKind = 'image' | 'video' | 'audio';

export interface SniffedUpload {
  mime: string;
  kind: UploadKind;
  ext: string;
  /** Pixels as displayed (EXIF orientation applied); null for audio. */
  width: number | null;
  height: number | null;
  /** Seconds; null for images. */
  duration: number | null;
  size: number;
}

// By extension as file-type names them: its mime strings carry parameters ("audio/ogg; codecs=opus").
const IMAGE_EXTS = new Set(['jpg', 'png', 'webp', 'gif', 'avif']);
/** Containers that hold video or only audio: ffmpeg decides which. */
const AV_EXTS = new Set(['mp4', 'mov', 'webm']);
const AUDIO_EXTS = new Set(['mp3', 'wav', 'm4a', 'aac', 'ogg', 'opus', 'flac']);
/** ISO base media files, whose box structure can be checked for completeness. */
const ISO_EXTS = new Set(['mp4', 'mov', 'm4a']);
const AUDIO_ONLY: Record<string, { mime: string; ext: string }> = {
  mp4: { mime: 'audio/mp4', ext: 'm4a' },
  mov: { mime: 'audio/mp4', ext: 'm4a' },
  webm: { mime: 'audio/webm', ext: 'webm' },
};

const ACCEPTED = 'JPEG、PNG、WebP、GIF、AVIF 图片，MP4、MOV、WebM 视频，MP3、WAV、M4A、AAC、OGG、FLAC 音频';

/** Errors about the upload name the multipart field, as validation errors name theirs. */
function fieldError(code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', msg: string): AppError {
  return new AppError(code, `字段 file：${msg}`, { fields: [{ field: 'file', msg }] });
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

function checkBytes(kind: UploadKind, size: number): void {
  const limit = kind === 'image' ? IMAGE_MAX_BYTES : kind === 'video' ? VIDEO_MAX_BYTES : AUDIO_MAX_BYTES;
  const noun = kind === 'image' ? '图片' : kind === 'video' ? '视频' : '音频';
  if (size > limit) throw fieldError('PAYLOAD_TOO_LARGE', `${noun}不能超过 ${mb(limit)}`);
}

async function checkImage(input: Buffer | string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', '图片已损坏，无法读取');
  }
  const { width, height } = meta.autoOrient;
  // Checked on the header, before any decode: a small file can claim a huge canvas.
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw fieldError('PAYLOAD_TOO_LARGE', `图片边长不能超过 ${IMAGE_MAX_SIDE} 像素`);
  }
  if (width * height > IMAGE_MAX_PIXELS) {
    throw fieldError('PAYLOAD_TOO_LARGE', `图片像素总数不能超过 ${IMAGE_MAX_PIXELS / 1_000_000} 百万`);
  }
  try {
    // A full decode, made cheap by shrink-on-load: every byte of the image data is still read, so a file cut
    // short fails here rather than later in a task.
    await sharp(input, { failOn: 'truncated', limitInputPixels: IMAGE_MAX_PIXELS })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', '图片已损坏或不完整，无法解码');
  }
  return { width, height };
}

async function withPath<T>(
  input: Buffer | string,
  ext: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  if (typeof input === 'string') return use(input);
  const dir = await mkdtemp(join(tmpdir(), 'lizi-upload-'));
  try {
    const path = join(dir, `upload.${ext}`);
    await writeFile(path, input);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What an upload is, decided by its content (never its name or the client's content type), and whether it
 * is within the limits. Images must decode completely; video and audio must have a stream ffmpeg can read.
 */
export async function sniffUpload(input: Buffer | string): Promise<SniffedUpload> {
  const size = typeof input === 'string' ? (await stat(input)).size : input.length;
  if (size === 0) throw fieldError('UNSUPPORTED_MEDIA_TYPE', '文件为空');
  const type = typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  const ext = type?.ext ?? '';
  const mime = type?.mime.split(';')[0]?.trim() ?? '';
  if (IMAGE_EXTS.has(ext)) {
    checkBytes('image', size);
    const { width, height } = await checkImage(input);
    return { mime, kind: 'image', ext, width, height, duration: null, size };
  }
  if (!AV_EXTS.has(ext) && !AUDIO_EXTS.has(ext)) {
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', `不支持的文件类型，请上传 ${ACCEPTED}`);
  }
  // The largest limit first, so an oversized file is refused before it is written out or probed.
  checkBytes(AV_EXTS.has(ext) ? 'video' : 'audio', size);
  const probe = await withPath(input, ext, async (path) => {
    // ffmpeg reads what it can of a truncated moov; the box structure shows the file was cut.
    if (ISO_EXTS.has(ext) && !(await isMp4Complete(path))) return null;
    return probeMedia(path);
  });
  if (!probe || probe.durationSeconds === null || (!probe.hasVideo && !probe.hasAudio)) {
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', '音视频文件已损坏或无法解析');
  }
  if (AV_EXTS.has(ext) && probe.hasVideo) {
    return {
      mime,
      kind: 'video',
      ext,
      width: probe.width,
      height: probe.height,
      duration: probe.durationSeconds,
      size,
    };
  }
  if (!probe.hasAudio) throw fieldError('UNSUPPORTED_MEDIA_TYPE', '音频文件中没有音轨');
  checkBytes('audio', size);
  const audioOnly = AUDIO_ONLY[ext];
  return {
    mime: audioOnly?.mime ?? mime,
    kind: 'audio',
    ext: audioOnly?.ext ?? ext,
    width: null,
    height: null,
    duration: probe.durationSeconds,
    size,
  };
}
