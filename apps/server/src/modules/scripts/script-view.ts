import type {
  CreationStep,
  ScriptDetail,
  ScriptEpisodeView,
  ScriptLineKind,
  ScriptLineView,
  ScriptSummary,
  ScriptWriteStatusValue,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { signFileUrl } from '../files/file-urls';
import type { Tx } from '../points/ledger.repository';
import type { ScriptRow } from './script-access.repository';
import { countUndoable } from './script-edits.repository';
import { countsOf, listRoleBriefs, loadContent, type ScriptCounts } from './scripts.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function summaryOf(row: ScriptRow, counts: ScriptCounts, coverUrl: string | null): ScriptSummary {
  return {
    id: row.id,
    title: row.title,
    idea: row.idea,
    source: row.source as 0 | 1 | 3,
    stage: row.stage,
    step: row.step as CreationStep,
    aspectRatio: row.aspectRatio,
    canvas: row.canvas,
    writeStatus: row.writeStatus as ScriptWriteStatusValue,
    writeError: row.writeError,
    sceneCount: counts.scenes,
    lineCount: counts.lines,
    roleCount: counts.roles,
    shotCount: counts.shots,
    coverUrl,
    createAt: seconds(row.createdAt),
    updateAt: seconds(row.updatedAt),
  };
}

export async function summariesOf(ctx: AppContext, rows: ScriptRow[]): Promise<ScriptSummary[]> {
  const counts = await countsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const c = counts.get(row.id) as ScriptCounts;
      const cover = c.coverFileId ? await signFileUrl(ctx, c.coverFileId, 'thumb') : null;
      return summaryOf(row, c, cover);
    }),
  );
}

/** The whole script: episodes → scenes → lines, the characters, and how many edits undo can revert. */
export async function detailOf(ctx: AppContext, row: ScriptRow, db: AppContext['db'] | Tx = ctx.db) {
  const [{ scenes, lines }, roleRows, undoable, [summary]] = await Promise.all([
    loadContent(db, row.id),
    listRoleBriefs(db, row.id),
    countUndoable(db, row.id),
    summariesOf(ctx, [row]),
  ]);
  const roleByName = new Map(roleRows.map((r) => [r.name, r.id]));
  const roleIds = new Set(roleRows.map((r) => r.id));
  const linesByScene = new Map<string, ScriptLineView[]>();
  for (const l of lines) {
    const list = linesByScene.get(l.sceneId) ?? [];
    list.push({
      id: l.id,
      sceneId: l.sceneId,
      position: l.position,
      kind: l.kind as ScriptLineKind,
      // A character deleted or renamed since: fall back to the name as written.
      roleId:
        (l.roleId && roleIds.has(l.roleId) ? l.roleId : null) ??
        (l.roleName ? (roleByName.get(l.roleName) ?? null) : null),
      roleName: l.roleName,
      text: l.text,
      emotion: l.emotion,
      audioFileId: l.audioFileId,
    });
    linesByScene.set(l.sceneId, list);
  }
  const episodes: ScriptEpisodeView[] = [];
  for (const s of scenes) {
    let ep = episodes.at(-1);
    if (ep?.episode !== s.episode) {
      ep = { episode: s.episode, scenes: [] };
      episodes.push(ep);
    }
    ep.scenes.push({
      id: s.id,
      episode: s.episode,
      position: s.position,
      heading: s.heading,
      location: s.location,
      timeOfDay: s.timeOfDay,
      description: s.description,
      lines: linesByScene.get(s.id) ?? [],
    });
  }
  const detail: ScriptDetail = {
    ...(summary as ScriptSummary),
    // Counts straight from the rows just read, so they match the content in this answer.
    sceneCount: scenes.length,
    lineCount: lines.length,
    roleCount: roleRows.length,
    styleId: row.styleId,
    customStylePrompt: row.customStylePrompt,
    modelFamily: row.modelFamily,
    narrationTimbreId: row.narrationTimbreId,
    episodes,
    roles: roleRows.map((r) => ({ id: r.id, name: r.name, hasImage: Boolean(r.imageFileId) })),
    undoable,
  };
  return detail;
}
