import type { AddSceneBody, LineEditBody, LineFields, SceneFields, ScriptEditView } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { Tx } from '../points/ledger.repository';
import { requireOwnScript } from './script-access';
import {
  deleteLine,
  deleteScene,
  findLine,
  findScene,
  insertEdit,
  insertLine,
  insertScene,
  linesOfScene,
  listEdits,
  lockNewestUndoable,
  markUndone,
  nextScenePosition,
  roleIdByName,
  setLinePositions,
  shiftLines,
  shiftScenes,
  updateLine,
  updateScene,
} from './script-edits.repository';
import { detailOf } from './script-view';
import type { LineRow, SceneRow } from './scripts.repository';
import { touchScript } from './scripts.repository';

/**
 * Hand edits (spec §3 edit actions replace / delete / add) on lines and scenes. Each edit and its history
 * row (script_edits: before/after snapshots) are one transaction, so undo always finds what it needs to
 * revert. Snapshots carry `target` ('line' | 'scene'); a scene snapshot carries its lines too.
 */
type LineSnap = { target: 'line' } & Pick<
  LineRow,
  'id' | 'sceneId' | 'position' | 'kind' | 'roleId' | 'roleName' | 'text' | 'emotion'
> & { audioTaskId: string | null; audioFileId: string | null };
type SceneSnap = {
  target: 'scene';
  scene: Pick<SceneRow, 'id' | 'episode' | 'position' | 'heading' | 'location' | 'timeOfDay' | 'description'>;
  lines: LineSnap[];
};

const lineSnap = (l: LineRow): LineSnap => ({
  target: 'line',
  id: l.id,
  sceneId: l.sceneId,
  position: l.position,
  kind: l.kind,
  roleId: l.roleId,
  roleName: l.roleName,
  text: l.text,
  emotion: l.emotion,
  audioTaskId: l.audioTaskId,
  audioFileId: l.audioFileId,
});

async function sceneSnap(tx: Tx, s: SceneRow): Promise<SceneSnap> {
  const { id, episode, position, heading, location, timeOfDay, description } = s;
  return {
    target: 'scene',
    scene: { id, episode, position, heading, location, timeOfDay, description },
    lines: (await linesOfScene(tx, s.id)).map(lineSnap),
  };
}

async function lineValues(tx: Tx, scriptId: string, line: LineFields) {
  const roleName = line.kind === 'action' ? null : line.roleName?.trim() || null;
  if (line.kind === 'dialogue' && !roleName)
    throw new AppError('VALIDATION_FAILED', 'line.roleName：对白需要填写角色');
  return {
    kind: line.kind,
    roleName,
    roleId: roleName ? await roleIdByName(tx, scriptId, roleName) : null,
    text: line.text.trim(),
    emotion: line.emotion?.trim() || null,
  };
}

async function inEditTx<T>(ctx: AppContext, actor: Actor, scriptId: string, fn: (tx: Tx) => Promise<T>) {
  await requireOwnScript(ctx, actor, scriptId);
  await ctx.db.transaction(async (tx) => {
    await fn(tx);
    // Any story content moves a fresh project into stage 1 (story input).
    await touchScript(tx, scriptId, 1);
  });
  return detailOf(ctx, await requireOwnScript(ctx, actor, scriptId));
}

const lineMissing = () => new AppError('NOT_FOUND', 'lineId：台词不存在或已删除');
const sceneMissing = () => new AppError('NOT_FOUND', 'sceneId：场次不存在或已删除');

