import {
  type CreateScriptBody,
  type CreationStep,
  DEFAULT_SCRIPT_TITLE,
  ScriptWriteStatus,
  STAGE_OF_STEP,
  type UpdateScriptBody,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { requireOwnScript } from './script-access';
import { replaceContent } from './script-content';
import { parseWorkbook } from './script-excel';
import { detailOf, summariesOf } from './script-view';
import {
  countsOf,
  insertScript,
  listScripts,
  rolesWithoutImage,
  touchScript,
  updateScript,
} from './scripts.repository';

/** A new project: 9:16 scripts get the vertical canvas unless one is given (spec §9 canvas sizes). */
export async function createScript(ctx: AppContext, actor: Actor, body: CreateScriptBody) {
  const aspectRatio = body.aspectRatio ?? '16:9';
  const vertical = aspectRatio === '9:16' || aspectRatio === '3:4';
  const row = await insertScript(ctx.db, {
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
    title: body.title?.trim() || DEFAULT_SCRIPT_TITLE,
    idea: body.idea ?? '',
    source: body.source ?? 1,
    aspectRatio,
    canvas: body.canvas ?? (vertical ? '720x1280' : '1920x1080'),
  });
  return detailOf(ctx, row);
}

export async function listOwnScripts(ctx: AppContext, actor: Actor, offset: number, limit: number) {
  const { rows, total } = await listScripts(ctx.db, actor.userId, offset, limit);
  return { list: await summariesOf(ctx, rows), total };
}

export async function getScript(ctx: AppContext, actor: Actor, id: string) {
  return detailOf(ctx, await requireOwnScript(ctx, actor, id));
}

export async function updateScriptSettings(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: UpdateScriptBody,
) {
  await requireOwnScript(ctx, actor, id);
  const row = await updateScript(ctx.db, id, body);
  return detailOf(ctx, row);
}

export async function deleteScript(ctx: AppContext, actor: Actor, id: string) {
  await requireOwnScript(ctx, actor, id);
  await updateScript(ctx.db, id, { deletedAt: new Date() });
  return { id };
}

/**
 * Why the flow may not enter a step yet (null when it may). Each step needs what the one before produced:
 * art needs a story with lines, artImage at least one character, storyboard an image for every character
 * (the shots use them as references so faces stay the same).
 */
export async function stepBlocker(
  ctx: AppContext,
  scriptId: string,
  step: CreationStep,
): Promise<string | null> {
  if (step === 'create') return null;
  const counts = (await countsOf(ctx.db, [scriptId])).get(scriptId);
  if (!counts?.lines) return '剧本还没有内容：请先用 AI 生成、导入 Excel 或手动添加至少一场戏和一句台词';
  if (step === 'art') return null;
  if (!counts.roles) return '还没有角色：请先在「美术设定」中添加至少一个角色';
  if (step === 'artImage') return null;
  const missing = await rolesWithoutImage(ctx.db, scriptId);
  if (missing.length)
    return `以下角色还没有形象：${missing.map((r) => r.name).join('、')}。请先在「角色形象」中为每个角色生成或上传形象`;
  return null;
}

/**
 * Moves the flow to a step (spec §4 stages). A step already reached (its stage ≤ the script's stage) always
 * opens; the next one opens when its prerequisites hold, and raises the stage. Skipping ahead is refused.
 */
export async function setStep(ctx: AppContext, actor: Actor, id: string, step: CreationStep) {
  const row = await requireOwnScript(ctx, actor, id);
  const target = STAGE_OF_STEP[step];
  if (target > row.stage) {
    if (target > row.stage + 1) throw new AppError('CONFLICT', 'step：请按顺序完成前面的步骤');
    const blocker = await stepBlocker(ctx, id, step);
    if (blocker) throw new AppError('CONFLICT', blocker);
  }
  const next = await updateScript(ctx.db, id, { step, stage: Math.max(row.stage, target) });
  return detailOf(ctx, next);
}

/** Replaces the script's content with an uploaded workbook; a bad row refuses the whole file (nothing written). */
export async function importExcel(ctx: AppContext, actor: Actor, id: string, data: Buffer) {
  const current = await requireOwnScript(ctx, actor, id);
  if (
    current.writeStatus === ScriptWriteStatus.WRITING &&
    Date.now() - current.updatedAt.getTime() < 20 * 60_000
  )
    throw new AppError('CONFLICT', 'AI 正在生成这部剧本，请等生成结束后再导入');
  const parsed = await parseWorkbook(data);
  const row = await ctx.db.transaction(async (tx) => {
    await replaceContent(tx, id, actor.userId, parsed);
    await touchScript(tx, id, 1);
    return updateScript(tx, id, { source: 3 });
  });
  return detailOf(ctx, row);
}
