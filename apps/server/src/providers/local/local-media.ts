import { FfmpegError, probeMedia, runFfmpeg } from '../../media/ffmpeg';
import { badInput } from './local-errors';

export interface VideoInfo {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/**
 * A video's size and the length of its video stream, or a bad_input naming it (`label`, e.g. 第 2 个片段)
 * when it has no readable video or no frames. The container's duration also counts audio that runs past
 * the picture and is missing in browser-recorded WebM, so the length comes from the video packets
 * themselves, read by stream copy (no decoding).
 */
export async function readVideo(file: string, label: string, signal?: AbortSignal): Promise<VideoInfo> {
  const probe = await probeMedia(file);
  signal?.throwIfAborted();
  const unreadable = () => badInput(`${file}: no readable video`, `${label}无法读取，请上传有效的视频文件`);
  if (!probe.hasVideo || !probe.width || !probe.height) throw unreadable();
  let stderr: string;
  try {
    ({ stderr } = await runFfmpeg(['-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'null', '-'], {
      signal,
    }));
  } catch (err) {
    if (err instanceof FfmpegError) throw unreadable();
    throw err;
  }
  const frames = Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1] ?? 0);
  const time = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)].at(-1);
  const lastFrameAt = time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : 0;
  // `time` is where the last frame starts; the average frame interval adds the last frame's own length.
  const durationSeconds =
    frames >= 2 && lastFrameAt > 0 ? (lastFrameAt * frames) / (frames - 1) : probe.durationSeconds;
  if (frames === 0 || !durationSeconds || durationSeconds <= 0) {
    throw badInput(`${file}: zero length`, `${label}时长为 0，请上传有效的视频文件`);
  }
  return { width: probe.width, height: probe.height, durationSeconds, hasAudio: probe.hasAudio };
}

/** Even width and height (yuv420p needs them) of `width`×`height` shrunk to fit `maxSide`, aspect kept. */
export function evenSize(width: number, height: number, maxSide = Number.POSITIVE_INFINITY) {
  const factor = Math.min(1, maxSide / Math.max(width, height));
  const even = (n: number) => Math.max(2, Math.floor((n * factor) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** libx264 settings every local video output shares: visually lossless, plays everywhere, starts streaming. */
export const H264_OUTPUT = [
  '-c:v',
  'libx264',
  '-preset',
  'medium',
  '-crf',
  '18',
  '-pix_fmt',
  'yuv420p',
] as const;
