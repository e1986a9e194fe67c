import { randomUUID } from 'node:crypto';
import {
  CUSTOM_STYLE_ID,
  type RoleCreateByAiBody,
  type RoleEditByAiBody,
  type RoleHistoryView,
  type RoleRefParams,
  type RoleReplaceBody,
  type RoleView,
  TaskStatus,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { findTaskOutputs } from '../files/files.repository';
import { findTask } from '../tasks/tasks.repository';
import { submitTask } from '../tasks/tasks.service';
import { historyViews, roleView } from './role-view';
import {
  findHistory,
  insertHistory,
  listRoleHistory,
  type RoleHistoryRow,
  type RoleRow,
  updateRole,
} from './roles.repository';
import { requireOwnImages, requireOwnRole, scriptStylePrompt } from './roles.service';

/** What makes the picture a character sheet the later shots can take a face and costume from. */
export const CHARACTER_SHEET_INSTRUCTION =
  '角色设定图：同一角色的正面、侧面、背面全身三视图，附面部特写，纯白背景，光线均匀，画面中无文字';
const EDIT_KEEP_INSTRUCTION = '保持同一角色的面部特征、发型与服装一致';

const weightsOf = (p: RoleRefParams) =>
  Object.fromEntries(Object.entries(p ?? {}).filter(([, v]) => v !== undefined)) as RoleRefParams;

function joinPrompt(parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('。')
    .slice(0, 2000);
}

async function recordTask(
  ctx: AppContext,
  role: RoleRow,
  action: RoleHistoryRow['action'],
  prompt: string,
  taskId: string,
): Promise<RoleHistoryRow> {
  const his = await insertHistory(ctx.db, { roleId: role.id, action, taskId, prompt });
  await updateRole(ctx.db, role.id, { imageTaskId: taskId });
  return his;
}

async function one(ctx: AppContext, actor: Actor, row: RoleHistoryRow): Promise<RoleHistoryView> {
  return (await historyViews(ctx, actor.userId, [row]))[0] as RoleHistoryView;
}

/**
 * Draw the character: appearance + the script's style + the character-sheet instruction. With reference
 * images the role's own pictures lead (one: image-to-image, several: fusion); without, text-to-image.
 * Charged through submitTask: nothing is written when it refuses.
 */
export async function createRoleImageByAi(
  ctx: AppContext,
  actor: Actor,
  body: RoleCreateByAiBody,
): Promise<RoleHistoryView> {
  const { role, script } = await requireOwnRole(ctx, actor, body.roleId);
  const looks = role.appearance.trim() || role.description.trim();
  if (!looks) throw new AppError('VALIDATION_FAILED', 'appearance：请先填写角色的外貌描述');
  const style = await scriptStylePrompt(ctx, script);
  const prompt = joinPrompt([
    `${role.name}：${looks}`,
    CHARACTER_SHEET_INSTRUCTION,
    style && `画风：${style}`,
  ]);
  const common = {
    prompt,
    aspectRatio: body.aspectRatio ?? '16:9',
    ...(script.styleId && script.styleId !== CUSTOM_STYLE_ID ? { styleId: script.styleId } : {}),
  };
  const weights = weightsOf(role.refParams as RoleRefParams);
  const refs = role.refFileIds.slice(0, 4);
  const hasWeights = Object.keys(weights).length > 0;
  const [type, params] =
    refs.length === 0
      ? (['gcimg-storyboard-bytxt', common] as const)
      : refs.length === 1
        ? ([
            'gcimg-storyboard-byimg',
            { ...common, imageFileId: refs[0], ...(hasWeights ? { refs: weights } : {}) },
          ] as const)
        : ([
            'gcimg-storyboard-byfusion',
            { ...common, imageFileIds: refs, ...(hasWeights ? { refs: weights } : {}) },
          ] as const);
  const task = await submitTask(ctx, actor, {
    type,
    params,
    count: body.count ?? 1,
    idempotencyKey: body.idempotencyKey,
  });
  return one(ctx, actor, await recordTask(ctx, role, 'createByAi', prompt, task.id));
}

/** Edit the current image: universal edit (byframe) with the image as source and as character reference. */
export async function editRoleImageByAi(
  ctx: AppContext,
  actor: Actor,
  body: RoleEditByAiBody,
): Promise<RoleHistoryView> {
  const { role, script } = await requireOwnRole(ctx, actor, body.roleId);
  if (!role.imageFileId) throw new AppError('VALIDATION_FAILED', 'roleId：请先为角色生成或上传形象');
  const style = await scriptStylePrompt(ctx, script);
  const prompt = joinPrompt([body.prompt, EDIT_KEEP_INSTRUCTION, style && `画风：${style}`]);
  const cref = [role.imageFileId, ...role.refFileIds.filter((id) => id !== role.imageFileId)].slice(0, 4);
  const task = await submitTask(ctx, actor, {
    type: 'gcimg-storyboard-byframe',
    params: {
      prompt,
      imageFileId: role.imageFileId,
      refs: { ...weightsOf(role.refParams as RoleRefParams), cref },
    },
    count: body.count ?? 1,
    idempotencyKey: body.idempotencyKey,
  });
  return one(ctx, actor, await recordTask(ctx, role, 'editByAi', body.prompt, task.id));
}

async function roleHistory(role: RoleRow, ctx: AppContext, hisId: string) {
  const his = await findHistory(ctx.db, hisId);
  if (!his || his.roleId !== role.id) throw new AppError('NOT_FOUND', 'hisId：生成记录不存在');
  return his;
}

/** Run a finished generation again for this role: a new task with the same request, charged again. */
export async function retryRoleImage(
  ctx: AppContext,
  actor: Actor,
  roleId: string,
  hisId: string,
): Promise<RoleHistoryView> {
  const { role } = await requireOwnRole(ctx, actor, roleId);
  const his = await roleHistory(role, ctx, hisId);
  const task = his.taskId ? await findTask(ctx.db, his.taskId) : undefined;
  if (!task) throw new AppError('VALIDATION_FAILED', 'hisId：上传的图片无需重新生成');
  if (task.status !== TaskStatus.RESOLVED && task.status !== TaskStatus.REJECTED)
    throw new AppError('TASK_STATE_CONFLICT', '生成尚未结束，请稍后再试');
  const next = await submitTask(ctx, actor, {
    type: task.type,
    params: task.params as Record<string, unknown>,
    count: task.count,
    idempotencyKey: `role-retry:${his.id}:${randomUUID()}`,
  });
  return one(ctx, actor, await recordTask(ctx, role, 'retry', his.prompt, next.id));
}

/**
 * Choose the role's image: one output of its own history (hisId), or an image the caller uploaded (which
 * becomes an `upload` history entry so it can be chosen again later).
 */
export async function replaceRoleImage(
  ctx: AppContext,
  actor: Actor,
  body: RoleReplaceBody,
): Promise<RoleView> {
  const { role } = await requireOwnRole(ctx, actor, body.roleId);
  if (body.hisId) {
    const his = await roleHistory(role, ctx, body.hisId);
    const candidates = his.taskId
      ? (await findTaskOutputs(ctx.db, [his.taskId])).map((f) => f.id)
      : his.fileId
        ? [his.fileId]
        : [];
    if (!candidates.includes(body.fileId))
      throw new AppError('VALIDATION_FAILED', 'fileId：该图片不属于这条生成记录');
  } else {
    await requireOwnImages(ctx, actor, 'fileId', [body.fileId]);
    // A file the history already holds (an upload, or an output of its generations) is not a new upload.
    const history = await listRoleHistory(ctx.db, role.id);
    const outputs = await findTaskOutputs(
      ctx.db,
      history.flatMap((h) => (h.taskId ? [h.taskId] : [])),
    );
    const known = history.some((h) => h.fileId === body.fileId) || outputs.some((f) => f.id === body.fileId);
    if (!known) await insertHistory(ctx.db, { roleId: role.id, action: 'upload', fileId: body.fileId });
  }
  return roleView(ctx, await updateRole(ctx.db, role.id, { imageFileId: body.fileId }));
}

export async function roleImageHistory(ctx: AppContext, actor: Actor, roleId: string) {
  const { role } = await requireOwnRole(ctx, actor, roleId);
  return historyViews(ctx, actor.userId, await listRoleHistory(ctx.db, role.id));
}

export async function roleImageHistoryItem(ctx: AppContext, actor: Actor, hisId: string) {
  const his = await findHistory(ctx.db, hisId);
  if (!his) throw new AppError('NOT_FOUND', 'hisId：生成记录不存在');
  await requireOwnRole(ctx, actor, his.roleId).catch(() => {
    throw new AppError('NOT_FOUND', 'hisId：生成记录不存在');
  });
  return one(ctx, actor, his);
}
