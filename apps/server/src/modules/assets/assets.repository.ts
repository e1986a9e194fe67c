import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, files } from '../../db/schema';
import type { FileRow } from '../files/files.repository';
import type { Tx } from '../points/ledger.repository';

export type AssetRow = typeof assets.$inferSelect;
export type AssetInsert = typeof assets.$inferInsert;

export interface AssetFilter {
  userId: number;
  types: string[];
  tab: 'material' | 'created' | 'favorited';
  scope?: 'selectList' | 'cloneList';
  offset: number;
  limit: number;
}

/** Material is every user's (userId null); everything else is the owner's alone. */
function whereOf(f: AssetFilter): SQL | undefined {
  const live = and(isNull(assets.deletedAt), inArray(assets.type, f.types));
  const mine = eq(assets.userId, f.userId);
  if (f.scope === 'selectList') return and(live, isNotNull(assets.fileId), or(isNull(assets.userId), mine));
  if (f.scope === 'cloneList') return and(live, mine, isNotNull(assets.clonedFrom));
  if (f.tab === 'material') return and(live, isNull(assets.userId));
  if (f.tab === 'favorited') return and(live, mine, eq(assets.favorite, true));
  return and(live, mine);
}

export async function listAssets(db: Database, f: AssetFilter) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(where)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(assets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findLiveAsset(db: Database | Tx, id: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.deletedAt)))
    .limit(1);
  return row;
}

/** The caller's live clone of a material, if they made one. */
export async function findOwnClone(db: Database | Tx, userId: number, sourceId: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.userId, userId), eq(assets.clonedFrom, sourceId), isNull(assets.deletedAt)))
    .limit(1);
  return row;
}

/** A character asset already saved from this script with this image (saving twice keeps one). */
export async function findSavedCharacter(
  db: Database | Tx,
  userId: number,
  scriptId: string,
  fileId: string,
) {
  const [row] = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.userId, userId),
        eq(assets.type, 'character'),
        eq(assets.scriptId, scriptId),
        eq(assets.fileId, fileId),
        isNull(assets.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAsset(db: Database | Tx, values: AssetInsert): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  return row as AssetRow;
}

export async function updateAsset(db: Database | Tx, id: string, values: Partial<AssetInsert>) {
  const [row] = await db
    .update(assets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assets.id, id))
    .returning();
  return row as AssetRow;
}

/** Files by id whoever owns them: material is shown to everyone, through signed URLs. */
export const filesByIds = (db: Database, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([] as FileRow[]) : db.select().from(files).where(inArray(files.id, ids));

/**
 * A row of the caller's own for a file someone else stored (a material's image): same stored bytes, new
 * owner. Task inputs must belong to their submitter, so a cloned material can be a shot's background.
 */
export async function copyFileFor(tx: Tx, source: FileRow, userId: number, enterpriseId: number | null) {
  const { id: _id, createdAt: _c, userId: _u, enterpriseId: _e, ...rest } = source;
  const [row] = await tx
    .insert(files)
    .values({ ...rest, userId, enterpriseId, role: 'upload', taskId: null })
    .returning();
  return row as FileRow;
}
