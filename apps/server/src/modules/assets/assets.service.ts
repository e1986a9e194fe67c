import {
  type AssetCloneBody,
  type AssetCreateBody,
  type AssetGenerateBody,
  type AssetListView,
  type AssetType,
  type AssetView,
  EMPTY_SHOT_PROMPT_SUFFIX,
  type ListAssetsParams,
  type RefListAsset,
  RoleId,
  SCENE_PROMPT_SUFFIX,
  type TaskView,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { fileViewOf } from '../files/file-urls';
import { findOwnFiles } from '../files/files.repository';
import { findOwnRole } from '../roles/roles.repository';
import { requireOwnScript } from '../scripts/script-access';
import { submitTask } from '../tasks/tasks.service';
import {
  type AssetRow,
  copyFileFor,
  filesByIds,
  findLiveAsset,
  findOwnClone,
  findSavedCharacter,
  insertAsset,
  listAssets,
  updateAsset,
} from './assets.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const isEmptyShot = (type: string) => type === 'empty-shot' || type === 'empty-shot_V14';
const REFERENCE_TYPES = ['scene', 'empty-shot', 'empty-shot_V14'];

async function assetViews(ctx: AppContext, actor: Actor, rows: AssetRow[]): Promise<AssetView[]> {
  const fileRows = await filesByIds(
    ctx.db,
    rows.flatMap((r) => (r.fileId ? [r.fileId] : [])),
  );
  const files = new Map(
    await Promise.all(fileRows.map(async (f) => [f.id, await fileViewOf(ctx, f)] as const)),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type as AssetType,
    name: r.name,
    description: r.description,
    prompt: r.prompt,
    fileId: r.fileId,
    file: (r.fileId && files.get(r.fileId)) || null,
    material: r.userId === null,
    mine: r.userId === actor.userId,
    favorite: r.userId === actor.userId && r.favorite,
    clonedFrom: r.clonedFrom,
    scriptId: r.scriptId,
    taskId: r.taskId,
    createAt: seconds(r.createdAt),
  }));
}

const viewOf = async (ctx: AppContext, actor: Actor, row: AssetRow) =>
  (await assetViews(ctx, actor, [row]))[0] as AssetView;

export async function listAssetsFor(
  ctx: AppContext,
  actor: Actor,
  q: ListAssetsParams,
): Promise<AssetListView> {
  const offset = q.offset;
  const { rows, total } = await listAssets(ctx.db, {
    userId: actor.userId,
    types: [q.type],
    tab: q.tab,
    scope: q.scope,
    offset,
    limit: q.limit,
  });
  return { items: await assetViews(ctx, actor, rows), total, hasMore: offset + rows.length < total };
}

/** Material (userId null) is visible to all; other users' assets answer like missing ones. */
async function visibleAsset(ctx: AppContext, actor: Actor, id: string): Promise<AssetRow> {
  const row = await findLiveAsset(ctx.db, id);
  if (!row || (row.userId !== null && row.userId !== actor.userId))
    throw new AppError('NOT_FOUND', 'id：资产不存在或已删除');
  return row;
}

export async function createAsset(ctx: AppContext, actor: Actor, body: AssetCreateBody): Promise<AssetView> {
  if (body.material && actor.roleId !== RoleId.PLATFORM_SUPER_ADMIN)
    throw new AppError('FORBIDDEN', 'material：只有平台管理员可以发布素材');
  const [file] = await findOwnFiles(ctx.db, actor.userId, [body.fileId]);
  if (!file) throw new AppError('VALIDATION_FAILED', 'fileId：图片不存在或无权使用');
  if (file.kind !== 'image') throw new AppError('VALIDATION_FAILED', 'fileId：请选择图片文件');
  const row = await insertAsset(ctx.db, {
    userId: body.material ? null : actor.userId,
    enterpriseId: actor.enterpriseId,
    type: body.type,
    name: body.name,
    description: body.description ?? '',
    prompt: body.prompt ?? '',
    fileId: file.id,
    taskId: file.taskId,
  });
  return viewOf(ctx, actor, row);
}

/** The prompt an asset generation sends: empty shots are scenes with nobody in them. */
export function assetPrompt(type: string, prompt: string): string {
  const suffix = isEmptyShot(type)
    ? EMPTY_SHOT_PROMPT_SUFFIX
    : type === 'scene'
      ? SCENE_PROMPT_SUFFIX
      : '角色设定图，全身正面，纯白背景';
  return `${prompt.trim()}。${suffix}`;
}

/** Draw candidates for an asset (charged); the user saves the one they like through createAsset. */
export async function generateAsset(
  ctx: AppContext,
  actor: Actor,
  body: AssetGenerateBody,
): Promise<TaskView> {
  return submitTask(ctx, actor, {
    type: 'gcimg-storyboard-bytxt',
    params: { prompt: assetPrompt(body.type, body.prompt), aspectRatio: body.aspectRatio ?? '16:9' },
    count: body.count ?? 1,
    idempotencyKey: body.idempotencyKey,
  });
}