export function editLine(ctx: AppContext, actor: Actor, scriptId: string, body: LineEditBody) {
  return inEditTx(ctx, actor, scriptId, async (tx) => {
    const base = { scriptId, userId: actor.userId, action: body.action };
    if (body.action === 'add') {
      const scene = await findScene(tx, scriptId, body.sceneId);
      if (!scene) throw sceneMissing();
      const lines = await linesOfScene(tx, scene.id);
      let position = lines.length;
      if (body.afterLineId === null) position = 0;
      else if (body.afterLineId) {
        const after = lines.find((l) => l.id === body.afterLineId);
        if (!after) throw new AppError('NOT_FOUND', 'afterLineId：该场中没有这句台词');
        position = after.position + 1;
      }
      await shiftLines(tx, scene.id, position, 1);
      const row = await insertLine(tx, {
        scriptId,
        sceneId: scene.id,
        position,
        ...(await lineValues(tx, scriptId, body.line)),
      });
      await insertEdit(tx, { ...base, lineId: row.id, before: null, after: lineSnap(row) });
      return;
    }
    const line = await findLine(tx, scriptId, body.lineId);
    if (!line) throw lineMissing();
    if (body.action === 'delete') {
      await deleteLine(tx, line.id);
      await shiftLines(tx, line.sceneId, line.position, -1);
      await insertEdit(tx, { ...base, lineId: line.id, before: lineSnap(line), after: null });
      return;
    }
    const values = await lineValues(tx, scriptId, body.line);
    // A changed text no longer matches the voice recorded for it.
    const voiceStale = values.text !== line.text || values.roleName !== line.roleName;
    const next = { ...values, ...(voiceStale ? { audioTaskId: null, audioFileId: null } : {}) };
    await updateLine(tx, line.id, next);
    await insertEdit(tx, {
      ...base,
      lineId: line.id,
      before: lineSnap(line),
      after: lineSnap({ ...line, ...next } as LineRow),
    });
  });
}

