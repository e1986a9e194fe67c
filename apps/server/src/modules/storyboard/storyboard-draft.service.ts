import { randomUUID } from 'node:crypto';
import {
  CUSTOM_STYLE_ID,
  type DraftStoryboardBody,
  MAX_SHOTS_PER_SCRIPT,
  SHOT_KINDS,
  STORYBOARD_DRAFT_COST_KEY,
  type StoryboardView,
} from '@lizi/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, isAppError } from '../../lib/app-error';
import { extractJson } from '../../providers/common/json-answer';
import type { ChatMessage } from '../../providers/model-provider';
import { ProviderError } from '../../providers/provider-error';
import type { Actor } from '../auth/actor';
import { announceRefund, closeHold, refundHold, spendWithHold } from '../points/point-holds.service';
import { announceSpend, getCostSetting } from '../points/points.service';
import { requireOwnScript, type ScriptRow } from '../scripts/script-access';
import {
  deleteShotsOfScenes,
  findStylePrompt,
  insertShots,
  listScriptLines,
  listScriptRoles,
  listScriptScenes,
  listShots,
  type ShotInsert,
  setPositions,
} from './storyboard.repository';
import { storyboardView } from './storyboard-view';

/** A draft older than this is taken as lost (its process died) and its charge refunded by the sweeper. */
const DRAFT_HOLD_MS = 15 * 60_000;
const DRAFT_REFUND_USAGE = 'AI分镜失败退还';

/** What the model must answer; anything else is a failed draft (refunded, nothing written). */
const draftAnswerSchema = z.object({
  shots: z
    .array(
      z.object({
        scene: z.string().max(10).optional().nullable(),
        kind: z.enum(SHOT_KINDS).catch('shotImg'),
        framing: z.string().max(40).catch(''),
        prompt: z.string().trim().min(1).max(2000),
        videoPrompt: z.string().max(2000).catch(''),
        roles: z.array(z.string().max(60)).max(8).catch([]),
        lines: z.array(z.string().max(10)).max(50).catch([]),
        duration: z.number().min(1).max(60).catch(5),
      }),
    )
    .min(1)
    .max(MAX_SHOTS_PER_SCRIPT),
});

type Material = Awaited<ReturnType<typeof loadMaterial>>;

async function loadMaterial(ctx: AppContext, script: ScriptRow, sceneIds?: string[]) {
  const [allScenes, lines, roles] = await Promise.all([
    listScriptScenes(ctx.db, script.id),
    listScriptLines(ctx.db, script.id),
    listScriptRoles(ctx.db, script.id),
  ]);
  if (sceneIds) {
    const known = new Set(allScenes.map((s) => s.id));
    const bad = sceneIds.find((id) => !known.has(id));
    if (bad) throw new AppError('VALIDATION_FAILED', `sceneIds：场次 ${bad} 不属于该剧本`);
  }
  const scenes = sceneIds ? allScenes.filter((s) => sceneIds.includes(s.id)) : allScenes;
  if (scenes.length === 0) throw new AppError('VALIDATION_FAILED', '剧本还没有场次，请先完成剧本再拆分镜');
  const sceneSet = new Set(scenes.map((s) => s.id));
  const ordered = scenes.flatMap((scene) =>
    lines.filter((l) => l.sceneId === scene.id).sort((a, b) => a.position - b.position),
  );
  if (!ordered.some((l) => sceneSet.has(l.sceneId)))
    throw new AppError('VALIDATION_FAILED', '所选场次还没有台词或动作描述，请先完成剧本再拆分镜');
  const style =
    script.styleId === CUSTOM_STYLE_ID
      ? (script.customStylePrompt ?? '')
      : script.styleId
        ? ((await findStylePrompt(ctx.db, script.styleId)) ?? '')
        : '';
  return { scenes, lines: ordered, roles, style };
}

