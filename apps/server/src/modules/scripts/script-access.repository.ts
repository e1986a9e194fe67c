import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scripts } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type ScriptRow = typeof scripts.$inferSelect;

/** A live (not deleted) script of this user, or undefined. */
export async function findOwnScript(db: Database | Tx, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(scripts)
    .where(and(eq(scripts.id, id), eq(scripts.userId, userId), isNull(scripts.deletedAt)))
    .limit(1);
  return row;
}
