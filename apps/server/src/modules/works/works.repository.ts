import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, watermarkApplications, works } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type WorkRow = typeof works.$inferSelect;
export type WorkInsert = typeof works.$inferInsert;

export async function insertWork(tx: Tx, values: WorkInsert): Promise<WorkRow> {
  const [row] = await tx.insert(works).values(values).returning();
  return row as WorkRow;
}

export async function findWorkIdsByFiles(db: Database, fileIds: string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: works.id, fileId: works.fileId })
    .from(works)
    .where(inArray(works.fileId, fileIds));
  return new Map(rows.map((r) => [r.fileId, r.id]));
}

export async function listWorks(
  db: Database,
  userId: number,
  filter: { category?: string; favorite?: boolean; offset: number; limit: number },
) {
  const where = and(
    eq(works.userId, userId),
    filter.category ? eq(works.category, filter.category) : undefined,
    filter.favorite ? eq(works.favorite, true) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ work: works, file: files })
      .from(works)
      .innerJoin(files, eq(files.id, works.fileId))
      .where(where)
      .orderBy(filter.favorite ? desc(works.favoritedAt) : desc(works.createdAt))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(works).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findWorkWithFile(db: Database, userId: number, id: string) {
  const [row] = await db
    .select({ work: works, file: files })
    .from(works)
    .innerJoin(files, eq(files.id, works.fileId))
    .where(and(eq(works.id, id), eq(works.userId, userId)));
  return row;
}

export async function setFavorite(db: Database, userId: number, id: string, favorite: boolean) {
  const [row] = await db
    .update(works)
    .set({ favorite, favoritedAt: favorite ? new Date() : null })
    .where(and(eq(works.id, id), eq(works.userId, userId)))
    .returning();
  return row;
}

export async function insertWatermarkApplication(tx: Tx, values: typeof watermarkApplications.$inferInsert) {
  await tx.insert(watermarkApplications).values(values);
}
