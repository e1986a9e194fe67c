import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, scriptEdits, scriptLines, scriptScenes } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';
import type { EditRow, LineInsert, LineRow, SceneInsert, SceneRow } from './scripts.repository';

export async function findLine(tx: Tx, scriptId: string, id: string): Promise<LineRow | undefined> {
  const [row] = await tx
    .select()
    .from(scriptLines)
    .where(and(eq(scriptLines.id, id), eq(scriptLines.scriptId, scriptId)))
    .limit(1);
  return row;
}

export async function findScene(tx: Tx, scriptId: string, id: string): Promise<SceneRow | undefined> {
  const [row] = await tx
    .select()
    .from(scriptScenes)
    .where(and(eq(scriptScenes.id, id), eq(scriptScenes.scriptId, scriptId)))
    .limit(1);
  return row;
}

export async function linesOfScene(tx: Tx, sceneId: string): Promise<LineRow[]> {
  return tx
    .select()
    .from(scriptLines)
    .where(eq(scriptLines.sceneId, sceneId))
    .orderBy(asc(scriptLines.position));
}

/** Makes room at `position` (or closes the gap after a removal with delta -1). */
export async function shiftLines(tx: Tx, sceneId: string, fromPosition: number, delta: 1 | -1) {
  await tx
    .update(scriptLines)
    .set({ position: sql`${scriptLines.position} + ${delta}` })
    .where(
      and(
        eq(scriptLines.sceneId, sceneId),
        delta === 1 ? gte(scriptLines.position, fromPosition) : gt(scriptLines.position, fromPosition),
      ),
    );
}

export async function shiftScenes(
  tx: Tx,
  scriptId: string,
  episode: number,
  fromPosition: number,
  delta: 1 | -1,
) {
  await tx
    .update(scriptScenes)
    .set({ position: sql`${scriptScenes.position} + ${delta}` })
    .where(
      and(
        eq(scriptScenes.scriptId, scriptId),
        eq(scriptScenes.episode, episode),
        delta === 1 ? gte(scriptScenes.position, fromPosition) : gt(scriptScenes.position, fromPosition),
      ),
    );
}

export async function nextScenePosition(tx: Tx, scriptId: string, episode: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${scriptScenes.position}) + 1, 0)::int` })
    .from(scriptScenes)
    .where(and(eq(scriptScenes.scriptId, scriptId), eq(scriptScenes.episode, episode)));
  return Number(row?.n ?? 0);
}

export async function insertLine(tx: Tx, values: LineInsert): Promise<LineRow> {
  const [row] = await tx.insert(scriptLines).values(values).returning();
  return row as LineRow;
}

export async function updateLine(tx: Tx, id: string, values: Partial<LineInsert>) {
  await tx
    .update(scriptLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scriptLines.id, id));
}

export async function deleteLine(tx: Tx, id: string) {
  await tx.delete(scriptLines).where(eq(scriptLines.id, id));
}

export async function setLinePositions(tx: Tx, ids: string[]) {
  for (const [position, id] of ids.entries())
    await tx.update(scriptLines).set({ position }).where(eq(scriptLines.id, id));
}

export async function insertScene(tx: Tx, values: SceneInsert): Promise<SceneRow> {
  const [row] = await tx.insert(scriptScenes).values(values).returning();
  return row as SceneRow;
}

export async function updateScene(tx: Tx, id: string, values: Partial<SceneInsert>) {
  await tx
    .update(scriptScenes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scriptScenes.id, id));
}

export async function deleteScene(tx: Tx, id: string) {
  await tx.delete(scriptScenes).where(eq(scriptScenes.id, id));
}

/** The character a dialogue line names, when the script has one of that name. */
export async function roleIdByName(tx: Tx, scriptId: string, name: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.scriptId, scriptId), eq(roles.name, name)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertEdit(tx: Tx, values: typeof scriptEdits.$inferInsert) {
  await tx.insert(scriptEdits).values(values);
}

/** The newest edit not yet undone, locked so two undos cannot revert it twice. */
export async function lockNewestUndoable(tx: Tx, scriptId: string): Promise<EditRow | undefined> {
  const [row] = await tx
    .select()
    .from(scriptEdits)
    .where(and(eq(scriptEdits.scriptId, scriptId), isNull(scriptEdits.undoneAt)))
    .orderBy(desc(scriptEdits.id))
    .limit(1)
    .for('update');
  return row;
}

export async function markUndone(tx: Tx, id: number) {
  await tx.update(scriptEdits).set({ undoneAt: new Date() }).where(eq(scriptEdits.id, id));
}

export async function listEdits(db: Database, scriptId: string, limit: number) {
  return db
    .select()
    .from(scriptEdits)
    .where(eq(scriptEdits.scriptId, scriptId))
    .orderBy(desc(scriptEdits.id))
    .limit(limit);
}

export async function countUndoable(db: Database | Tx, scriptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scriptEdits)
    .where(and(eq(scriptEdits.scriptId, scriptId), isNull(scriptEdits.undoneAt)));
  return row?.n ?? 0;
}
