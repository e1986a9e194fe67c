import path from 'node:path';
import { probeMedia, runFfmpeg } from '../../media/ffmpeg';
import type { InputFile, ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { badInput, localFailure, stageProgress } from './local-errors';
import { evenSize, readVideo } from './local-media';
import {
  encodeSegment,
  SEGMENT_FPS,
  SEGMENT_SILENCE,
  segmentAudio,
  segmentLength,
  writeSegmentList,
} from './video-segments';
import { renderTimeline } from './video-timeline';

interface Clip {
  video: InputFile;
  audio: InputFile | null;
}

/**
 * Concatenates clips in order (video.merge): each clip becomes a segment (video-segments.ts) letterboxed to the
 * first clip's size, with its given audio track or else its own or else silence; the segments are joined by
 * stream copy and the audio encoded once.
 */
export async function mergeVideos(input: ProviderInput, ctx: RunContext): Promise<ProviderOutput> {
  // A final cut (canvas, stills, voices, music, subtitles) has its own renderer.
  if (input.extra.canvas) return renderTimeline(input, ctx);
  try {
    const clips = clipsOf(input);
    if (clips.length === 0) throw badInput('no clips', '请至少选择 1 个片段');

    const infos = [];
    for (const [i, clip] of clips.entries()) {
      const info = await readVideo(clip.video.path, `第 ${i + 1} 个片段`, ctx.signal);
      if (clip.audio) {
        const audio = await probeMedia(clip.audio.path);
        if (!audio.hasAudio) {
          throw badInput(
            `${clip.audio.path}: no audio`,
            `第 ${i + 1} 个片段的音频无法读取，请上传有效的音频文件`,
          );
        }
      }
      // Whole frames, so the segment's audio ends exactly where its last frame does.
      infos.push({ ...info, ...segmentLength(info.durationSeconds) });
    }
    const first = infos[0];
    if (!first) throw badInput('no clips', '请至少选择 1 个片段');
    const size = evenSize(first.width, first.height);
    const total = infos.reduce((sum, info) => sum + info.seconds, 0);
    // The final join copies video and only encodes audio: a small share of the work.
    const toPercent = stageProgress(ctx.progress, 0, 99);
    const segmentsShare = 0.95;

    const segments: string[] = [];
    let done = 0;
    for (const [i, clip] of clips.entries()) {
      const info = infos[i] as (typeof infos)[number];
      const segment = path.join(ctx.tmpDir, `segment-${String(i).padStart(3, '0')}.mkv`);
      const audioSource = clip.audio ? '1:a:0' : info.hasAudio ? '0:a:0' : null;
      const graph = [
        `[0:v:0]scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease,` +
          `pad=${size.width}:${size.height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${SEGMENT_FPS},` +
          `format=yuv420p,tpad=stop_mode=clone:stop_duration=${info.seconds}[v]`,
        audioSource ? segmentAudio(audioSource) : SEGMENT_SILENCE,
      ].join(';');
      const start = done;
      await encodeSegment({
        inputs: ['-i', clip.video.path, ...(clip.audio ? ['-i', clip.audio.path] : [])],
        graph,
        frames: info.frames,
        seconds: info.seconds,
        out: segment,
        signal: ctx.signal,
        onProgress: (f) => toPercent(((start + f * info.seconds) / total) * segmentsShare),
      });
      done += info.seconds;
      segments.push(segment);
    }

    const list = await writeSegmentList(ctx.tmpDir, segments);
    const out = path.join(ctx.tmpDir, 'merged.mp4');
    await runFfmpeg(
      [
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        list,
        '-map',
        '0:v',
        '-map',
        '0:a',
        '-c:v',
        'copy',
        '-c:a',
        'aac',
        '-b:a',
        '192k',
        '-movflags',
        '+faststart',
        out,
      ],
      {
        signal: ctx.signal,
        durationSeconds: total,
        onProgress: (f) => toPercent(segmentsShare + f * (1 - segmentsShare)),
      },
    );
    ctx.progress(100);
    return { files: [{ kind: 'video', path: out, mime: 'video/mp4' }] };
  } catch (err) {
    throw localFailure(err, ctx.signal, '视频合成失败');
  }
}

/**
 * The clips in order: `extra.clips` indexes into `files` when the engine gave it (one entry per clip, with
 * its audio track or null), otherwise every 'video' file in order without a separate track.
 */
function clipsOf(input: ProviderInput): Clip[] {
  const plan = input.extra.clips;
  if (!Array.isArray(plan)) {
    return input.files.filter((f) => f.role === 'video').map((video) => ({ video, audio: null }));
  }
  return plan.map((entry, i) => {
    const { videoIndex, audioIndex } = (entry ?? {}) as { videoIndex?: unknown; audioIndex?: unknown };
    const video = typeof videoIndex === 'number' ? input.files[videoIndex] : undefined;
    const audio = typeof audioIndex === 'number' ? input.files[audioIndex] : undefined;
    if (video?.role !== 'video' || (audioIndex != null && audio?.role !== 'audio')) {
      throw badInput(`clip ${i}: bad file indexes ${JSON.stringify(entry)}`, `第 ${i + 1} 个片段的文件缺失`);
    }
    return { video, audio: audio ?? null };
  });
}
