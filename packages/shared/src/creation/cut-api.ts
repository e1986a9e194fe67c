import { z } from 'zod';
import type { FileView, TaskView } from '../tasks/task-api';
import { CANVAS_SIZE_KEYS } from './creation-constants';

/**
 * The final cut (issue 6, spec §2 /media video merge, /narration, /shortStudio).
 *
 * GET    /api/v2/cuts?scriptId=&kind=            → CutSummary[]
 * POST   /api/v2/cuts/build     BuildCutBody      → CutView   (timeline built from the script's shots and lines)
 * GET    /api/v2/cuts/{id}                        → CutView   (with the export task, its progress and output)
 * PUT    /api/v2/cuts/{id}      SaveCutBody       → CutView   (whole timeline and settings, validated)
 * DELETE /api/v2/cuts/{id}                        → null
 * POST   /api/v2/cuts/{id}/export  {idempotencyKey?} → CutView (ONE gcvideo-merge task carrying the timeline)
 * GET    /api/v2/cuts/{id}/srt                    → text/srt  (subtitles with their times)
 * GET    /api/v2/cuts/{id}/project.zip            → application/zip (script, shots, audio, SRT, final MP4)
 * GET    /api/v2/cuts/{id}/capcut.zip             → application/zip (剪映 draft folder + README)
 */

export const CUT_KINDS = ['media', 'narration', 'shortStudio'] as const;
export type CutKind = (typeof CUT_KINDS)[number];
export const CUT_KIND_LABELS: Record<CutKind, string> = {
  media: '视频合成',
  narration: '解说剪辑',
  shortStudio: '短视频工坊',
};
export const SUBTITLE_MODES = ['burn', 'srt', 'none'] as const;
export type SubtitleMode = (typeof SUBTITLE_MODES)[number];
export const SUBTITLE_MODE_LABELS: Record<SubtitleMode, string> = {
  burn: '烧录到画面',
  srt: '导出 SRT 字幕文件',
  none: '不要字幕',
};
/** Longest clip and timeline the editor accepts, in seconds. */
export const MAX_CLIP_SECONDS = 600;
export const MAX_CUT_CLIPS = 100;

const seconds = (label: string, max = MAX_CLIP_SECONDS) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, { error: `${label}不能小于 0` })
    .max(max, { error: `${label}不能超过 ${max} 秒` });
const volume = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, { error: `${label}不能小于 0` })
    .max(2, { error: `${label}不能超过 200%` });
const fileId = z.uuid({ error: '文件编号无效' });
const text = z.string({ error: '字幕文字必须是文本' }).max(500, { error: '字幕文字不能超过 500 字' });

/** A spoken line placed in a clip: its voice (if voiced) and its subtitle, timed from the clip's start. */
export const cutLineSchema = z.strictObject({
  id: z.string().min(1).max(64),
  lineId: z.uuid().nullable(),
  kind: z.enum(['dialogue', 'narration'], { error: '台词类型无效' }),
  speaker: z.string().max(64),
  text,
  audioFileId: fileId.nullable(),
  offset: seconds('台词开始时间'),
  duration: seconds('台词时长').refine((v) => v > 0, { error: '台词时长必须大于 0' }),
});
export type CutLine = z.infer<typeof cutLineSchema>;

export const cutClipSchema = z.strictObject({
  id: z.string().min(1).max(64),
  shotId: z.uuid().nullable(),
  media: z.enum(['video', 'image'], { error: '片段类型只能是视频或图片' }),
  fileId,
  /** Seconds skipped at the start of the source video (0 for stills). */
  trimStart: seconds('片段裁剪起点'),
  /** Seconds the clip plays; a video shorter than this holds its last frame. */
  duration: seconds('片段时长').refine((v) => v >= 0.5, { error: '片段时长不能少于 0.5 秒' }),
  /** Length of the source video, when known. */
  sourceDuration: z.number().min(0).nullable(),
  lines: z.array(cutLineSchema).max(50, { error: '每个片段最多 50 句台词' }),
});
export type CutClip = z.infer<typeof cutClipSchema>;

/** A narration item on its own track, timed from the start of the film. */
export const cutNarrationSchema = z.strictObject({
  id: z.string().min(1).max(64),
  lineId: z.uuid().nullable(),
  text,
  audioFileId: fileId.nullable(),
  start: seconds('旁白开始时间', 3600),
  duration: seconds('旁白时长').refine((v) => v > 0, { error: '旁白时长必须大于 0' }),
});
export type CutNarration = z.infer<typeof cutNarrationSchema>;

