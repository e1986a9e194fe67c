import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { probeMedia, runFfmpeg } from '../../media/ffmpeg';
import type { InputFile, ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { badInput, localFailure, stageProgress } from './local-errors';
import { evenSize, H264_OUTPUT, readVideo } from './local-media';
import { renderTimeline } from './video-timeline';

export const MERGE_FPS = 25;
export const MERGE_SAMPLE_RATE = 44100;

interface Clip {
  video: InputFile;
  audio: InputFile | null;
}

/**
 * Concatenates clips in order (video.merge). Each clip is first normalised on its own (letterboxed to the
 * first clip's size, 25 fps, its given audio track or else its own or else silence, audio cut or padded to
 * exactly its whole-frame length) into an H.264 + PCM segment, then the segments are joined by stream copy
 * and the audio encoded once. One clip at a time bounds memory for up to 100 clips, and per-clip lengths that
 * match to the sample keep sound in sync to the last clip.
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
      const frames = Math.max(1, Math.round(info.durationSeconds * MERGE_FPS));
      infos.push({ ...info, frames, seconds: frames / MERGE_FPS });
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
      const audioChain = `aresample=${MERGE_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=stereo,apad`;
      const graph = [
        `[0:v:0]scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease,` +
          `pad=${size.width}:${size.height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${MERGE_FPS},` +
          `format=yuv420p,tpad=stop_mode=clone:stop_duration=${info.seconds}[v]`,
        audioSource
          ? `[${audioSource}]${audioChain}[a]`
          : `anullsrc=r=${MERGE_SAMPLE_RATE}:cl=stereo,aformat=sample_fmts=s16:channel_layouts=stereo[a]`,
      ].join(';');
      const start = done;
      await runFfmpeg(
        [
          '-i',
          clip.video.path,
          ...(clip.audio ? ['-i', clip.audio.path] : []),
          '-filter_complex',
          graph,
          '-map',
          '[v]',
          '-map',
          '[a]',
          '-frames:v',
          String(info.frames),
          '-t',
          String(info.seconds),
          ...H264_OUTPUT,
          // Identical stream headers in every segment, so they can be joined without re-encoding.
          '-x264-params',
          'stitchable=1',
          '-c:a',
          'pcm_s16le',
          segment,
        ],
        {
          signal: ctx.signal,
          durationSeconds: info.seconds,
          onProgress: (f) => toPercent(((start + f * info.seconds) / total) * segmentsShare),
        },
      );
      done += info.seconds;
      segments.push(segment);
    }

    const list = path.join(ctx.tmpDir, 'segments.txt');
    await writeFile(list, segments.map((s) => `file '${s.replaceAll("'", "'\\''")}'`).join('\n'));
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
