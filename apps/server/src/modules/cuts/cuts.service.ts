import {
  type BuildCutBody,
  buildCutBodySchema,
  type CutKind,
  type CutSettings,
  type CutSummary,
  type CutTimeline,
  type CutView,
  clipStarts,
  cutSettingsSchema,
  cutTimelineSchema,
  DEFAULT_CUT_SETTINGS,
  type MergeParams,
  type SaveCutBody,
  subtitleCues,
  taskUnitCost,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toSrt } from '../../media/subtitles';
import { findFirstOutputs, listScriptLines, listScriptRoles } from '../audio/audio.repository';
import type { Actor } from '../auth/actor';
import { fileViewOf } from '../files/file-urls';
import type { FileRow } from '../files/files.repository';
import { getCostSetting } from '../points/points.service';
import { requireOwnScript } from '../scripts/script-access';
import { shotViews } from '../storyboard/storyboard-view';
import { taskView } from '../tasks/task-view';
import { findTask } from '../tasks/tasks.repository';
import { submitTask } from '../tasks/tasks.service';
import { type BuildLine, buildTimeline } from './cut-build';
import {
  type CutRow,
  deleteCut,
  findFilesByIds,
  findOwnCut,
  insertCut,
  listOwnCuts,
  listScriptShots,
  updateCut,
} from './cuts.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function timelineOf(row: CutRow): CutTimeline {
  const parsed = cutTimelineSchema.safeParse(row.timeline);
  return parsed.success ? parsed.data : { clips: [], narration: [] };
}
function settingsOf(row: CutRow): CutSettings {
  const parsed = cutSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_CUT_SETTINGS;
}

/** Every file id a timeline names, with the kind it must be and where it is named (for messages). */
function fileRefs(timeline: CutTimeline, settings: CutSettings) {
  const refs: { id: string; kind: 'image' | 'video' | 'audio'; where: string }[] = [];
  timeline.clips.forEach((clip, i) => {
    refs.push({ id: clip.fileId, kind: clip.media, where: `第 ${i + 1} 个片段` });
    clip.lines.forEach((line, j) => {
      if (line.audioFileId)
        refs.push({ id: line.audioFileId, kind: 'audio', where: `第 ${i + 1} 个片段第 ${j + 1} 句台词` });
    });
  });
  timeline.narration.forEach((item, i) => {
    if (item.audioFileId) refs.push({ id: item.audioFileId, kind: 'audio', where: `第 ${i + 1} 段旁白` });
  });
  if (settings.bgm) refs.push({ id: settings.bgm.fileId, kind: 'audio', where: '背景音乐' });
  return refs;
}

