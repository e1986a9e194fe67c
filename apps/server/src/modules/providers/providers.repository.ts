import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerConfigs } from '../../db/schema';

export type ProviderRow = typeof providerConfigs.$inferSelect;
export type ProviderInsert = typeof providerConfigs.$inferInsert;

export const listProviderRows = (db: Database) =>
  db.select().from(providerConfigs).orderBy(asc(providerConfigs.createdAt));

export async function findProviderRow(db: Database, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providerConfigs).where(eq(providerConfigs.id, id));
  return row;
}

export async function insertProviderRow(db: Database, values: ProviderInsert): Promise<ProviderRow> {
  const [row] = await db.insert(providerConfigs).values(values).returning();
  return row as ProviderRow;
}

export async function updateProviderRow(
  db: Database,
  id: string,
  values: Partial<ProviderInsert>,
): Promise<ProviderRow | undefined> {
  const [row] = await db
    .update(providerConfigs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(providerConfigs.id, id))
    .returning();
  return row;
}

export async function deleteProviderRow(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(providerConfigs)
    .where(eq(providerConfigs.id, id))
    .returning({ id: providerConfigs.id });
  return rows.length > 0;
}
