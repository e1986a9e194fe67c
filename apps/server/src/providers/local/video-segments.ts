import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIX_SAMPLE_RATE } from '../../media/audio-mix';
import { runFfmpeg } from '../../media/ffmpeg';
import { H264_OUTPUT } from './local-media';

/**
 * How both local video joins (plain clip merge and the final-cut timeline) work: every clip is normalised on
 * its own into a segment — 25 fps H.264 with identical stream headers plus PCM audio cut to exactly its
 * whole-frame length — and the segments are joined by stream copy. One clip at a time bounds memory, and
 * per-clip lengths that match to the sample keep sound in sync to the last clip.
 */
export const SEGMENT_FPS = 25;

/** Whole frames for a length in seconds (at least one), and the exact length they last. */
export function segmentLength(seconds: number): { frames: number; seconds: number } {
  const frames = Math.max(1, Math.round(seconds * SEGMENT_FPS));
  return { frames, seconds: frames / SEGMENT_FPS };
}

/** A filter chain from an audio input to the segments' PCM format, padded with silence to the end. */
export const segmentAudio = (input: string, extra = '') =>
  `[${input}]aresample=${MIX_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=stereo${extra},apad[a]`;

/** Silence in the segments' PCM format, for a clip without sound. */
export const SEGMENT_SILENCE = `anullsrc=r=${MIX_SAMPLE_RATE}:cl=stereo,aformat=sample_fmts=s16:channel_layouts=stereo[a]`;

export interface SegmentJob {
  /** ffmpeg input arguments (`-i file`, with `-loop`/`-ss` options as needed). */
  inputs: string[];
  /** A filter graph ending in `[v]` and `[a]`. */
  graph: string;
  frames: number;
  seconds: number;
  out: string;
  signal: AbortSignal;
  /** 0–1 of this segment. */
  onProgress: (fraction: number) => void;
}

export async function encodeSegment(job: SegmentJob): Promise<void> {
  await runFfmpeg(
    [
      ...job.inputs,
      '-filter_complex',
      job.graph,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-frames:v',
      String(job.frames),
      '-t',
      String(job.seconds),
      ...H264_OUTPUT,
      // Identical stream headers in every segment, so they can be joined without re-encoding.
      '-x264-params',
      'stitchable=1',
      '-c:a',
      'pcm_s16le',
      job.out,
    ],
    { signal: job.signal, durationSeconds: job.seconds, onProgress: job.onProgress },
  );
}

/** The concat demuxer's list of the segments, written into `dir`; returns its path. */
export async function writeSegmentList(dir: string, segments: string[]): Promise<string> {
  const list = path.join(dir, 'segments.txt');
  await writeFile(list, segments.map((s) => `file '${s.replaceAll("'", "'\\''")}'`).join('\n'));
  return list;
}
