import {
  CUSTOM_STYLE_ID,
  type ImageStyleView,
  type RefListView,
  type RoleCreateBody,
  type RoleRefParams,
  type RoleSaveBody,
  type RoleView,
  type ScriptImageStyleView,
  type SetImageStyleBody,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { referenceAssets } from '../assets/assets.service';
import type { Actor } from '../auth/actor';
import { findOwnFiles } from '../files/files.repository';
import { listImageStyles } from '../image-styles/image-styles.repository';
import { requireOwnScript, type ScriptRow } from '../scripts/script-access';
import { roleImageViews, roleView, roleViews } from './role-view';
import {
  deleteRole,
  findEnabledStyle,
  findEnabledTimbre,
  findOwnRole,
  insertRole,
  listScriptRoles,
  nextRolePosition,
  type RoleRow,
  setScriptStyle,
  updateRole,
} from './roles.repository';

/** A role of the caller on a live script of theirs; anything else answers like a missing role. */
export async function requireOwnRole(
  ctx: AppContext,
  actor: Actor,
  roleId: string,
): Promise<{ role: RoleRow; script: ScriptRow }> {
  const role = await findOwnRole(ctx.db, actor.userId, roleId);
  if (!role) throw new AppError('NOT_FOUND', 'roleId：角色不存在或已删除');
  const script = await requireOwnScript(ctx, actor, role.scriptId).catch(() => {
    throw new AppError('NOT_FOUND', 'roleId：角色不存在或已删除');
  });
  return { role, script };
}

/** Every file id must be an image of the caller: references reach vendors, so nobody else's files may. */
export async function requireOwnImages(ctx: AppContext, actor: Actor, field: string, ids: string[]) {
  const rows = await findOwnFiles(ctx.db, actor.userId, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw new AppError('VALIDATION_FAILED', `${field}：图片不存在或无权使用`);
    if (row.kind !== 'image') throw new AppError('VALIDATION_FAILED', `${field}：请选择图片文件`);
  }
}

export async function listRoles(ctx: AppContext, actor: Actor, scriptId: string): Promise<RoleView[]> {
  await requireOwnScript(ctx, actor, scriptId);
  return roleViews(ctx, await listScriptRoles(ctx.db, scriptId));
}

export async function listRoleImages(ctx: AppContext, actor: Actor, scriptId: string) {
  await requireOwnScript(ctx, actor, scriptId);
  return roleImageViews(ctx, await listScriptRoles(ctx.db, scriptId));
}

export async function createRole(ctx: AppContext, actor: Actor, body: RoleCreateBody): Promise<RoleView> {
  await requireOwnScript(ctx, actor, body.scriptId);
  const row = await insertRole(ctx.db, {
    scriptId: body.scriptId,
    userId: actor.userId,
    name: body.name,
    description: body.description ?? '',
    appearance: body.appearance ?? '',
    gender: body.gender || null,
    age: body.age || null,
    position: await nextRolePosition(ctx.db, body.scriptId),
  });
  return roleView(ctx, row);
}

export async function saveRole(ctx: AppContext, actor: Actor, body: RoleSaveBody): Promise<RoleView> {
  const { role } = await requireOwnRole(ctx, actor, body.roleId);
  if (body.refFileIds) await requireOwnImages(ctx, actor, 'refFileIds', body.refFileIds);
  const { roleId: _roleId, refParams, ...fields } = body;
  const row = await updateRole(ctx.db, role.id, {
    ...fields,
    ...(fields.gender !== undefined ? { gender: fields.gender || null } : {}),
    ...(fields.age !== undefined ? { age: fields.age || null } : {}),
    // Controls left out keep their default: a stored value of undefined would only be noise.
    ...(refParams ? { refParams: dropUndefined(refParams) } : {}),
  });
  return roleView(ctx, row);
}

const dropUndefined = (p: RoleRefParams) =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as RoleRefParams;

export async function removeRole(ctx: AppContext, actor: Actor, roleId: string) {
  const { role } = await requireOwnRole(ctx, actor, roleId);
  await deleteRole(ctx.db, role.id);
  return { deleted: true as const };
}

export async function updateRoleTimbre(
  ctx: AppContext,
  actor: Actor,
  roleId: string,
  timbreId: string | null,
): Promise<RoleView> {
  const { role } = await requireOwnRole(ctx, actor, roleId);
  if (timbreId && !(await findEnabledTimbre(ctx.db, timbreId)))
    throw new AppError('VALIDATION_FAILED', 'timbreId：音色不存在或已停用');
  return roleView(ctx, await updateRole(ctx.db, role.id, { timbreId }));
}

/** The images shots may use as references: every character's image and reference set, and scene assets. */
export async function referenceList(ctx: AppContext, actor: Actor, scriptId: string): Promise<RefListView> {
  await requireOwnScript(ctx, actor, scriptId);
  const roles = await roleViews(ctx, await listScriptRoles(ctx.db, scriptId));
  return {
    roles: roles.map((r) => ({
      roleId: r.id,
      name: r.name,
      imageFileId: r.imageFileId,
      image: r.image,
      refFileIds: r.refFileIds,
      refFiles: r.refFiles,
      refParams: r.refParams,
    })),
    assets: await referenceAssets(ctx, actor),
  };
}

/** Styles for characters (/v2/script/roles/imageStyles): every enabled style, then the custom one. */
export async function roleImageStyles(ctx: AppContext): Promise<ImageStyleView[]> {
  const styles = await listImageStyles(ctx.db, { posterOnly: false });
  return [
    ...styles,
    {
      id: CUSTOM_STYLE_ID,
      name: '自定义风格',
      description: '用一句话描述你想要的画风',
      previewUrl: '',
      posterStyle: false,
      custom: true,
    },
  ];
}

export async function setImageStyle(
  ctx: AppContext,
  actor: Actor,
  body: SetImageStyleBody,
): Promise<ScriptImageStyleView> {
  await requireOwnScript(ctx, actor, body.scriptId);
  const custom = body.styleId === CUSTOM_STYLE_ID;
  if (!custom && !(await findEnabledStyle(ctx.db, body.styleId)))
    throw new AppError('VALIDATION_FAILED', 'styleId：画风不存在或已停用');
  const customStylePrompt = custom ? (body.customPrompt ?? '').trim() : null;
  if (custom && !customStylePrompt)
    throw new AppError('VALIDATION_FAILED', 'customPrompt：自定义风格请填写风格描述');
  await setScriptStyle(ctx.db, body.scriptId, body.styleId, customStylePrompt);
  return { styleId: body.styleId, customStylePrompt };
}

/** The style text a generation for this script appends: the custom prompt, or the chosen style's prompt. */
export async function scriptStylePrompt(ctx: AppContext, script: ScriptRow): Promise<string> {
  if (!script.styleId) return '';
  if (script.styleId === CUSTOM_STYLE_ID) return script.customStylePrompt ?? '';
  return (await findEnabledStyle(ctx.db, script.styleId))?.prompt ?? '';
}
