import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, scriptEdits, scriptLines, scriptScenes, scripts, shots } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';
import type { ScriptRow } from './script-access.repository';

export type ScriptInsert = typeof scripts.$inferInsert;
export type SceneRow = typeof scriptScenes.$inferSelect;
export type LineRow = typeof scriptLines.$inferSelect;
export type LineInsert = typeof scriptLines.$inferInsert;
export type SceneInsert = typeof scriptScenes.$inferInsert;
export type EditRow = typeof scriptEdits.$inferSelect;

export async function insertScript(db: Database | Tx, values: ScriptInsert): Promise<ScriptRow> {
  const [row] = await db.insert(scripts).values(values).returning();
  return row as ScriptRow;
}

export async function updateScript(
  db: Database | Tx,
  id: string,
  values: Partial<Omit<ScriptInsert, 'id' | 'userId'>>,
): Promise<ScriptRow> {
  const [row] = await db
    .update(scripts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scripts.id, id))
    .returning();
  return row as ScriptRow;
}

/** Marks the script as writing unless a write is running (one not older than `staleBefore`). */
export async function claimWrite(tx: Tx, id: string, staleBefore: Date): Promise<ScriptRow | undefined> {
  const [row] = await tx
    .update(scripts)
    .set({ writeStatus: 1, writeError: null, updatedAt: new Date() })
    .where(and(eq(scripts.id, id), or(ne(scripts.writeStatus, 1), lt(scripts.updatedAt, staleBefore))))
    .returning();
  return row;
}

export async function listScripts(db: Database, userId: number, offset: number, limit: number) {
  const where = and(eq(scripts.userId, userId), isNull(scripts.deletedAt));
  const [rows, [total]] = await Promise.all([
    db.select().from(scripts).where(where).orderBy(desc(scripts.updatedAt)).offset(offset).limit(limit),
    db.select({ n: count() }).from(scripts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface ScriptCounts {
  scenes: number;
  lines: number;
  roles: number;
  shots: number;
  coverFileId: string | null;
}

/** Scene, line, character and shot counts and a cover image (first shot image, else first character image). */
export async function countsOf(db: Database | Tx, ids: string[]): Promise<Map<string, ScriptCounts>> {
  const out = new Map<string, ScriptCounts>(
    ids.map((id) => [id, { scenes: 0, lines: 0, roles: 0, shots: 0, coverFileId: null }]),
  );
  if (ids.length === 0) return out;
  const [sceneCounts, lineCounts, roleCounts, shotCounts, shotCovers, roleCovers] = await Promise.all([
    db
      .select({ id: scriptScenes.scriptId, n: count() })
      .from(scriptScenes)
      .where(inArray(scriptScenes.scriptId, ids))
      .groupBy(scriptScenes.scriptId),
    db
      .select({ id: scriptLines.scriptId, n: count() })
      .from(scriptLines)
      .where(inArray(scriptLines.scriptId, ids))
      .groupBy(scriptLines.scriptId),
    db
      .select({ id: roles.scriptId, n: count() })
      .from(roles)
      .where(inArray(roles.scriptId, ids))
      .groupBy(roles.scriptId),
    db
      .select({ id: shots.scriptId, n: count() })
      .from(shots)
      .where(inArray(shots.scriptId, ids))
      .groupBy(shots.scriptId),
    db
      .selectDistinctOn([shots.scriptId], { id: shots.scriptId, fileId: shots.imageFileId })
      .from(shots)
      .where(and(inArray(shots.scriptId, ids), isNotNull(shots.imageFileId)))
      .orderBy(shots.scriptId, asc(shots.position)),
    db
      .selectDistinctOn([roles.scriptId], { id: roles.scriptId, fileId: roles.imageFileId })
      .from(roles)
      .where(and(inArray(roles.scriptId, ids), isNotNull(roles.imageFileId)))
      .orderBy(roles.scriptId, asc(roles.position)),
  ]);
  for (const r of sceneCounts) (out.get(r.id) as ScriptCounts).scenes = r.n;
  for (const r of lineCounts) (out.get(r.id) as ScriptCounts).lines = r.n;
  for (const r of roleCounts) (out.get(r.id) as ScriptCounts).roles = r.n;
  for (const r of shotCounts) (out.get(r.id) as ScriptCounts).shots = r.n;
  for (const r of roleCovers) (out.get(r.id) as ScriptCounts).coverFileId = r.fileId;
  // A shot image says more about the film than a character portrait.
  for (const r of shotCovers) (out.get(r.id) as ScriptCounts).coverFileId = r.fileId;
  return out;
}

export async function loadContent(db: Database | Tx, scriptId: string) {
  const [scenes, lines] = await Promise.all([
    db
      .select()
      .from(scriptScenes)
      .where(eq(scriptScenes.scriptId, scriptId))
      .orderBy(asc(scriptScenes.episode), asc(scriptScenes.position)),
    db
      .select()
      .from(scriptLines)
      .where(eq(scriptLines.scriptId, scriptId))
      .orderBy(asc(scriptLines.position)),
  ]);
  return { scenes, lines };
}

/** Read-only view of the script's characters (the roles module owns them). */
export async function listRoleBriefs(db: Database | Tx, scriptId: string) {
  return db
    .select({ id: roles.id, name: roles.name, imageFileId: roles.imageFileId })
    .from(roles)
    .where(eq(roles.scriptId, scriptId))
    .orderBy(asc(roles.position), asc(roles.createdAt));
}

/**
 * The initial characters an AI write or an Excel import found: inserted once; a name the script already has
 * keeps its existing row (and its images).
 */
export async function insertInitialRoles(
  tx: Tx,
  scriptId: string,
  userId: number,
  list: { name: string; description: string; appearance: string; gender?: string; age?: string }[],
) {
  const existing = await listRoleBriefs(tx, scriptId);
  const names = new Set(existing.map((r) => r.name));
  let position = existing.length;
  const fresh = list.filter((c) => {
    if (names.has(c.name)) return false;
    names.add(c.name);
    return true;
  });
  if (fresh.length === 0) return;
  await tx.insert(roles).values(
    fresh.map((c) => ({
      scriptId,
      userId,
      name: c.name,
      description: c.description,
      appearance: c.appearance,
      gender: c.gender ?? null,
      age: c.age ?? null,
      position: position++,
    })),
  );
}

/** Drops scenes (and with them lines) and the edit history: the content is replaced as a whole. */
export async function clearContent(tx: Tx, scriptId: string) {
  await tx.delete(scriptEdits).where(eq(scriptEdits.scriptId, scriptId));
  await tx.delete(scriptScenes).where(eq(scriptScenes.scriptId, scriptId));
}

export async function insertScenes(tx: Tx, values: SceneInsert[]): Promise<SceneRow[]> {
  if (values.length === 0) return [];
  return tx.insert(scriptScenes).values(values).returning();
}

export async function insertLines(tx: Tx, values: LineInsert[]) {
  // Big scripts: keep each statement well under the parameter limit.
  for (let i = 0; i < values.length; i += 500) await tx.insert(scriptLines).values(values.slice(i, i + 500));
}

export async function touchScript(tx: Tx, id: string, stageAtLeast?: number) {
  await tx
    .update(scripts)
    .set({
      updatedAt: new Date(),
      ...(stageAtLeast !== undefined ? { stage: sql`greatest(${scripts.stage}, ${stageAtLeast})` } : {}),
    })
    .where(eq(scripts.id, id));
}

export async function rolesWithoutImage(db: Database | Tx, scriptId: string) {
  return db
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.scriptId, scriptId), isNull(roles.imageFileId)))
    .orderBy(asc(roles.position));
}
