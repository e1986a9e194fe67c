import { subtitleCues, TaskStatus } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { toSrt } from '../../media/subtitles';
import { findFirstOutputs, listScriptLines, listScriptRoles } from '../audio/audio.repository';
import type { Actor } from '../auth/actor';
import type { FileRow } from '../files/files.repository';
import { findOwnScript } from '../scripts/script-access.repository';
import { findTask } from '../tasks/tasks.repository';
import { CAPCUT_README, capcutDraft, type DraftMedia } from './capcut-draft';
import { findFilesByIds, listScriptShots } from './cuts.repository';
import { ownCut, settingsOf, timelineOf } from './cuts.service';
import type { ZipEntry } from './zip-stream';

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
};
const extOf = (f: FileRow) => EXT[f.mime] ?? f.storageKey.split('.').at(-1) ?? 'bin';
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Names safe on every file system, keeping Chinese. */
export const safeName = (s: string) =>
  s
    .replace(/[\\/:*?"<>|\r\n\t]+/g, '_')
    .trim()
    .slice(0, 60) || '未命名';

function stored(ctx: AppContext, f: FileRow): ZipEntry['data'] {
  return async () => (await ctx.storage.get(f.storageKey)).body;
}

/**
 * The project as a ZIP: the script as text and JSON, every shot's image and video, every voiced line, the
 * cut's subtitles, and the final film when the export has finished. Files go in as stored (labelled).
 */
export async function projectZip(ctx: AppContext, actor: Actor, cutId: string) {
  const cut = await ownCut(ctx, actor, cutId);
  const timeline = timelineOf(cut);
  const entries: ZipEntry[] = [];
  const script = cut.scriptId ? await findOwnScript(ctx.db, actor.userId, cut.scriptId) : undefined;
  if (script) {
    const [lines, roles, shots] = await Promise.all([
      listScriptLines(ctx.db, script.id),
      listScriptRoles(ctx.db, script.id),
      listScriptShots(ctx.db, script.id),
    ]);
    const names = new Map(roles.map((r) => [r.id, r.name]));
    const speaker = (l: (typeof lines)[number]) =>
      l.kind === 'narration'
        ? '旁白'
        : l.kind === 'action'
          ? ''
          : (l.roleId && names.get(l.roleId)) || l.roleName || '';
    const text = [
      script.title,
      script.idea ? `\n梗概：${script.idea}` : '',
      '',
      ...lines.map((l) =>
        speaker(l) ? `${speaker(l)}${l.emotion ? `（${l.emotion}）` : ''}：${l.text}` : `△ ${l.text}`,
      ),
    ].join('\n');
    entries.push({ name: '剧本/剧本.txt', data: text });
    entries.push({
      name: '剧本/script.json',
      data: JSON.stringify(
        {
          title: script.title,
          idea: script.idea,
          canvas: script.canvas,
          roles: roles.map((r) => ({
            id: r.id,
            name: r.name,
            description: r.description,
            timbreId: r.timbreId,
          })),
          lines: lines.map((l) => ({
            id: l.id,
            sceneId: l.sceneId,
            kind: l.kind,
            speaker: speaker(l),
            text: l.text,
            emotion: l.emotion,
          })),
          shots: shots.map((s) => ({
            id: s.id,
            position: s.position,
            prompt: s.prompt,
            framing: s.framing,
            lineIds: s.lineIds,
            durationSeconds: s.durationSeconds,
          })),
        },
        null,
        2,
      ),
    });
    const ids = [
      ...shots.flatMap((s) => [s.imageFileId, s.videoFileId]),
      ...lines.map((l) => l.audioFileId),
    ].filter((id): id is string => !!id);
    const files = new Map(
      (await findFilesByIds(ctx.db, actor.userId, [...new Set(ids)])).map((f) => [f.id, f]),
    );
    shots.forEach((s, i) => {
      const image = s.imageFileId ? files.get(s.imageFileId) : undefined;
      const video = s.videoFileId ? files.get(s.videoFileId) : undefined;
      if (image) entries.push({ name: `镜头/${pad(i + 1)}-画面.${extOf(image)}`, data: stored(ctx, image) });
      if (video) entries.push({ name: `镜头/${pad(i + 1)}-视频.${extOf(video)}`, data: stored(ctx, video) });
    });
    lines.forEach((l, i) => {
      const audio = l.audioFileId ? files.get(l.audioFileId) : undefined;
      if (audio)
        entries.push({
          name: `配音/${pad(i + 1, 3)}-${safeName(speaker(l))}.${extOf(audio)}`,
          data: stored(ctx, audio),
        });
    });
  }
  entries.push({ name: '字幕.srt', data: toSrt(subtitleCues(timeline)) });
  const task = cut.exportTaskId ? await findTask(ctx.db, cut.exportTaskId) : undefined;
  if (task?.status === TaskStatus.RESOLVED) {
    const [film] = await findFirstOutputs(ctx.db, [task.id]);
    if (film) entries.push({ name: `成片-${safeName(cut.title)}.mp4`, data: stored(ctx, film) });
  }
  return { title: cut.title, entries };
}

/** The cut as a 剪映 draft folder inside a ZIP, with every clip, voice and the music in materials/. */
export async function capcutZip(ctx: AppContext, actor: Actor, cutId: string) {
  const cut = await ownCut(ctx, actor, cutId);
  const timeline = timelineOf(cut);
  const settings = settingsOf(cut);
  const ids = [
    ...timeline.clips.flatMap((c) => [c.fileId, ...c.lines.map((l) => l.audioFileId)]),
    ...timeline.narration.map((n) => n.audioFileId),
    settings.bgm?.fileId,
  ].filter((id): id is string => !!id);
  const rows = await findFilesByIds(ctx.db, actor.userId, [...new Set(ids)]);
  const media = new Map<string, DraftMedia>();
  const entries: ZipEntry[] = [];
  const folder = safeName(cut.title);
  rows.forEach((f, i) => {
    const kind = f.kind === 'audio' ? 'audio' : f.kind === 'image' ? 'photo' : 'video';
    const path = `materials/${pad(i + 1, 3)}-${f.kind}.${extOf(f)}`;
    media.set(f.id, { fileId: f.id, path, kind, width: f.width, height: f.height, duration: f.duration });
    entries.push({ name: `${folder}/${path}`, data: stored(ctx, f) });
  });
  const draft = capcutDraft({ title: cut.title, canvas: cut.canvas, timeline, settings, media });
  return {
    title: cut.title,
    draft,
    entries: [
      { name: `${folder}/draft_content.json`, data: JSON.stringify(draft.content) },
      { name: `${folder}/draft_meta_info.json`, data: JSON.stringify(draft.meta) },
      { name: `${folder}/字幕.srt`, data: toSrt(subtitleCues(timeline)) },
      { name: '导入说明.txt', data: CAPCUT_README },
      ...entries,
    ],
  };
}
