import {
  type ChooseFileBody,
  type InsertShotBody,
  MAX_SHOTS_PER_SCRIPT,
  type ReorderShotsBody,
  type ShotEditBody,
  type ShotView,
  type StoryboardView,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { findOwnFiles } from '../files/files.repository';
import type { Tx } from '../points/ledger.repository';
import { requireOwnScript, type ScriptRow } from '../scripts/script-access';
import {
  closeGapAfter,
  countShots,
  deleteShot,
  findShot,
  insertShots,
  listOwnBackgrounds,
  listScriptLines,
  listScriptRoles,
  listScriptScenes,
  listShots,
  type ShotInsert,
  type ShotRow,
  setPositions,
  shiftShotsFrom,
  updateShot,
} from './storyboard.repository';
import { shotViews, storyboardView } from './storyboard-view';

export async function getStoryboard(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
): Promise<StoryboardView> {
  return storyboardView(ctx, actor, await requireOwnScript(ctx, actor, scriptId));
}

/** A shot of the caller's own script, with that script; another user's shot answers like a missing one. */
export async function requireOwnShot(
  ctx: AppContext,
  actor: Actor,
  shotId: string,
  db: AppContext['db'] | Tx = ctx.db,
) {
  const shot = await findShot(db, shotId);
  if (!shot) throw new AppError('NOT_FOUND', '镜头不存在或已删除');
  const script = await requireOwnScript(ctx, actor, shot.scriptId, db).catch(() => {
    throw new AppError('NOT_FOUND', '镜头不存在或已删除');
  });
  return { shot, script };
}

/**
 * Checks that every id an edit names belongs to this script (roles, lines, scene) or to the caller
 * (background asset, last frame file) and maps the body onto columns. The first bad id is named.
 */
async function columnsOf(
  ctx: AppContext,
  actor: Actor,
  db: AppContext['db'] | Tx,
  script: ScriptRow,
  body: ShotEditBody & { sceneId?: string | null },
): Promise<Partial<ShotInsert>> {
  if (body.roleIds?.length) {
    const known = new Set((await listScriptRoles(db, script.id)).map((r) => r.id));
    const bad = body.roleIds.find((id) => !known.has(id));
    if (bad) throw new AppError('VALIDATION_FAILED', `roleIds：角色 ${bad} 不属于该剧本`);
  }
  if (body.lineIds?.length) {
    const known = new Set((await listScriptLines(db, script.id)).map((l) => l.id));
    const bad = body.lineIds.find((id) => !known.has(id));
    if (bad) throw new AppError('VALIDATION_FAILED', `lineIds：台词 ${bad} 不属于该剧本`);
  }
  if (body.sceneId) {
    const known = new Set((await listScriptScenes(db, script.id)).map((s) => s.id));
    if (!known.has(body.sceneId)) throw new AppError('VALIDATION_FAILED', 'sceneId：场次不属于该剧本');
  }
  if (body.backgroundAssetId) {
    const own = await listOwnBackgrounds(db, actor.userId);
    if (!own.some((a) => a.id === body.backgroundAssetId))
      throw new AppError('VALIDATION_FAILED', 'backgroundAssetId：背景素材不存在或不是场景/空镜素材');
  }
  // Inside the caller's transaction: on PGlite a second connection does not exist, so ctx.db would wait forever.
  if (body.lastFrameFileId) await requireOwnImage(db, actor, body.lastFrameFileId, 'lastFrameFileId：尾帧');
  const { videoFeatures, ...rest } = body;
  const columns: Partial<ShotInsert> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) Object.assign(columns, { [key]: value });
  if (videoFeatures)
    columns.videoFeatures = Object.fromEntries(
      Object.entries(videoFeatures).filter(([, v]) => v !== undefined),
    ) as Record<string, boolean>;
  return columns;
}

async function requireOwnImage(
  db: AppContext['db'] | Tx,
  actor: Actor,
  fileId: string,
  what: string,
  kind = 'image',
) {
  const [row] = await findOwnFiles(db as AppContext['db'], actor.userId, [fileId]);
  if (!row) throw new AppError('VALIDATION_FAILED', `${what}文件不存在或无权使用`);
  if (row.kind !== kind)
    throw new AppError('VALIDATION_FAILED', `${what}必须是${kind === 'image' ? '图片' : '视频'}`);
}

