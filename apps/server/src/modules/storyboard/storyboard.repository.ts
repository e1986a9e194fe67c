import { and, asc, count, desc, eq, gt, gte, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, imageStyles, roles, scriptLines, scriptScenes, shots, tasks } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type ShotRow = typeof shots.$inferSelect;
export type ShotInsert = typeof shots.$inferInsert;
type Db = Database | Tx;

export const listShots = (db: Db, scriptId: string) =>
  db
    .select()
    .from(shots)
    .where(eq(shots.scriptId, scriptId))
    .orderBy(asc(shots.position), asc(shots.createdAt));

export async function findShot(db: Db, id: string): Promise<ShotRow | undefined> {
  const [row] = await db.select().from(shots).where(eq(shots.id, id)).limit(1);
  return row;
}

export async function insertShots(db: Db, values: ShotInsert[]): Promise<ShotRow[]> {
  if (values.length === 0) return [];
  return db.insert(shots).values(values).returning();
}

export async function updateShot(
  db: Db,
  id: string,
  values: Partial<ShotInsert>,
): Promise<ShotRow | undefined> {
  const [row] = await db
    .update(shots)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shots.id, id))
    .returning();
  return row;
}

export const deleteShot = (db: Db, id: string) => db.delete(shots).where(eq(shots.id, id));

export const deleteShotsOfScenes = (db: Db, scriptId: string, sceneIds: string[] | null) =>
  db
    .delete(shots)
    .where(
      sceneIds
        ? and(eq(shots.scriptId, scriptId), inArray(shots.sceneId, sceneIds))
        : eq(shots.scriptId, scriptId),
    );

/** Makes room at a position: every shot at or after it moves down by `by`. */
export const shiftShotsFrom = (db: Db, scriptId: string, position: number, by: number) =>
  db
    .update(shots)
    .set({ position: sql`${shots.position} + ${by}` })
    .where(and(eq(shots.scriptId, scriptId), gte(shots.position, position)));

/** Closes the gap a deleted shot left. */
export const closeGapAfter = (db: Db, scriptId: string, position: number) =>
  db
    .update(shots)
    .set({ position: sql`${shots.position} - 1` })
    .where(and(eq(shots.scriptId, scriptId), gt(shots.position, position)));

/** Sets positions 1..n in the given order, one statement. */
export async function setPositions(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(shots)
    .set({ position: sql`case ${shots.id} ${cases} end`, updatedAt: new Date() })
    .where(inArray(shots.id, ids));
}

export async function countShots(db: Db, scriptId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shots).where(eq(shots.scriptId, scriptId));
  return Number(row?.n ?? 0);
}

// Read-only views of the tables other modules own: the storyboard only reads them.

export const listScriptRoles = (db: Db, scriptId: string) =>
  db
    .select({
      id: roles.id,
      name: roles.name,
      appearance: roles.appearance,
      description: roles.description,
      imageFileId: roles.imageFileId,
      refFileIds: roles.refFileIds,
      refParams: roles.refParams,
    })
    .from(roles)
    .where(eq(roles.scriptId, scriptId))
    .orderBy(asc(roles.position), asc(roles.createdAt));

export const listScriptScenes = (db: Db, scriptId: string) =>
  db
    .select()
    .from(scriptScenes)
    .where(eq(scriptScenes.scriptId, scriptId))
    .orderBy(asc(scriptScenes.episode), asc(scriptScenes.position));

export const listScriptLines = (db: Db, scriptId: string) =>
  db
    .select({
      id: scriptLines.id,
      sceneId: scriptLines.sceneId,
      position: scriptLines.position,
      kind: scriptLines.kind,
      roleId: scriptLines.roleId,
      roleName: scriptLines.roleName,
      text: scriptLines.text,
    })
    .from(scriptLines)
    .where(eq(scriptLines.scriptId, scriptId))
    .orderBy(asc(scriptLines.position));

/** The caller's own scene and empty-shot assets (a platform material is cloned into the library first). */
export const listOwnBackgrounds = (db: Db, userId: number) =>
  db
    .select({ id: assets.id, name: assets.name, type: assets.type, fileId: assets.fileId })
    .from(assets)
    .where(
      and(
        eq(assets.userId, userId),
        isNull(assets.deletedAt),
        inArray(assets.type, ['scene', 'empty-shot', 'empty-shot_V14']),
      ),
    )
    .orderBy(desc(assets.createdAt))
    .limit(200);

export async function findStylePrompt(db: Db, styleId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ prompt: imageStyles.prompt })
    .from(imageStyles)
    .where(eq(imageStyles.id, styleId))
    .limit(1);
  return row?.prompt;
}

export const findTasksByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(tasks).where(inArray(tasks.id, ids)) : Promise.resolve([]);

/**
 * The caller's resolved storyboard tasks of one script, newest first. Their idempotency keys are
 * `sb:{scriptId}:{shotId}:{img|vid}:…`, so the newest result of a shot stays findable while a newer task runs.
 */
export const listResolvedShotTasks = (db: Db, userId: number, scriptId: string) =>
  db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.status, 2), like(tasks.idempotencyKey, `sb:${scriptId}:%`)))
    .orderBy(desc(tasks.createdAt));
