import {
  CUSTOM_STYLE_ID,
  type GenerateShotImagesBody,
  type GenerateShotVideosBody,
  generateShotImagesBodySchema,
  generateShotVideosBodySchema,
  referenceParamsSchema,
  type ShotBatchResult,
  VIDEO_FEATURE_KEYS,
  videoDurationOfShot,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { requireOwnScript, type ScriptRow } from '../scripts/script-access';
import { type ShotSubmission, shotLabel, submitShotBatch, targetShots } from './shot-batch';
import { imageTaskTypeOf, referencesOf } from './shot-references';
import { findStylePrompt, listOwnBackgrounds, listScriptRoles, listShots } from './storyboard.repository';
import { shotTaskKey, shotViews } from './storyboard-view';

const MAX_PROMPT = 2000;
/** The reference weights of spec §3 a character may carry in roles.refParams. */
const WEIGHT_KEYS = ['w', 'face_w', 'subject_w', 'c', 's', 'raw'] as const;

async function stylePromptOf(ctx: AppContext, script: ScriptRow): Promise<string> {
  if (script.styleId === CUSTOM_STYLE_ID) return script.customStylePrompt?.trim() ?? '';
  return script.styleId ? ((await findStylePrompt(ctx.db, script.styleId)) ?? '').trim() : '';
}

function joinPrompt(...parts: string[]) {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('，')
    .slice(0, MAX_PROMPT);
}

/** The first character that sets a weight wins; values outside spec §3's ranges are dropped. */
function weightsOf(roles: { refParams: Record<string, unknown> }[]) {
  const weights: Record<string, unknown> = {};
  for (const role of roles)
    for (const key of WEIGHT_KEYS)
      if (weights[key] === undefined && role.refParams?.[key] !== undefined)
        weights[key] = role.refParams[key];
  const parsed = referenceParamsSchema.safeParse(weights);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(weights))
    if (referenceParamsSchema.safeParse({ [key]: value }).success) kept[key] = value;
  return kept;
}

/**
 * Batch shot images (issue 6 §4). One engine task per shot: text-to-image without references; with the
 * shot's characters (chosen image, then their extra reference images) and background as references, image
 * fusion (2–4 images) or image-to-image (exactly one). The references go once each as the task's images —
 * naming them again in `refs` would send every picture to the vendor twice — and the characters' weights
 * go in `refs`.
 */
export async function generateShotImages(
  ctx: AppContext,
  actor: Actor,
  raw: GenerateShotImagesBody,
): Promise<ShotBatchResult> {
  const body = generateShotImagesBodySchema.parse(raw);
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  const all = await listShots(ctx.db, script.id);
  const targets = await targetShots(ctx, script.id, body.shotIds);
  const [style, roles, backgrounds] = await Promise.all([
    stylePromptOf(ctx, script),
    listScriptRoles(ctx.db, script.id),
    listOwnBackgrounds(ctx.db, actor.userId),
  ]);
  const roleById = new Map(roles.map((r) => [r.id, r]));
  const bgById = new Map(backgrounds.map((b) => [b.id, b]));

  const items: ShotSubmission[] = targets.map((shot) => {
    if (!shot.prompt.trim())
      throw new AppError('VALIDATION_FAILED', `${shotLabel(all, shot)}：请先填写画面描述`);
    const { shotRoles, images } = referencesOf(shot, roleById, bgById);
    const weights = weightsOf(shotRoles);
    const common = {
      prompt: joinPrompt(shot.prompt, style),
      aspectRatio: body.aspectRatio,
      resolution: body.resolution,
      ...(body.modelFamily ? { modelFamily: body.modelFamily } : {}),
      ...(script.styleId ? { styleId: script.styleId } : {}),
      ...(Object.keys(weights).length && images.length ? { refs: weights } : {}),
    };
    const type = imageTaskTypeOf(images.length);
    const params: Record<string, unknown> =
      type === 'gcimg-storyboard-byfusion'
        ? { ...common, imageFileIds: images }
        : type === 'gcimg-storyboard-byimg'
          ? { ...common, imageFileId: images[0] }
          : common;
    return {
      shot,
      type,
      params,
      count: body.count,
      idempotencyKey: shotTaskKey(script.id, shot.id, 'img', body.requestKey),
    };
  });
  return submitShotBatch(ctx, actor, items, 'imageTaskId', '画面');
}

/**
 * Batch shot videos (issue 6 §5): image-to-video from each shot's image with the shot's own video settings
 * (frame mode and last frame, motion prompt, duration, feature flags, camera move). A failed shot is retried
 * by calling this for that shot alone: a new task, charged again (the engine refunded the failed one).
 */
export async function generateShotVideos(
  ctx: AppContext,
  actor: Actor,
  raw: GenerateShotVideosBody,
): Promise<ShotBatchResult> {
  const body = generateShotVideosBodySchema.parse(raw);
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  const all = await listShots(ctx.db, script.id);
  const targets = await targetShots(ctx, script.id, body.shotIds);
  const views = new Map((await shotViews(ctx, actor, script.id, targets)).map((v) => [v.id, v]));

  const items: ShotSubmission[] = targets.map((shot) => {
    const view = views.get(shot.id);
    const label = shotLabel(all, shot);
    if (!view?.image) throw new AppError('VALIDATION_FAILED', `${label}还没有画面，请先生成或上传画面`);
    const twoFrames = shot.frameMode === 'twoFrames';
    if (twoFrames && !shot.lastFrameFileId)
      throw new AppError('VALIDATION_FAILED', `${label}：首尾帧模式请先选择尾帧`);
    const features = Object.fromEntries(VIDEO_FEATURE_KEYS.map((k) => [k, shot.videoFeatures?.[k] === true]));
    const prompt = joinPrompt(shot.videoPrompt || shot.prompt);
    return {
      shot,
      type: 'gcvideo-byimg-sgl',
      params: {
        ...(prompt ? { prompt } : {}),
        frameMode: twoFrames ? 'twoFrames' : 'singleFrame',
        firstFrameFileId: view.image.id,
        ...(twoFrames ? { lastFrameFileId: shot.lastFrameFileId } : {}),
        duration: videoDurationOfShot(shot.durationSeconds),
        features,
        ...(shot.cameraMove ? { cameraMove: shot.cameraMove } : {}),
        ...(body.modelFamily ? { modelFamily: body.modelFamily } : {}),
      },
      count: 1,
      idempotencyKey: shotTaskKey(script.id, shot.id, 'vid', body.requestKey),
    };
  });
  return submitShotBatch(ctx, actor, items, 'videoTaskId', '视频');
}
