import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cuts, files, shots } from '../../db/schema';

export type CutRow = typeof cuts.$inferSelect;
export type CutInsert = typeof cuts.$inferInsert;
export type ShotRow = typeof shots.$inferSelect;

export async function insertCut(db: Database, values: CutInsert): Promise<CutRow> {
  const [row] = await db.insert(cuts).values(values).returning();
  if (!row) throw new Error('cut insert returned nothing');
  return row;
}

export async function findOwnCut(db: Database, userId: number, id: string): Promise<CutRow | undefined> {
  const [row] = await db
    .select()
    .from(cuts)
    .where(and(eq(cuts.id, id), eq(cuts.userId, userId)))
    .limit(1);
  return row;
}

export const listOwnCuts = (db: Database, userId: number, filter: { scriptId?: string; kind?: string }) =>
  db
    .select()
    .from(cuts)
    .where(
      and(
        eq(cuts.userId, userId),
        filter.scriptId ? eq(cuts.scriptId, filter.scriptId) : undefined,
        filter.kind ? eq(cuts.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(desc(cuts.updatedAt))
    .limit(100);

export async function updateCut(
  db: Database,
  id: string,
  set: Partial<Pick<CutRow, 'title' | 'canvas' | 'timeline' | 'settings' | 'exportTaskId'>>,
): Promise<CutRow> {
  const [row] = await db
    .update(cuts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(cuts.id, id))
    .returning();
  if (!row) throw new Error('cut update returned nothing');
  return row;
}

export async function deleteCut(db: Database, id: string) {
  await db.delete(cuts).where(eq(cuts.id, id));
}

/** Shots of a script in storyboard order (read-only: the storyboard module owns them). */
export const listScriptShots = (db: Database, scriptId: string) =>
  db.select().from(shots).where(eq(shots.scriptId, scriptId)).orderBy(asc(shots.position));

export const findFilesByIds = (db: Database, userId: number, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as (typeof files.$inferSelect)[])
    : db
        .select()
        .from(files)
        .where(and(eq(files.userId, userId), inArray(files.id, ids)));
