import {
  type FileView,
  type ShotView,
  STORYBOARD_DRAFT_COST_KEY,
  type StoryboardView,
  type TaskView,
  unitCost,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import type { Actor } from '../auth/actor';
import { fileViewOf } from '../files/file-urls';
import { findOwnFiles } from '../files/files.repository';
import { getCostSetting } from '../points/points.service';
import type { ScriptRow } from '../scripts/script-access';
import { taskViews } from '../tasks/task-view';
import { imageTaskTypeOf, referencesOf } from './shot-references';
import {
  findTasksByIds,
  listOwnBackgrounds,
  listResolvedShotTasks,
  listScriptLines,
  listScriptRoles,
  listScriptScenes,
  listShots,
  type ShotRow,
} from './storyboard.repository';

/** Which shot and kind a storyboard task key names: `sb:{scriptId}:{shotId}:{img|vid}:{requestKey}`. */
export function shotTaskKey(scriptId: string, shotId: string, kind: 'img' | 'vid', requestKey: string) {
  return `sb:${scriptId}:${shotId}:${kind}:${requestKey}`;
}
function parseShotTaskKey(key: string | null) {
  const [, , shotId, kind] = key?.split(':') ?? [];
  return shotId && (kind === 'img' || kind === 'vid') ? { shotId, kind } : null;
}

/** Signed views of the caller's own files, by id. Files of others never show. */
async function ownFileViews(ctx: AppContext, userId: number, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const rows = wanted.length ? await findOwnFiles(ctx.db, userId, wanted) : [];
  const views = await Promise.all(rows.map((r) => fileViewOf(ctx, r)));
  return new Map(views.map((v) => [v.id, v]));
}

const plainFile = (f: FileView): FileView => ({
  id: f.id,
  mime: f.mime,
  size: f.size,
  width: f.width,
  height: f.height,
  duration: f.duration,
  url: f.url,
  thumbUrl: f.thumbUrl,
  name: f.name,
});

/** The shots of a script with their tasks, chosen files and the newest results to choose among. */
export async function shotViews(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
  rows?: ShotRow[],
): Promise<ShotView[]> {
  const list = rows ?? (await listShots(ctx.db, scriptId));
  const resolved = await listResolvedShotTasks(ctx.db, actor.userId, scriptId);
  const newestResolved = new Map<string, (typeof resolved)[number]>();
  for (const task of resolved) {
    const key = parseShotTaskKey(task.idempotencyKey);
    if (key && !newestResolved.has(`${key.shotId}:${key.kind}`))
      newestResolved.set(`${key.shotId}:${key.kind}`, task);
  }
  const currentIds = list.flatMap((s) => [s.imageTaskId, s.videoTaskId]).filter((id): id is string => !!id);
  const current = await findTasksByIds(ctx.db, currentIds);
  const allTasks = [...current, ...[...newestResolved.values()].filter((t) => !currentIds.includes(t.id))];
  const views = new Map<string, TaskView>((await taskViews(ctx, allTasks)).map((v) => [v.id, v]));
  const files = await ownFileViews(
    ctx,
    actor.userId,
    list.flatMap((s) => [s.imageFileId, s.videoFileId, s.lastFrameFileId]),
  );

  return list.map((s) => {
    const resolvedImage = newestResolved.get(`${s.id}:img`);
    const resolvedVideo = newestResolved.get(`${s.id}:vid`);
    const imageChoices = ((resolvedImage && views.get(resolvedImage.id)?.outputs) ?? []).map(plainFile);
    const videoChoices = ((resolvedVideo && views.get(resolvedVideo.id)?.outputs) ?? []).map(plainFile);
    return {
      id: s.id,
      scriptId: s.scriptId,
      sceneId: s.sceneId,
      position: s.position,
      kind: s.kind as ShotView['kind'],
      prompt: s.prompt,
      videoPrompt: s.videoPrompt,
      framing: s.framing,
      roleIds: s.roleIds,
      lineIds: s.lineIds,
      backgroundAssetId: s.backgroundAssetId,
      durationSeconds: s.durationSeconds,
      frameMode: s.frameMode as ShotView['frameMode'],
      lastFrameFileId: s.lastFrameFileId,
      lastFrame: (s.lastFrameFileId && files.get(s.lastFrameFileId)) || null,
      videoFeatures: s.videoFeatures,
      cameraMove: (s.cameraMove as ShotView['cameraMove']) ?? null,
      imageTask: (s.imageTaskId && views.get(s.imageTaskId)) || null,
      imageFileId: s.imageFileId,
      image: (s.imageFileId && files.get(s.imageFileId)) || imageChoices[0] || null,
      imageChoices,
      videoTask: (s.videoTaskId && views.get(s.videoTaskId)) || null,
      videoFileId: s.videoFileId,
      video: (s.videoFileId && files.get(s.videoFileId)) || videoChoices[0] || null,
      videoChoices,
    };
  });
}

export async function storyboardView(
  ctx: AppContext,
  actor: Actor,
  script: ScriptRow,
): Promise<StoryboardView> {
  const [shots, roles, scenes, lines, backgrounds, setting] = await Promise.all([
    shotViews(ctx, actor, script.id),
    listScriptRoles(ctx.db, script.id),
    listScriptScenes(ctx.db, script.id),
    listScriptLines(ctx.db, script.id),
    listOwnBackgrounds(ctx.db, actor.userId),
    getCostSetting(ctx),
  ]);
  const files = await ownFileViews(ctx, actor.userId, [
    ...roles.map((r) => r.imageFileId),
    ...backgrounds.map((b) => b.fileId),
  ]);
  const roleById = new Map(roles.map((r) => [r.id, r]));
  const bgById = new Map(backgrounds.map((b) => [b.id, b]));
  const sceneOrder = new Map(scenes.map((s, i) => [s.id, i]));
  return {
    script: {
      id: script.id,
      title: script.title,
      aspectRatio: script.aspectRatio,
      canvas: script.canvas,
      styleId: script.styleId,
      modelFamily: script.modelFamily,
    },
    shots,
    roles: roles.map((r) => ({
      id: r.id,
      name: r.name,
      image: (r.imageFileId && files.get(r.imageFileId)) || null,
    })),
    scenes: scenes.map((s) => ({ id: s.id, heading: s.heading, episode: s.episode, position: s.position })),
    lines: [...lines]
      .sort(
        (a, b) =>
          (sceneOrder.get(a.sceneId) ?? 0) - (sceneOrder.get(b.sceneId) ?? 0) || a.position - b.position,
      )
      .map((l) => ({ id: l.id, sceneId: l.sceneId, kind: l.kind, roleName: l.roleName, text: l.text })),
    backgrounds: backgrounds.map((b) => ({
      id: b.id,
      name: b.name,
      type: b.type,
      image: (b.fileId && files.get(b.fileId)) || null,
    })),
    draftCost: unitCost(setting, STORYBOARD_DRAFT_COST_KEY),
    imageTaskTypes: Object.fromEntries(
      shots.map((s) => [s.id, imageTaskTypeOf(referencesOf(s, roleById, bgById).images.length)]),
    ),
  };
}