/** A material copied into the caller's library (once: a second clone answers with the first). */
async function cloneMaterial(ctx: AppContext, actor: Actor, source: AssetRow, favorite = false) {
  const existing = await findOwnClone(ctx.db, actor.userId, source.id);
  if (existing)
    return favorite && !existing.favorite ? updateAsset(ctx.db, existing.id, { favorite }) : existing;
  const [file] = source.fileId ? await filesByIds(ctx.db, [source.fileId]) : [];
  return ctx.db.transaction(async (tx) => {
    const copy = file ? await copyFileFor(tx, file, actor.userId, actor.enterpriseId) : null;
    return insertAsset(tx, {
      userId: actor.userId,
      enterpriseId: actor.enterpriseId,
      type: source.type,
      name: source.name,
      description: source.description,
      prompt: source.prompt,
      fileId: copy?.id ?? null,
      clonedFrom: source.id,
      favorite,
    });
  });
}

export async function favoriteAsset(ctx: AppContext, actor: Actor, id: string, favorite: boolean) {
  const row = await visibleAsset(ctx, actor, id);
  if (row.userId === null) {
    // Material is shared: favouriting puts the user's own copy in 我收藏的; unfavouriting touches the copy.
    if (favorite) return viewOf(ctx, actor, await cloneMaterial(ctx, actor, row, true));
    const clone = await findOwnClone(ctx.db, actor.userId, row.id);
    if (clone) await updateAsset(ctx.db, clone.id, { favorite: false });
    return viewOf(ctx, actor, row);
  }
  return viewOf(ctx, actor, await updateAsset(ctx.db, row.id, { favorite }));
}

export async function deleteAsset(ctx: AppContext, actor: Actor, id: string) {
  const row = await visibleAsset(ctx, actor, id);
  if (row.userId === null && actor.roleId !== RoleId.PLATFORM_SUPER_ADMIN)
    throw new AppError('FORBIDDEN', 'id：平台素材不能删除，只能删除你自己的资产');
  await updateAsset(ctx.db, row.id, { deletedAt: new Date() });
  return { deleted: true as const };
}

export async function cloneAsset(ctx: AppContext, actor: Actor, body: AssetCloneBody): Promise<AssetView> {
  if ('roleId' in body) return viewOf(ctx, actor, await saveRoleAsAsset(ctx, actor, body.roleId, body.name));
  const row = await visibleAsset(ctx, actor, body.id);
  if (row.userId !== null) throw new AppError('VALIDATION_FAILED', 'id：该资产已在你的资产库中');
  return viewOf(ctx, actor, await cloneMaterial(ctx, actor, row));
}

/** A script's character saved as a character asset (its chosen image, appearance and description). */
async function saveRoleAsAsset(ctx: AppContext, actor: Actor, roleId: string, name?: string) {
  const role = await findOwnRole(ctx.db, actor.userId, roleId);
  if (!role) throw new AppError('NOT_FOUND', 'roleId：角色不存在或已删除');
  await requireOwnScript(ctx, actor, role.scriptId).catch(() => {
    throw new AppError('NOT_FOUND', 'roleId：角色不存在或已删除');
  });
  if (!role.imageFileId) throw new AppError('VALIDATION_FAILED', 'roleId：角色还没有形象，请先生成或上传');
  const saved = await findSavedCharacter(ctx.db, actor.userId, role.scriptId, role.imageFileId);
  if (saved) return saved;
  return insertAsset(ctx.db, {
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
    type: 'character',
    name: name ?? role.name,
    description: role.description,
    prompt: role.appearance,
    fileId: role.imageFileId,
    scriptId: role.scriptId,
  });
}

/**
 * An asset of the caller's own with an image, for a shot background (bgImage): the asset itself, or for a
 * material the caller's copy of it. The storyboard reads `assets.fileId` of the answer.
 */
export async function ownAssetForShot(ctx: AppContext, actor: Actor, id: string): Promise<AssetView> {
  const row = await visibleAsset(ctx, actor, id);
  const own = row.userId === null ? await cloneMaterial(ctx, actor, row) : row;
  if (!own.fileId) throw new AppError('VALIDATION_FAILED', 'id：该资产还没有图片');
  return viewOf(ctx, actor, own);
}

/** Scenes and empty shots (mine and material) usable as shot references, for roles/refList. */
export async function referenceAssets(ctx: AppContext, actor: Actor): Promise<RefListAsset[]> {
  const { rows } = await listAssets(ctx.db, {
    userId: actor.userId,
    types: REFERENCE_TYPES,
    tab: 'created',
    scope: 'selectList',
    offset: 0,
    limit: 100,
  });
  const views = await assetViews(ctx, actor, rows);
  return views.flatMap((v) =>
    v.file && v.fileId
      ? [{ id: v.id, type: v.type, name: v.name, fileId: v.fileId, file: v.file, material: v.material }]
      : [],
  );
}
