import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginCiphers } from '../../db/schema';

export type CipherRow = typeof loginCiphers.$inferSelect;

export async function insertCipher(db: Database, row: typeof loginCiphers.$inferInsert): Promise<void> {
  // Old rows are useless after expiry; trimming here keeps the table small without a separate job.
  await db.delete(loginCiphers).where(lt(loginCiphers.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(loginCiphers).values(row);
}

export async function findLiveCipher(db: Database, id: string): Promise<CipherRow | undefined> {
  const [row] = await db
    .select()
    .from(loginCiphers)
    .where(and(eq(loginCiphers.id, id), isNull(loginCiphers.usedAt), gt(loginCiphers.expiresAt, sql`now()`)));
  return row;
}

/** Marks the cipher used; only one caller can win, so a cipher id is single-use even under races. */
export async function consumeCipher(db: Database, id: string): Promise<CipherRow | undefined> {
  const [row] = await db
    .update(loginCiphers)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginCiphers.id, id), isNull(loginCiphers.usedAt), gt(loginCiphers.expiresAt, sql`now()`)))
    .returning();
  return row;
}