export const cutTimelineSchema = z.strictObject({
  clips: z
    .array(cutClipSchema)
    .min(1, { error: '请至少保留 1 个片段' })
    .max(MAX_CUT_CLIPS, { error: `最多 ${MAX_CUT_CLIPS} 个片段` }),
  narration: z.array(cutNarrationSchema).max(500, { error: '旁白最多 500 段' }),
});
export type CutTimeline = z.infer<typeof cutTimelineSchema>;

export const cutSettingsSchema = z.strictObject({
  subtitles: z.enum(SUBTITLE_MODES, { error: '字幕方式无效' }),
  bgm: z.strictObject({ fileId, volume: volume('背景音乐音量') }).nullable(),
  /** Lower the background music under speech (sidechain compression). */
  ducking: z.boolean({ error: '请选择是否开启闪避' }),
  volumes: z.strictObject({
    clip: volume('原声音量'),
    dialogue: volume('对白音量'),
    narration: volume('旁白音量'),
  }),
});
export type CutSettings = z.infer<typeof cutSettingsSchema>;

export const DEFAULT_CUT_SETTINGS: CutSettings = {
  subtitles: 'burn',
  bgm: null,
  ducking: true,
  volumes: { clip: 1, dialogue: 1, narration: 1 },
};

export const buildCutBodySchema = z.strictObject({
  scriptId: z.uuid({ error: '剧本编号无效' }),
  kind: z.enum(CUT_KINDS, { error: '剪辑类型无效' }).default('media'),
  /** Only these shots, in this order (/shortStudio); all shots in order when absent. */
  shotIds: z
    .array(z.uuid({ error: '镜头编号无效' }))
    .min(1, { error: '请至少选择 1 个镜头' })
    .optional(),
  title: z
    .string()
    .trim()
    .min(1, { error: '请填写标题' })
    .max(100, { error: '标题不能超过 100 字' })
    .optional(),
  canvas: z.enum(CANVAS_SIZE_KEYS, { error: '画布尺寸只能是 1920x1080 或 720x1280' }).optional(),
});
export type BuildCutBody = z.input<typeof buildCutBodySchema>;

export const saveCutBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: '请填写标题' })
    .max(100, { error: '标题不能超过 100 字' })
    .optional(),
  canvas: z.enum(CANVAS_SIZE_KEYS, { error: '画布尺寸只能是 1920x1080 或 720x1280' }).optional(),
  timeline: cutTimelineSchema,
  settings: cutSettingsSchema,
});
export type SaveCutBody = z.infer<typeof saveCutBodySchema>;

export interface CutSummary {
  id: string;
  scriptId: string | null;
  kind: CutKind;
  title: string;
  canvas: string;
  clipCount: number;
  duration: number;
  exportStatus: number | null;
  updateAt: number;
}

export interface CutView extends CutSummary {
  timeline: CutTimeline;
  settings: CutSettings;
  /** Every file the timeline names (players, thumbnails), by id; missing files are absent. */
  files: Record<string, FileView>;
  exportTask: TaskView | null;
  /** Cost of one export (taskCosts gcvideo-merge, else longVideoCost). */
  exportCost: number;
}

/** Where each clip starts on the film, and the film's length. */
export function clipStarts(timeline: Pick<CutTimeline, 'clips'>): { starts: number[]; total: number } {
  const starts: number[] = [];
  let t = 0;
  for (const clip of timeline.clips) {
    starts.push(t);
    t += clip.duration;
  }
  return { starts, total: t };
}

export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

/** The subtitles of a cut: every clip line and narration item with text, on film time, in order. */
export function subtitleCues(timeline: CutTimeline): SubtitleCue[] {
  const { starts, total } = clipStarts(timeline);
  const cues: SubtitleCue[] = [];
  timeline.clips.forEach((clip, i) => {
    const base = starts[i] ?? 0;
    for (const line of clip.lines) {
      if (!line.text.trim() || line.offset >= clip.duration) continue;
      cues.push({
        start: base + line.offset,
        end: base + Math.min(clip.duration, line.offset + line.duration),
        text: line.text.trim(),
      });
    }
  });
  for (const item of timeline.narration) {
    if (!item.text.trim() || item.start >= total) continue;
    cues.push({
      start: item.start,
      end: Math.min(total, item.start + item.duration),
      text: item.text.trim(),
    });
  }
  return cues.sort((a, b) => a.start - b.start);
}
