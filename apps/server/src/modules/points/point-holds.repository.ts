import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointHolds } from '../../db/schema';
import type { Tx } from './ledger.repository';

export type PointHoldRow = typeof pointHolds.$inferSelect;

export async function insertHold(tx: Tx, values: typeof pointHolds.$inferInsert) {
  await tx.insert(pointHolds).values(values);
}

/** Deletes the hold and says whether it was still open (only the first closer may refund). */
export async function deleteHold(tx: Tx, entryId: number): Promise<boolean> {
  const rows = await tx.delete(pointHolds).where(eq(pointHolds.entryId, entryId)).returning();
  return rows.length > 0;
}

export const findExpiredHolds = (db: Database, now: Date, limit = 100) =>
  db.select().from(pointHolds).where(lt(pointHolds.expiresAt, now)).limit(limit);
