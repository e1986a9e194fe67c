import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ulpTokens } from '../../db/schema';

export async function insertUlpToken(
  db: Database,
  row: { tokenHash: string; userId: number; channel: string; expiresAt: Date },
): Promise<void> {
  await db.delete(ulpTokens).where(lt(ulpTokens.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(ulpTokens).values(row);
}

/** Single use: the update wins once; a replayed or expired token finds nothing. */
export async function consumeUlpToken(db: Database, tokenHash: string) {
  const [row] = await db
    .update(ulpTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(ulpTokens.tokenHash, tokenHash), isNull(ulpTokens.usedAt), gt(ulpTokens.expiresAt, sql`now()`)),
    )
    .returning();
  return row;
}
