import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskInsert = typeof tasks.$inferInsert;

export async function insertTask(tx: Tx, values: TaskInsert): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  return row as TaskRow;
}

export async function findTask(db: Tx, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

export async function findTaskByIdempotencyKey(db: Tx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.idempotencyKey, key)));
  return row;
}

export async function listTasks(
  db: Database,
  userId: number,
  filter: { type?: string; status?: number; mediaType?: string; offset: number; limit: number },
) {
  const where = and(
    eq(tasks.userId, userId),
    filter.type ? eq(tasks.type, filter.type) : undefined,
    filter.status !== undefined ? eq(tasks.status, filter.status) : undefined,
    filter.mediaType ? eq(tasks.mediaType, filter.mediaType) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(desc(tasks.createdAt))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Moves a task only from the states given: the conditional update is what makes settle/refund happen once. */
export async function transitionTask(
  tx: Tx,
  id: string,
  from: number[],
  values: Partial<TaskInsert>,
): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), inArray(tasks.status, from)))
    .returning();
  return row;
}

/** Claims a queued or interrupted task for a worker attempt. */
export async function startTaskAttempt(db: Database, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({
      status: 1,
      attempts: sql`${tasks.attempts} + 1`,
      startedAt: sql`coalesce(${tasks.startedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.id, id), inArray(tasks.status, [0, 1])))
    .returning();
  return row;
}

/** Progress of a running task; undefined when it is no longer running (cancelled meanwhile). */
export async function writeProgress(db: Database, id: string, progress: number) {
  const [row] = await db
    .update(tasks)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.status, 1)))
    .returning({ id: tasks.id });
  return row;
}

export async function setTaskFields(db: Database, id: string, values: Partial<TaskInsert>) {
  await db.update(tasks).set(values).where(eq(tasks.id, id));
}

/** Tasks not finished and not touched for `staleSeconds`: candidates for the sweeper. */
export const findStaleTasks = (db: Database, staleSeconds: number) =>
  db
    .select()
    .from(tasks)
    .where(
      and(inArray(tasks.status, [0, 1]), lt(tasks.updatedAt, new Date(Date.now() - staleSeconds * 1000))),
    )
    .limit(100);