/** The scenes as S1…, lines as L1…, so the answer can point at them without copying ids. */
function messagesOf(script: ScriptRow, m: Material): ChatMessage[] {
  const sceneRef = new Map(m.scenes.map((s, i) => [s.id, `S${i + 1}`]));
  const body = m.scenes
    .map((scene) => {
      const head = `${sceneRef.get(scene.id)} ${scene.heading}${scene.location ? `｜${scene.location}` : ''}${scene.timeOfDay ? `｜${scene.timeOfDay}` : ''}`;
      const lines = m.lines
        .filter((l) => l.sceneId === scene.id)
        .map((l) => {
          const ref = `L${m.lines.indexOf(l) + 1}`;
          if (l.kind === 'dialogue') return `${ref} [对白] ${l.roleName ?? '某人'}：${l.text}`;
          if (l.kind === 'narration') return `${ref} [旁白] ${l.text}`;
          return `${ref} [动作] ${l.text}`;
        });
      return [head, scene.description, ...lines].filter(Boolean).join('\n');
    })
    .join('\n\n');
  const characters = m.roles.length
    ? m.roles
        .map((r) => `- ${r.name}：${[r.appearance, r.description].filter(Boolean).join('；')}`)
        .join('\n')
    : '（无）';
  const system = [
    '你是资深影视分镜师。把给出的剧本拆成镜头，只输出一个 JSON 对象：',
    '{"shots":[{"scene":"S1","kind":"shotImg|shotVideo|shotRole|shotScene","framing":"景别，如 远景/全景/中景/近景/特写",',
    '"prompt":"画面描述（给文生图模型，具体写人物外貌、动作、环境、光线、构图）","videoPrompt":"运动描述（人物动作与运镜）",',
    '"roles":["出现的角色名，必须与角色表一致"],"lines":["本镜头说出的台词编号，如 L3"],"duration":5}]}',
    'kind：shotRole 以角色为主体，shotScene 为无人物的空镜，shotVideo 需要明显运动，其余用 shotImg。',
    'duration 为秒数（1–60）。镜头按剧情顺序排列，每句对白和旁白都应落在某个镜头里。',
    m.style ? `画面风格：${m.style}。每个 prompt 都要符合这个风格。` : '',
    `画面比例：${script.aspectRatio}。`,
  ]
    .filter(Boolean)
    .join('\n');
  const user = `剧本《${script.title}》\n\n角色表：\n${characters}\n\n${body}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Parses the model's text: JSON, possibly fenced or wrapped in chatter by chatty models. */
function parseAnswer(text: string) {
  const json = extractJson(text);
  if (json === undefined)
    throw new AppError('AI_ANSWER_FAILED', '模型返回的分镜不是有效的 JSON，制作栗已退还，请重试');
  const parsed = draftAnswerSchema.safeParse(json);
  if (!parsed.success)
    throw new AppError(
      'AI_ANSWER_FAILED',
      '模型返回的分镜缺少必要内容（镜头与画面描述），制作栗已退还，请重试',
    );
  return parsed.data.shots;
}

/** Role names → ids, line refs → ids, scene refs → ids. Unknown names and refs are dropped, not guessed. */
function toShots(script: ScriptRow, m: Material, answer: ReturnType<typeof parseAnswer>): ShotInsert[] {
  const roleByName = new Map(m.roles.map((r) => [r.name.trim(), r.id]));
  const lineByRef = new Map(m.lines.map((l, i) => [`L${i + 1}`, l]));
  const sceneByRef = new Map(m.scenes.map((s, i) => [`S${i + 1}`, s.id]));
  return answer.map((s) => {
    const lines = s.lines.map((ref) => lineByRef.get(ref.trim().toUpperCase())).filter((l) => !!l);
    const sceneId =
      (s.scene && sceneByRef.get(s.scene.trim().toUpperCase())) ||
      lines[0]?.sceneId ||
      (m.scenes.length === 1 ? m.scenes[0]?.id : null);
    return {
      scriptId: script.id,
      sceneId: sceneId ?? null,
      position: 0,
      kind: s.kind,
      framing: s.framing.trim(),
      prompt: s.prompt,
      videoPrompt: s.videoPrompt.trim(),
      roleIds: [...new Set(s.roles.map((n) => roleByName.get(n.trim())).filter((id): id is string => !!id))],
      lineIds: [...new Set(lines.map((l) => l.id))],
      durationSeconds: Math.round(s.duration * 10) / 10,
    };
  });
}

/**
 * The AI draft (spec §3 "prompt v3 auto"): no chat provider → refused before charging; otherwise one ledger
 * entry for gcimg-promptv3-auto, the model call, validation, then the shots written in one transaction. Any
 * failure after the charge refunds it with its own entry and writes nothing.
 */
export async function draftStoryboard(
  ctx: AppContext,
  actor: Actor,
  body: DraftStoryboardBody,
): Promise<StoryboardView> {
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  const material = await loadMaterial(ctx, script, body.sceneIds);
  const resolved = await ctx.providers.forCapability('chat');
  if (!resolved?.provider.chat)
    throw new AppError('PROVIDER_NOT_CONFIGURED', await ctx.providers.missingReason('chat'), {
      capability: 'chat',
    });

  // Held until the draft ends: if this process dies mid-draft, the hold sweeper refunds it.
  const setting = await getCostSetting(ctx);
  const spent = await ctx.db.transaction((tx) =>
    spendWithHold(
      tx,
      setting,
      {
        userId: actor.userId,
        enterpriseId: actor.enterpriseId,
        key: STORYBOARD_DRAFT_COST_KEY,
        count: 1,
        usage: `AI分镜：${script.title}`.slice(0, 60),
        idempotencyKey: `sb-draft:${randomUUID()}`,
      },
      { refundUsage: DRAFT_REFUND_USAGE, ttlMs: DRAFT_HOLD_MS },
    ),
  );
  if (spent.entryId) await announceSpend(ctx, actor.userId, spent);
  try {
    let text = '';
    for await (const delta of resolved.provider.chat({
      messages: messagesOf(script, material),
      json: true,
      temperature: 0.7,
    }))
      text += delta;
    const drafted = toShots(script, material, parseAnswer(text));
    await ctx.db.transaction(async (tx) => {
      if (body.replace) await deleteShotsOfScenes(tx, script.id, body.sceneIds ?? null);
      const kept = await listShots(tx, script.id);
      if (kept.length + drafted.length > MAX_SHOTS_PER_SCRIPT)
        throw new AppError(
          'AI_ANSWER_FAILED',
          `镜头总数将超过 ${MAX_SHOTS_PER_SCRIPT} 个，制作栗已退还；请先删除部分镜头`,
        );
      const inserted = await insertShots(
        tx,
        drafted.map((s, i) => ({ ...s, position: kept.length + i + 1 })),
      );
      await setPositions(tx, [...kept.map((s) => s.id), ...inserted.map((s) => s.id)]);
      await closeHold(tx, spent.entryId);
    });
  } catch (err) {
    const refund = await ctx.db.transaction((tx) => refundHold(tx, spent.entryId, DRAFT_REFUND_USAGE));
    await announceRefund(ctx, actor.userId, refund);
    if (isAppError(err)) throw err;
    ctx.log.warn({ err, scriptId: script.id }, 'storyboard draft failed');
    const reason = err instanceof ProviderError ? err.userMessage : '模型服务调用失败';
    throw new AppError('AI_ANSWER_FAILED', `${reason}，制作栗已退还，请稍后重试`);
  }
  return storyboardView(ctx, actor, script);
}