export async function insertShot(
  ctx: AppContext,
  actor: Actor,
  body: InsertShotBody,
): Promise<StoryboardView> {
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  const { scriptId, position, ...edit } = body;
  await ctx.db.transaction(async (tx) => {
    const total = await countShots(tx, scriptId);
    if (total >= MAX_SHOTS_PER_SCRIPT)
      throw new AppError('VALIDATION_FAILED', `一个剧本最多 ${MAX_SHOTS_PER_SCRIPT} 个镜头`);
    const at = Math.min(position ?? total + 1, total + 1);
    const columns = await columnsOf(ctx, actor, tx, script, edit);
    // Positions are first made dense so "insert at 3" means before the shot the user sees as 3.
    await setPositions(
      tx,
      (await listShots(tx, scriptId)).map((s) => s.id),
    );
    await shiftShotsFrom(tx, scriptId, at, 1);
    await insertShots(tx, [{ ...columns, scriptId, position: at }]);
  });
  return storyboardView(ctx, actor, script);
}

export async function editShot(
  ctx: AppContext,
  actor: Actor,
  shotId: string,
  body: ShotEditBody,
): Promise<ShotView> {
  const updated = await ctx.db.transaction(async (tx) => {
    const { script } = await requireOwnShot(ctx, actor, shotId, tx);
    const columns = await columnsOf(ctx, actor, tx, script, body);
    // Leaving twoFrames drops its last frame, so a later switch back asks for one again.
    if (body.frameMode === 'singleFrame' && body.lastFrameFileId === undefined)
      columns.lastFrameFileId = null;
    return (await updateShot(tx, shotId, columns)) as ShotRow;
  });
  const [view] = await shotViews(ctx, actor, updated.scriptId, [updated]);
  return view as ShotView;
}

export async function removeShot(ctx: AppContext, actor: Actor, shotId: string): Promise<StoryboardView> {
  const script = await ctx.db.transaction(async (tx) => {
    const { shot, script } = await requireOwnShot(ctx, actor, shotId, tx);
    await deleteShot(tx, shot.id);
    await closeGapAfter(tx, script.id, shot.position);
    return script;
  });
  return storyboardView(ctx, actor, script);
}

/** The whole new order in one call: it must name every shot of the script exactly once. */
export async function reorderShots(
  ctx: AppContext,
  actor: Actor,
  body: ReorderShotsBody,
): Promise<StoryboardView> {
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  await ctx.db.transaction(async (tx) => {
    const current = await listShots(tx, script.id);
    const known = new Set(current.map((s) => s.id));
    const bad = body.shotIds.find((id) => !known.has(id));
    if (bad) throw new AppError('VALIDATION_FAILED', `shotIds：镜头 ${bad} 不属于该剧本`);
    if (new Set(body.shotIds).size !== body.shotIds.length)
      throw new AppError('VALIDATION_FAILED', 'shotIds：镜头重复出现');
    if (body.shotIds.length !== current.length)
      throw new AppError('VALIDATION_FAILED', `shotIds：请给出全部 ${current.length} 个镜头的新顺序`);
    await setPositions(tx, body.shotIds);
  });
  return storyboardView(ctx, actor, script);
}

export async function renumberShots(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
): Promise<StoryboardView> {
  const script = await requireOwnScript(ctx, actor, scriptId);
  await ctx.db.transaction(async (tx) => {
    await setPositions(
      tx,
      (await listShots(tx, script.id)).map((s) => s.id),
    );
  });
  return storyboardView(ctx, actor, script);
}

/** Choose an output (or the caller's own upload) as what the shot shows; null = the newest result. */
export async function chooseShotFile(
  ctx: AppContext,
  actor: Actor,
  shotId: string,
  kind: 'image' | 'video',
  body: ChooseFileBody,
): Promise<ShotView> {
  const { shot } = await requireOwnShot(ctx, actor, shotId);
  if (body.fileId)
    await requireOwnImage(ctx.db, actor, body.fileId, kind === 'image' ? '画面' : '视频', kind);
  const updated = (await updateShot(
    ctx.db,
    shot.id,
    kind === 'image' ? { imageFileId: body.fileId } : { videoFileId: body.fileId },
  )) as ShotRow;
  const [view] = await shotViews(ctx, actor, updated.scriptId, [updated]);
  return view as ShotView;
}
