import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, roles, scriptLines, scriptScenes, scripts, tasks, timbres, users } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type TimbreRow = typeof timbres.$inferSelect;

export const listTimbres = (db: Database) =>
  db.select().from(timbres).where(eq(timbres.enabled, true)).orderBy(asc(timbres.sort));

export async function findTimbre(db: Database, id: string): Promise<TimbreRow | undefined> {
  const [row] = await db.select().from(timbres).where(eq(timbres.id, id)).limit(1);
  return row;
}

/** Sets the preview only if none was set meanwhile; false when another request won. */
export async function setTimbrePreview(db: Database, id: string, fileId: string): Promise<boolean> {
  const rows = await db
    .update(timbres)
    .set({ previewFileId: fileId, updatedAt: new Date() })
    .where(and(eq(timbres.id, id), isNull(timbres.previewFileId)))
    .returning({ id: timbres.id });
  return rows.length > 0;
}

/** The platform admin owns the shared preview files (files rows need an owner; they are served signed). */
export async function findPlatformOwnerId(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.platformRole, 1))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/** Every line of a script in reading order (scene order, then line order). */
export const listScriptLines = (db: Database | Tx, scriptId: string) =>
  db
    .select({ line: scriptLines })
    .from(scriptLines)
    .innerJoin(scriptScenes, eq(scriptScenes.id, scriptLines.sceneId))
    .where(eq(scriptLines.scriptId, scriptId))
    .orderBy(asc(scriptScenes.episode), asc(scriptScenes.position), asc(scriptLines.position))
    .then((rows) => rows.map((r) => r.line));

export const listScriptRoles = (db: Database, scriptId: string) =>
  db.select().from(roles).where(eq(roles.scriptId, scriptId)).orderBy(asc(roles.position));

export const findTasksByIds = (db: Database, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: tasks.id, status: tasks.status, progress: tasks.progress, errorMsg: tasks.errorMsg })
        .from(tasks)
        .where(inArray(tasks.id, ids));

/** The first output file of each resolved task. */
export const findFirstOutputs = (db: Database, taskIds: string[]) =>
  taskIds.length === 0
    ? Promise.resolve([] as (typeof files.$inferSelect)[])
    : db
        .select()
        .from(files)
        .where(and(inArray(files.taskId, taskIds), eq(files.role, 'output'), eq(files.position, 0)));

export async function setLineAudioTask(db: Database, lineId: string, taskId: string) {
  await db
    .update(scriptLines)
    .set({ audioTaskId: taskId, updatedAt: new Date() })
    .where(eq(scriptLines.id, lineId));
}

/** Records a resolved voice, unless a newer task took the line meanwhile. */
export async function setLineAudioFile(db: Database, lineId: string, taskId: string, fileId: string) {
  await db
    .update(scriptLines)
    .set({ audioFileId: fileId })
    .where(and(eq(scriptLines.id, lineId), eq(scriptLines.audioTaskId, taskId)));
}

export async function setNarrationTimbre(db: Database, scriptId: string, timbreId: string) {
  await db
    .update(scripts)
    .set({ narrationTimbreId: timbreId, updatedAt: new Date() })
    .where(eq(scripts.id, scriptId));
}