/** Refuses, naming the place, a file that is not the user's or not of the kind the place needs. */
async function checkFiles(ctx: AppContext, actor: Actor, timeline: CutTimeline, settings: CutSettings) {
  const refs = fileRefs(timeline, settings);
  const rows = await findFilesByIds(ctx.db, actor.userId, [...new Set(refs.map((r) => r.id))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const ref of refs) {
    const row = byId.get(ref.id);
    if (!row) throw new AppError('VALIDATION_FAILED', `${ref.where}：文件不存在或无权使用`);
    if (row.kind !== ref.kind) {
      const want = { image: '图片', video: '视频', audio: '音频' }[ref.kind];
      throw new AppError('VALIDATION_FAILED', `${ref.where}：需要${want}文件`);
    }
  }
  return byId;
}

function summaryOf(row: CutRow, timeline: CutTimeline, exportStatus: number | null): CutSummary {
  return {
    id: row.id,
    scriptId: row.scriptId,
    kind: row.kind as CutKind,
    title: row.title,
    canvas: row.canvas,
    clipCount: timeline.clips.length,
    duration: Math.round(clipStarts(timeline).total * 100) / 100,
    exportStatus,
    updateAt: seconds(row.updatedAt),
  };
}

async function cutView(ctx: AppContext, row: CutRow): Promise<CutView> {
  const timeline = timelineOf(row);
  const settings = settingsOf(row);
  const ids = [...new Set(fileRefs(timeline, settings).map((r) => r.id))];
  const fileRows = await findFilesByIds(ctx.db, row.userId, ids);
  const files: CutView['files'] = {};
  for (const f of fileRows) files[f.id] = await fileViewOf(ctx, f);
  const task = row.exportTaskId ? await findTask(ctx.db, row.exportTaskId) : undefined;
  const exportTask = task ? await taskView(ctx, task) : null;
  return {
    ...summaryOf(row, timeline, exportTask?.status ?? null),
    timeline,
    settings,
    files,
    exportTask,
    exportCost: taskUnitCost(await getCostSetting(ctx), 'gcvideo-merge'),
  };
}

async function ownCut(ctx: AppContext, actor: Actor, id: string): Promise<CutRow> {
  const row = await findOwnCut(ctx.db, actor.userId, id);
  if (!row) throw new AppError('NOT_FOUND', '剪辑不存在或已删除');
  return row;
}

export async function listCuts(ctx: AppContext, actor: Actor, filter: { scriptId?: string; kind?: string }) {
  const rows = await listOwnCuts(ctx.db, actor.userId, filter);
  const tasks = await Promise.all(
    rows.map((r) => (r.exportTaskId ? findTask(ctx.db, r.exportTaskId) : undefined)),
  );
  return rows.map((r, i) => summaryOf(r, timelineOf(r), tasks[i]?.status ?? null));
}

export const getCut = async (ctx: AppContext, actor: Actor, id: string) =>
  cutView(ctx, await ownCut(ctx, actor, id));

/** A new cut from the script's storyboard: shots in order (or the chosen ones), their lines and voices. */
export async function buildCut(ctx: AppContext, actor: Actor, input: BuildCutBody): Promise<CutView> {
  const body = buildCutBodySchema.parse(input);
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  const allShots = await listScriptShots(ctx.db, script.id);
  let shots = allShots;
  if (body.shotIds) {
    const byId = new Map(allShots.map((s) => [s.id, s]));
    shots = body.shotIds.map((id) => {
      const shot = byId.get(id);
      if (!shot) throw new AppError('NOT_FOUND', 'shotIds：镜头不存在或不属于这个剧本');
      return shot;
    });
  }
  // What each shot shows is its chosen file, else the newest result of its image / video task — the same
  // rule the storyboard screen follows — so AI-made pictures nobody explicitly chose still go into the cut.
  const views = new Map((await shotViews(ctx, actor, script.id, shots)).map((v) => [v.id, v]));
  shots = shots.map((s) => ({
    ...s,
    imageFileId: views.get(s.id)?.image?.id ?? null,
    videoFileId: views.get(s.id)?.video?.id ?? null,
  }));
  const [lines, roleRows] = await Promise.all([
    listScriptLines(ctx.db, script.id),
    listScriptRoles(ctx.db, script.id),
  ]);
  const names = new Map(roleRows.map((r) => [r.id, r.name]));
  // A voice still rendering is not in the cut yet; its resolved output is, even if the line has not been read since.
  const pending = lines.filter((l) => l.audioTaskId && !l.audioFileId).map((l) => l.audioTaskId as string);
  const outputs = new Map((await findFirstOutputs(ctx.db, pending)).map((f) => [f.taskId, f.id]));
  const buildLines: BuildLine[] = lines.map((l) => ({
    id: l.id,
    kind: l.kind,
    text: l.text,
    speaker: l.kind === 'narration' ? '旁白' : (l.roleId && names.get(l.roleId)) || l.roleName || '',
    audioFileId: l.audioFileId ?? (l.audioTaskId ? (outputs.get(l.audioTaskId) ?? null) : null),
  }));
  const fileIds = [
    ...shots.flatMap((s) => [s.videoFileId, s.imageFileId]),
    ...buildLines.map((l) => l.audioFileId),
  ].filter((id): id is string => !!id);
  const fileRows = await findFilesByIds(ctx.db, actor.userId, [...new Set(fileIds)]);
  const filesById = new Map<string, FileRow>(fileRows.map((f) => [f.id, f]));
  const timeline = buildTimeline({
    kind: body.kind,
    shots,
    linesById: new Map(buildLines.map((l) => [l.id, l])),
    narrationLines: buildLines.filter((l) => l.kind === 'narration' && l.text.trim()),
    filesById,
  });
  if (timeline.clips.length === 0)
    throw new AppError('VALIDATION_FAILED', '没有可用的镜头画面：请先为镜头生成或上传图片、视频');
  const canvas = body.canvas ?? (body.kind === 'shortStudio' ? '720x1280' : script.canvas);
  const titles = { media: '成片', narration: '解说版', shortStudio: '竖版短视频' } as const;
  const row = await insertCut(ctx.db, {
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
    scriptId: script.id,
    kind: body.kind,
    title: body.title ?? `${script.title} · ${titles[body.kind]}`,
    canvas,
    timeline,
    settings: DEFAULT_CUT_SETTINGS,
  });
  return cutView(ctx, row);
}

export async function saveCut(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: SaveCutBody,
): Promise<CutView> {
  const row = await ownCut(ctx, actor, id);
  await checkFiles(ctx, actor, body.timeline, body.settings);
  const updated = await updateCut(ctx.db, row.id, {
    title: body.title ?? row.title,
    canvas: body.canvas ?? row.canvas,
    timeline: body.timeline,
    settings: body.settings,
  });
  return cutView(ctx, updated);
}

export async function removeCut(ctx: AppContext, actor: Actor, id: string) {
  const row = await ownCut(ctx, actor, id);
  await deleteCut(ctx.db, row.id);
}

/** The merge task's params: the whole timeline on film time. */
export function mergeParamsOf(canvas: string, timeline: CutTimeline, settings: CutSettings): MergeParams {
  const [width = 1920, height = 1080] = canvas.split('x').map(Number);
  const { starts } = clipStarts(timeline);
  const audio: NonNullable<MergeParams['audio']> = [];
  timeline.clips.forEach((clip, i) => {
    for (const line of clip.lines) {
      if (line.audioFileId && line.offset < clip.duration)
        audio.push({
          audioFileId: line.audioFileId,
          start: Math.round(((starts[i] ?? 0) + line.offset) * 1000) / 1000,
          track: line.kind === 'narration' ? 'narration' : 'dialogue',
        });
    }
  });
  for (const item of timeline.narration)
    if (item.audioFileId)
      audio.push({ audioFileId: item.audioFileId, start: item.start, track: 'narration' });
  return {
    clips: timeline.clips.map((clip) =>
      clip.media === 'video'
        ? { videoFileId: clip.fileId, trimStart: clip.trimStart, duration: clip.duration }
        : { imageFileId: clip.fileId, duration: clip.duration },
    ),
    canvas: { width, height },
    audio,
    ...(settings.bgm ? { bgm: { audioFileId: settings.bgm.fileId, volume: settings.bgm.volume } } : {}),
    ducking: settings.ducking,
    volumes: settings.volumes,
    subtitles:
      settings.subtitles === 'burn'
        ? subtitleCues(timeline).map((c) => ({ start: c.start, end: c.end, text: c.text }))
        : [],
  };
}

/** Export: ONE gcvideo-merge task carrying the saved timeline (charged as the engine charges it). */
export async function exportCut(
  ctx: AppContext,
  actor: Actor,
  id: string,
  idempotencyKey?: string,
): Promise<CutView> {
  const row = await ownCut(ctx, actor, id);
  const parsed = cutTimelineSchema.safeParse(row.timeline);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', '剪辑内容无效，请重新生成时间线');
  const settings = settingsOf(row);
  await checkFiles(ctx, actor, parsed.data, settings);
  const task = await submitTask(ctx, actor, {
    type: 'gcvideo-merge',
    params: mergeParamsOf(row.canvas, parsed.data, settings),
    count: 1,
    idempotencyKey: idempotencyKey ? `cut:${row.id}:${idempotencyKey}` : undefined,
  });
  return cutView(ctx, await updateCut(ctx.db, row.id, { exportTaskId: task.id }));
}

export async function cutSrt(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ title: string; srt: string }> {
  const row = await ownCut(ctx, actor, id);
  return { title: row.title, srt: toSrt(subtitleCues(timelineOf(row))) };
}

export { ownCut, settingsOf, timelineOf };
