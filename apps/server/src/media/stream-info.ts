import { FfmpegError, runFfmpeg } from './ffmpeg';

export interface AudioStreamInfo {
  codec: string;
  sampleRate: number;
  channels: number;
  /** kb/s when ffmpeg states it. */
  bitrate: number | null;
}

const LAYOUT_CHANNELS: Record<string, number> = { mono: 1, stereo: 2, '2.1': 3, quad: 4, '5.0': 5, '5.1': 6 };

/** Reads the first audio stream's line of `ffmpeg -i` (`Audio: mp3, 44100 Hz, stereo, fltp, 128 kb/s`). */
export function parseAudioStream(stderr: string): AudioStreamInfo | null {
  const line = /Stream #[^\n]*?Audio: ([^\n]*)/.exec(stderr)?.[1];
  if (!line) return null;
  const codec = /^(\w+)/.exec(line)?.[1] ?? '';
  const rate = /(\d+) Hz/.exec(line);
  const layout = /\d+ Hz, ([^,]+)/.exec(line)?.[1]?.trim() ?? '';
  const channels =
    LAYOUT_CHANNELS[layout.replace(/\(.*\)$/, '')] ?? Number(/(\d+) channels/.exec(layout)?.[1] ?? 2);
  const bitrate = /(\d+) kb\/s/.exec(line);
  return {
    codec,
    sampleRate: rate ? Number(rate[1]) : 44100,
    channels,
    bitrate: bitrate ? Number(bitrate[1]) : null,
  };
}

export interface VideoStreamInfo {
  codec: string;
  pixFmt: string;
}

/** Reads the first video stream's line (`Video: h264 (High) (avc1 / 0x31637661), yuv420p, 320x240 …`). */
export function parseVideoStream(stderr: string): VideoStreamInfo | null {
  const line = /Stream #[^\n]*?Video: ([^\n]*)/.exec(stderr)?.[1];
  if (!line) return null;
  // Commas inside parentheses (`yuv420p(tv, bt709)`) are not field separators.
  const fields = line.replace(/\([^)]*\)/g, '').split(',');
  return { codec: /^(\w+)/.exec(line)?.[1] ?? '', pixFmt: fields[1]?.trim() ?? '' };
}

export interface StreamInfo {
  audio: AudioStreamInfo | null;
  video: VideoStreamInfo | null;
}

/**
 * The first audio and video stream of a file. probeMedia does not report codecs or sample rate; re-encoding
 * with a cue, or deciding whether streams can be copied into MP4, needs them.
 */
export async function streamInfo(path: string, signal?: AbortSignal): Promise<StreamInfo> {
  let stderr = '';
  try {
    ({ stderr } = await runFfmpeg(['-i', path], { signal }));
  } catch (err) {
    if (!(err instanceof FfmpegError)) throw err;
    stderr = err.stderr;
  }
  return { audio: parseAudioStream(stderr), video: parseVideoStream(stderr) };
}
