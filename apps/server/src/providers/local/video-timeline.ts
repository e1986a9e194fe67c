import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MergeParams } from '@lizi/shared';
import { buildMixGraph, type SpeechInput } from '../../media/audio-mix';
import { probeMedia, runFfmpeg } from '../../media/ffmpeg';
import { burnFilter, NO_CJK_FONT } from '../../media/subtitles';
import type { InputFile, ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import { badInput, localFailure, stageProgress } from './local-errors';
import { H264_OUTPUT, readVideo } from './local-media';
import {
  encodeSegment,
  SEGMENT_FPS,
  SEGMENT_SILENCE,
  segmentAudio,
  segmentLength,
  writeSegmentList,
} from './video-segments';

/**
 * Renders a final cut (video.merge with a canvas): every clip — a trimmed video or a still held for its
 * duration — scaled and padded onto the canvas as its own segment with the clip's own sound at the clip
 * volume, the segments joined by stream copy, then one pass that places the voices on film time, mixes the
 * background music (ducked under speech when asked) and burns the subtitles in. The engine labels the MP4.
 */
export async function renderTimeline(input: ProviderInput, ctx: RunContext): Promise<ProviderOutput> {
  try {
    const params = input.extra as unknown as MergeParams & { inputIndex?: Record<string, number> };
    const canvas = params.canvas;
    if (!canvas) throw badInput('no canvas', '请指定画布尺寸');
    const width = Math.floor(canvas.width / 2) * 2;
    const height = Math.floor(canvas.height / 2) * 2;
    const fileOf = (id: string, label: string): InputFile => {
      const index = params.inputIndex?.[id];
      const file = index === undefined ? undefined : input.files[index];
      if (!file) throw badInput(`missing input ${id}`, `${label}的文件缺失`);
      return file;
    };
    const volumes = params.volumes ?? { clip: 1, dialogue: 1, narration: 1 };
    const clips = params.clips.map((clip, i) => {
      const duration = clip.duration;
      const label = `第 ${i + 1} 个片段`;
      if (clip.imageFileId)
        return { kind: 'image' as const, file: fileOf(clip.imageFileId, label), label, duration };
      return {
        kind: 'video' as const,
        file: fileOf(clip.videoFileId as string, label),
        label,
        duration,
        trim: clip.trimStart ?? 0,
      };
    });

    // Whole frames per clip, so sound and picture stay in step to the last clip.
    const plans = [];
    for (const clip of clips) {
      if (clip.kind === 'image') {
        plans.push({ ...clip, ...segmentLength(clip.duration ?? 3), hasAudio: false });
        continue;
      }
      const info = await readVideo(clip.file.path, clip.label, ctx.signal);
      if (clip.trim >= info.durationSeconds)
        throw badInput(`${clip.label}: trim past end`, `${clip.label}的裁剪起点超过了视频长度`);
      const wanted = clip.duration ?? info.durationSeconds - clip.trim;
      plans.push({ ...clip, ...segmentLength(wanted), hasAudio: info.hasAudio });
    }
    const total = plans.reduce((sum, p) => sum + p.seconds, 0);

    const speech: { file: InputFile; start: number; volume: number }[] = [];
    for (const [i, item] of (params.audio ?? []).entries()) {
      if (item.start >= total) continue;
      const label = item.track === 'narration' ? `第 ${i + 1} 段旁白` : `第 ${i + 1} 段对白`;
      const file = fileOf(item.audioFileId, label);
      if (!(await probeMedia(file.path)).hasAudio)
        throw badInput(`${label}: no audio`, `${label}的音频无法读取`);
      speech.push({
        file,
        start: item.start,
        volume: item.track === 'narration' ? volumes.narration : volumes.dialogue,
      });
    }
    const bgm = params.bgm
      ? { file: fileOf(params.bgm.audioFileId, '背景音乐'), volume: params.bgm.volume }
      : null;
    if (bgm && !(await probeMedia(bgm.file.path)).hasAudio)
      throw badInput('bgm: no audio', '背景音乐无法读取');

    const cues = (params.subtitles ?? []).filter((c) => c.end > c.start && c.start < total);
    let videoFilter: string | null = null;
    if (cues.length > 0) {
      videoFilter = await burnFilter(cues, { width, height }, ctx.tmpDir, (f, t) => writeFile(f, t, 'utf8'));
      if (!videoFilter)
        throw new ProviderError('not_configured', 'no CJK font', { userMessage: NO_CJK_FONT });
    }

    const toPercent = stageProgress(ctx.progress, 0, 99);
    const segmentShare = 0.7;
    const segments: string[] = [];
    let done = 0;
    for (const [i, plan] of plans.entries()) {
      const segment = path.join(ctx.tmpDir, `clip-${String(i).padStart(3, '0')}.mkv`);
      const picture =
        `[0:v:0]${fitToCanvas(plan.file.width, plan.file.height, width, height)},setsar=1,fps=${SEGMENT_FPS},format=yuv420p` +
        (plan.kind === 'video' ? `,tpad=stop_mode=clone:stop_duration=${plan.seconds}` : '') +
        '[v]';
      const sound = plan.hasAudio
        ? segmentAudio('0:a:0', `,volume=${volumes.clip.toFixed(3)}`)
        : SEGMENT_SILENCE;
      const source =
        plan.kind === 'image'
          ? [
              '-loop',
              '1',
              '-framerate',
              String(SEGMENT_FPS),
              '-t',
              String(plan.seconds),
              '-i',
              plan.file.path,
            ]
          : ['-ss', String(plan.trim), '-i', plan.file.path];
      const start = done;
      await encodeSegment({
        inputs: source,
        graph: `${picture};${sound}`,
        frames: plan.frames,
        seconds: plan.seconds,
        out: segment,
        signal: ctx.signal,
        onProgress: (f) => toPercent(((start + f * plan.seconds) / total) * segmentShare),
      });
      done += plan.seconds;
      segments.push(segment);
    }

    const list = await writeSegmentList(ctx.tmpDir, segments);
    const joined = path.join(ctx.tmpDir, 'joined.mkv');
    await runFfmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', joined], { signal: ctx.signal });

    const inputs = ['-i', joined];
    const speechInputs: SpeechInput[] = speech.map((s, i) => {
      inputs.push('-i', s.file.path);
      return { input: i + 1, start: s.start, volume: s.volume };
    });
    let bgmInput: { input: number; volume: number } | null = null;
    if (bgm) {
      inputs.push('-stream_loop', '-1', '-i', bgm.file.path);
      bgmInput = { input: speech.length + 1, volume: bgm.volume };
    }
    const graph = buildMixGraph({
      total,
      video: '[0:v:0]',
      clipAudio: '[0:a:0]',
      speech: speechInputs,
      bgm: bgmInput,
      ducking: params.ducking ?? true,
      videoFilter,
    });
    const out = path.join(ctx.tmpDir, 'cut.mp4');
    await runFfmpeg(
      [
        ...inputs,
        '-filter_complex',
        graph,
        '-map',
        videoFilter ? '[v]' : '0:v:0',
        '-map',
        '[a]',
        ...(videoFilter ? H264_OUTPUT : ['-c:v', 'copy']),
        '-c:a',
        'aac',
        '-b:a',
        '192k',
        '-t',
        total.toFixed(3),
        '-movflags',
        '+faststart',
        out,
      ],
      {
        signal: ctx.signal,
        durationSeconds: total,
        onProgress: (f) => toPercent(segmentShare + f * (1 - segmentShare)),
      },
    );
    ctx.progress(100);
    return { files: [{ kind: 'video', path: out, mime: 'video/mp4' }] };
  } catch (err) {
    throw localFailure(err, ctx.signal, '视频合成失败');
  }
}

/**
 * A clip close to the canvas shape (a 3:2 picture on a 16:9 canvas — the sizes image models offer rarely match
 * exactly) fills it and loses a thin strip at the edges, as an editor would crop it; a clip of another shape
 * (a vertical shot in a horizontal film) keeps all of its picture on black bars.
 */
export function fitToCanvas(
  srcWidth: number | null | undefined,
  srcHeight: number | null | undefined,
  width: number,
  height: number,
): string {
  const near =
    !!srcWidth &&
    !!srcHeight &&
    Math.abs(Math.log(srcWidth / srcHeight / (width / height))) <= Math.log(1.25);
  return near
    ? `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`
    : `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black`;
}