export function reorderLines(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
  sceneId: string,
  ids: string[],
) {
  return inEditTx(ctx, actor, scriptId, async (tx) => {
    const scene = await findScene(tx, scriptId, sceneId);
    if (!scene) throw sceneMissing();
    const current = (await linesOfScene(tx, sceneId)).map((l) => l.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw new AppError('CONFLICT', 'lineIds：台词列表与该场当前内容不一致，请刷新后重试');
    await setLinePositions(tx, ids);
  });
}

export function addScene(ctx: AppContext, actor: Actor, scriptId: string, body: AddSceneBody) {
  return inEditTx(ctx, actor, scriptId, async (tx) => {
    const episode = body.episode ?? 1;
    let position = await nextScenePosition(tx, scriptId, episode);
    if (body.afterSceneId) {
      const after = await findScene(tx, scriptId, body.afterSceneId);
      if (!after || after.episode !== episode)
        throw new AppError('NOT_FOUND', 'afterSceneId：该集中没有这一场');
      position = after.position + 1;
      await shiftScenes(tx, scriptId, episode, position, 1);
    }
    const row = await insertScene(tx, { scriptId, episode, position, ...sceneFields(body) });
    await insertEdit(tx, {
      scriptId,
      userId: actor.userId,
      action: 'add',
      lineId: row.id,
      before: null,
      after: await sceneSnap(tx, row),
    });
  });
}

const sceneFields = (f: SceneFields) => ({
  heading: f.heading.trim(),
  location: f.location?.trim() ?? '',
  timeOfDay: f.timeOfDay?.trim() ?? '',
  description: f.description?.trim() ?? '',
});

export function updateSceneFields(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
  sceneId: string,
  body: SceneFields,
) {
  return inEditTx(ctx, actor, scriptId, async (tx) => {
    const scene = await findScene(tx, scriptId, sceneId);
    if (!scene) throw sceneMissing();
    const before = await sceneSnap(tx, scene);
    await updateScene(tx, sceneId, sceneFields(body));
    const after = { ...before, scene: { ...before.scene, ...sceneFields(body) } };
    await insertEdit(tx, {
      scriptId,
      userId: actor.userId,
      action: 'replace',
      lineId: sceneId,
      before,
      after,
    });
  });
}

export function removeScene(ctx: AppContext, actor: Actor, scriptId: string, sceneId: string) {
  return inEditTx(ctx, actor, scriptId, async (tx) => {
    const scene = await findScene(tx, scriptId, sceneId);
    if (!scene) throw sceneMissing();
    const before = await sceneSnap(tx, scene);
    await deleteScene(tx, sceneId);
    await shiftScenes(tx, scriptId, scene.episode, scene.position, -1);
    await insertEdit(tx, {
      scriptId,
      userId: actor.userId,
      action: 'delete',
      lineId: sceneId,
      before,
      after: null,
    });
  });
}

/** Reverts the newest edit not yet undone (line or scene), and stamps it undone. */
export function undoEdit(ctx: AppContext, actor: Actor, scriptId: string) {
  return inEditTx(ctx, actor, scriptId, async (tx) => {
    const edit = await lockNewestUndoable(tx, scriptId);
    if (!edit) throw new AppError('CONFLICT', '没有可以撤销的修改');
    const before = edit.before as LineSnap | SceneSnap | null;
    const after = edit.after as LineSnap | SceneSnap | null;
    const target = (before ?? after)?.target ?? 'line';
    if (target === 'line')
      await undoLine(tx, scriptId, edit.action, before as LineSnap | null, after as LineSnap | null);
    else await undoScene(tx, scriptId, edit.action, before as SceneSnap | null, after as SceneSnap | null);
    await markUndone(tx, edit.id);
  });
}

const gone = () => new AppError('CONFLICT', '要撤销的内容已不存在，无法撤销');

async function undoLine(
  tx: Tx,
  scriptId: string,
  action: string,
  before: LineSnap | null,
  after: LineSnap | null,
) {
  if (action === 'add' && after) {
    const line = await findLine(tx, scriptId, after.id);
    if (!line) throw gone();
    await deleteLine(tx, line.id);
    await shiftLines(tx, line.sceneId, line.position, -1);
  } else if (action === 'delete' && before) {
    if (!(await findScene(tx, scriptId, before.sceneId))) throw gone();
    await shiftLines(tx, before.sceneId, before.position, 1);
    const { target: _t, ...row } = before;
    await insertLine(tx, { ...row, scriptId });
  } else if (action === 'replace' && before) {
    if (!(await findLine(tx, scriptId, before.id))) throw gone();
    const { target: _t, id: _id, sceneId: _s, position: _p, ...fields } = before;
    await updateLine(tx, before.id, fields);
  }
}

async function undoScene(
  tx: Tx,
  scriptId: string,
  action: string,
  before: SceneSnap | null,
  after: SceneSnap | null,
) {
  if (action === 'add' && after) {
    const scene = await findScene(tx, scriptId, after.scene.id);
    if (!scene) throw gone();
    await deleteScene(tx, scene.id);
    await shiftScenes(tx, scriptId, scene.episode, scene.position, -1);
  } else if (action === 'delete' && before) {
    await shiftScenes(tx, scriptId, before.scene.episode, before.scene.position, 1);
    await insertScene(tx, { ...before.scene, scriptId });
    for (const { target: _t, ...line } of before.lines) await insertLine(tx, { ...line, scriptId });
  } else if (action === 'replace' && before) {
    if (!(await findScene(tx, scriptId, before.scene.id))) throw gone();
    const { id: _id, episode: _e, position: _p, ...fields } = before.scene;
    await updateScene(tx, before.scene.id, fields);
  }
}

const KIND_LABEL: Record<string, string> = { action: '动作', dialogue: '对白', narration: '旁白' };
const clip = (s: string) => (s.length > 24 ? `${s.slice(0, 24)}…` : s);

export async function editHistory(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
): Promise<ScriptEditView[]> {
  await requireOwnScript(ctx, actor, scriptId);
  const rows = await listEdits(ctx.db, scriptId, 100);
  return rows.map((e) => {
    const snap = (e.after ?? e.before) as LineSnap | SceneSnap;
    const verb = { add: '添加', delete: '删除', replace: '修改' }[e.action as 'add'] ?? e.action;
    const summary =
      snap.target === 'scene'
        ? `${verb}场次「${clip(snap.scene.heading)}」`
        : `${verb}${KIND_LABEL[snap.kind] ?? '台词'}${snap.roleName ? `（${snap.roleName}）` : ''}「${clip(snap.text)}」`;
    return {
      id: e.id,
      target: snap.target,
      action: e.action as ScriptEditView['action'],
      summary,
      createAt: Math.floor(e.createdAt.getTime() / 1000),
      undone: e.undoneAt !== null,
    };
  });
}
