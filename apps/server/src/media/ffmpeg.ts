import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let resolved: string | null = null;

/**
 * The ffmpeg binary: FFMPEG_PATH when set (a system ffmpeg, e.g. Debian's), else the static build shipped in
 * the npm package @ffmpeg-installer/ffmpeg. npm 11 skips that package's `chmod` postinstall, so the execute
 * bit is restored here when missing.
 */
export function ffmpegPath(): string {
  if (resolved) return resolved;
  const fromEnv = process.env.FFMPEG_PATH;
  if (fromEnv) {
    resolved = fromEnv;
    return resolved;
  }
  const path = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  resolved = path;
  return resolved;
}

export interface FfmpegRun {
  signal?: AbortSignal;
  /** Total duration in seconds of the output, to turn `time=` lines into 0–1 progress. */
  durationSeconds?: number;
  onProgress?: (fraction: number) => void;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** Runs ffmpeg with the given arguments; rejects with the tail of stderr on a non-zero exit. */
export function runFfmpeg(args: string[], options: FfmpegRun = {}): Promise<{ stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      signal: options.signal,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-64_000);
      if (options.onProgress && options.durationSeconds) {
        const m = /time=(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(chunk);
        if (m) {
          const t = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
          options.onProgress(Math.min(1, t / options.durationSeconds));
        }
      }
    });
    child.on('error', (err) => reject(err));
    child.on('close', (code) => {
      if (code === 0) resolve({ stderr });
      else reject(new FfmpegError(`ffmpeg exited with ${code}`, stderr.slice(-4000)));
    });
  });
}

export interface MediaProbe {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  fps: number | null;
}

/**
 * What ffmpeg says about a file. The npm build has no ffprobe, so this reads `ffmpeg -i`'s stream summary,
 * which exits non-zero by design (no output file).
 */
export async function probeMedia(path: string): Promise<MediaProbe> {
  let stderr = '';
  try {
    ({ stderr } = await runFfmpeg(['-i', path]));
  } catch (err) {
    stderr = err instanceof FfmpegError ? err.stderr : '';
  }
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const video = /Stream #[^\n]*Video:[^\n]*?(\d{2,5})x(\d{2,5})[^\n]*/.exec(stderr);
  const fps = video ? /(\d+(?:\.\d+)?) fps/.exec(video[0]) : null;
  return {
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : null,
    width: video ? Number(video[1]) : null,
    height: video ? Number(video[2]) : null,
    hasVideo: !!video,
    hasAudio: /Stream #[^\n]*Audio:/.test(stderr),
    fps: fps ? Number(fps[1]) : null,
  };
}
