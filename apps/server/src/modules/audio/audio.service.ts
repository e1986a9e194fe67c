import {
  type ScriptVoicing,
  TaskStatus,
  type TimbreDetail,
  type TimbreStyleGroup,
  type TimbreView,
  taskUnitCost,
  type VoiceLinesResult,
  type VoiceLineView,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { DEFAULT_TIMBRES } from '../../db/seed/timbres.data';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { fileViewOf, signFileUrl } from '../files/file-urls';
import { findOwnFiles } from '../files/files.repository';
import { getBalance, getCostSetting } from '../points/points.service';
import { requireOwnScript } from '../scripts/script-access';
import { submitTask } from '../tasks/tasks.service';
import {
  findFirstOutputs,
  findTasksByIds,
  findTimbre,
  listScriptLines,
  listScriptRoles,
  listTimbres,
  setLineAudioFile,
  setLineAudioTask,
  setNarrationTimbre,
  type TimbreRow,
} from './audio.repository';
import { ensureTimbrePreview } from './timbre-preview';

async function timbreView(ctx: AppContext, row: TimbreRow): Promise<TimbreView> {
  return {
    id: row.id,
    name: row.name,
    style: row.style,
    gender: row.gender === 'female' ? 'female' : 'male',
    description: row.description,
    sampleText: row.sampleText,
    previewUrl: row.previewFileId ? await signFileUrl(ctx, row.previewFileId, 'main', 24 * 3600) : null,
  };
}

export async function timbreStyles(ctx: AppContext): Promise<TimbreStyleGroup[]> {
  const groups = new Map<string, TimbreView[]>();
  for (const row of await listTimbres(ctx.db)) {
    const list = groups.get(row.style) ?? [];
    list.push(await timbreView(ctx, row));
    groups.set(row.style, list);
  }
  return [...groups].map(([style, timbres]) => ({ style, timbres }));
}

/** A timbre with its preview, made on the first ask (say what to configure when no TTS serves it). */
export async function timbreDetail(ctx: AppContext, id: string): Promise<TimbreDetail> {
  const row = await findTimbre(ctx.db, id);
  if (!row?.enabled) throw new AppError('NOT_FOUND', '音色不存在');
  const preview = await ensureTimbrePreview(ctx, row);
  const view = await timbreView(ctx, { ...row, previewFileId: preview.fileId });
  return { ...view, voices: row.voices, previewError: preview.error };
}

/**
 * Emotion → speaking rate. No adapter takes an emotion directly (espeak-ng has no emotional variants, the
 * OpenAI adapter sends no instructions), so the acting note shapes the pace: agitated lines faster, sad or
 * tired ones slower.
 */
const FAST = /激动|愤怒|生气|着急|焦急|兴奋|惊|慌|喊|吼|急/;
const SLOW = /悲|伤心|难过|哽咽|低沉|疲惫|虚弱|沉重|缓|温柔|叹/;
export function speedOf(emotion: string | null, timbreSpeed: number): number {
  const factor = emotion && FAST.test(emotion) ? 1.15 : emotion && SLOW.test(emotion) ? 0.85 : 1;
  return Math.round(Math.min(2, Math.max(0.5, (timbreSpeed / 100) * factor)) * 100) / 100;
}

type LineRow = Awaited<ReturnType<typeof listScriptLines>>[number];
type RoleRow = Awaited<ReturnType<typeof listScriptRoles>>[number];

/** The timbre a line is voiced with: its character's, the script's narration voice, else a default. */
function timbreIdOf(line: LineRow, rolesById: Map<string, RoleRow>, narrationTimbreId: string | null) {
  if (line.kind === 'narration') return narrationTimbreId ?? DEFAULT_TIMBRES.narration;
  const role = line.roleId ? rolesById.get(line.roleId) : undefined;
  if (role?.timbreId) return role.timbreId;
  return /女|female|f/i.test(role?.gender ?? '') ? DEFAULT_TIMBRES.female : DEFAULT_TIMBRES.male;
}

export async function scriptVoicing(ctx: AppContext, actor: Actor, scriptId: string): Promise<ScriptVoicing> {
  const script = await requireOwnScript(ctx, actor, scriptId);
  const [lines, roleRows, timbreRows, setting] = await Promise.all([
    listScriptLines(ctx.db, scriptId),
    listScriptRoles(ctx.db, scriptId),
    listTimbres(ctx.db),
    getCostSetting(ctx),
  ]);
  const rolesById = new Map(roleRows.map((r) => [r.id, r]));
  const timbresById = new Map(timbreRows.map((t) => [t.id, t]));
  const taskIds = lines.map((l) => l.audioTaskId).filter((id): id is string => !!id);
  const taskRows = await findTasksByIds(ctx.db, taskIds);
  const tasksById = new Map(taskRows.map((t) => [t.id, t]));

  // A resolved newest task whose voice is not recorded yet becomes the line's audio now.
  const resolved = lines.filter(
    (l) => l.audioTaskId && tasksById.get(l.audioTaskId)?.status === TaskStatus.RESOLVED,
  );
  const outputs = await findFirstOutputs(
    ctx.db,
    resolved.map((l) => l.audioTaskId as string),
  );
  const outputByTask = new Map(outputs.map((f) => [f.taskId, f]));
  for (const line of resolved) {
    const out = outputByTask.get(line.audioTaskId);
    if (out && out.id !== line.audioFileId) {
      await setLineAudioFile(ctx.db, line.id, line.audioTaskId as string, out.id);
      line.audioFileId = out.id;
    }
  }
  const audioFiles = await findOwnFiles(
    ctx.db,
    actor.userId,
    lines.map((l) => l.audioFileId).filter((id): id is string => !!id),
  );
  const filesById = new Map(audioFiles.map((f) => [f.id, f]));

  const views: VoiceLineView[] = [];
  for (const line of lines) {
    const role = line.roleId ? rolesById.get(line.roleId) : undefined;
    const voiced = line.kind === 'dialogue' || line.kind === 'narration';
    const timbreId = voiced ? timbreIdOf(line, rolesById, script.narrationTimbreId) : null;
    const task = line.audioTaskId ? tasksById.get(line.audioTaskId) : undefined;
    const file = line.audioFileId ? filesById.get(line.audioFileId) : undefined;
    views.push({
      id: line.id,
      sceneId: line.sceneId,
      position: line.position,
      kind: line.kind as VoiceLineView['kind'],
      roleId: line.roleId,
      speaker:
        line.kind === 'narration'
          ? '旁白'
          : (role?.name ?? line.roleName ?? (line.kind === 'action' ? '动作' : '未知角色')),
      text: line.text,
      emotion: line.emotion,
      timbreId,
      timbreName: timbreId ? (timbresById.get(timbreId)?.name ?? null) : null,
      audio: file ? await fileViewOf(ctx, file) : null,
      task: task
        ? { id: task.id, status: task.status, progress: task.progress, errorMsg: task.errorMsg }
        : null,
    });
  }
  return {
    scriptId,
    title: script.title,
    narrationTimbreId: script.narrationTimbreId,
    roles: roleRows.map((r) => ({ id: r.id, name: r.name, gender: r.gender, timbreId: r.timbreId })),
    lines: views,
    unitCost: taskUnitCost(setting, 'gcaudio-tts'),
  };
}

/**
 * Voices lines: one gcaudio-tts task per dialogue or narration line, each its own charge (lines × the TTS
 * cost). The whole batch is checked first — a provider, known timbres, enough points for all of them — so a
 * refusal submits nothing.
 */
export async function voiceLines(
  ctx: AppContext,
  actor: Actor,
  body: { scriptId: string; lineIds?: string[] },
): Promise<VoiceLinesResult> {
  const script = await requireOwnScript(ctx, actor, body.scriptId);
  const [lines, roleRows, timbreRows] = await Promise.all([
    listScriptLines(ctx.db, body.scriptId),
    listScriptRoles(ctx.db, body.scriptId),
    listTimbres(ctx.db),
  ]);
  let chosen = lines.filter((l) => l.kind === 'dialogue' || l.kind === 'narration');
  if (body.lineIds) {
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const id of body.lineIds) {
      const line = byId.get(id);
      if (!line) throw new AppError('NOT_FOUND', 'lineIds：台词不存在或不属于这个剧本');
      if (line.kind === 'action') throw new AppError('VALIDATION_FAILED', 'lineIds：动作描写不需要配音');
    }
    const wanted = new Set(body.lineIds);
    chosen = chosen.filter((l) => wanted.has(l.id));
  }
  chosen = chosen.filter((l) => l.text.trim());
  if (chosen.length === 0) throw new AppError('VALIDATION_FAILED', '没有需要配音的对白或旁白');

  const provider = await ctx.providers.forCapability('audio.tts');
  if (!provider)
    throw new AppError('PROVIDER_NOT_CONFIGURED', await ctx.providers.missingReason('audio.tts'), {
      capability: 'audio.tts',
    });
  const rolesById = new Map(roleRows.map((r) => [r.id, r]));
  const timbresById = new Map(timbreRows.map((t) => [t.id, t]));
  const plan = chosen.map((line) => {
    const timbreId = timbreIdOf(line, rolesById, script.narrationTimbreId);
    const timbre = timbresById.get(timbreId);
    if (!timbre)
      throw new AppError(
        'VALIDATION_FAILED',
        `「${line.text.slice(0, 12)}」的音色 ${timbreId} 已下架，请重新选择音色`,
      );
    return {
      line,
      params: {
        text: line.text.trim().slice(0, 2000),
        voice: timbre.voices[provider.config.vendor],
        speed: speedOf(line.emotion, timbre.speed),
      },
    };
  });
  const unit = taskUnitCost(await getCostSetting(ctx), 'gcaudio-tts');
  const cost = unit * plan.length;
  const balance = await getBalance(ctx, actor.userId);
  if (cost > balance.total)
    throw new AppError('POINTS_INSUFFICIENT', `制作栗不足，预计消耗 ${cost}，可用 ${balance.total}`, {
      cost,
      balance: balance.total,
    });

  const tasks: VoiceLinesResult['tasks'] = [];
  for (const { line, params } of plan) {
    const task = await submitTask(ctx, actor, { type: 'gcaudio-tts', params, count: 1 });
    await setLineAudioTask(ctx.db, line.id, task.id);
    tasks.push({ lineId: line.id, taskId: task.id });
  }
  return { tasks, cost };
}

export async function setScriptNarrationTimbre(
  ctx: AppContext,
  actor: Actor,
  body: { scriptId: string; timbreId: string },
): Promise<ScriptVoicing> {
  await requireOwnScript(ctx, actor, body.scriptId);
  const timbre = await findTimbre(ctx.db, body.timbreId);
  if (!timbre?.enabled) throw new AppError('VALIDATION_FAILED', 'timbreId：音色不存在');
  await setNarrationTimbre(ctx.db, body.scriptId, body.timbreId);
  return scriptVoicing(ctx, actor, body.scriptId);
}
