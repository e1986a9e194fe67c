import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type FileRow = typeof files.$inferSelect;
export type FileInsert = typeof files.$inferInsert;

export async function insertFile(tx: Tx, values: FileInsert): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  return row as FileRow;
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** The caller's own files among `ids` (inputs of a task must belong to its submitter). */
export const findOwnFiles = (db: Database, userId: number, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as FileRow[])
    : db
        .select()
        .from(files)
        .where(and(eq(files.userId, userId), inArray(files.id, ids)));

export const findTaskOutputs = (db: Database, taskIds: string[]) =>
  taskIds.length === 0
    ? Promise.resolve([] as FileRow[])
    : db
        .select()
        .from(files)
        .where(and(inArray(files.taskId, taskIds), eq(files.role, 'output')))
        .orderBy(asc(files.position));
