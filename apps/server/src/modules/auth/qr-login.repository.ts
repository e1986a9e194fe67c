import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qrLogins } from '../../db/schema';

export type QrLoginRow = typeof qrLogins.$inferSelect;

export async function insertQrLogin(db: Database, row: typeof qrLogins.$inferInsert): Promise<void> {
  await db.delete(qrLogins).where(lt(qrLogins.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(qrLogins).values(row);
}

export async function findQrLogin(db: Database, id: string): Promise<QrLoginRow | undefined> {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.id, id));
  return row;
}

/** Moves a live QR from one of `from` to `to`; returns false when it was not in such a state. */
export async function transitionQrLogin(
  db: Database,
  id: string,
  from: string[],
  to: string,
  userId?: number,
): Promise<boolean> {
  const rows = await db
    .update(qrLogins)
    .set({ status: to, ...(userId ? { userId } : {}) })
    .where(and(eq(qrLogins.id, id), inArray(qrLogins.status, from), gt(qrLogins.expiresAt, sql`now()`)))
    .returning({ id: qrLogins.id });
  return rows.length === 1;
}

/** The polling browser takes the confirmed sign-in once. */
export async function consumeConfirmedQrLogin(db: Database, id: string): Promise<QrLoginRow | undefined> {
  const [row] = await db
    .update(qrLogins)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(qrLogins.id, id), eq(qrLogins.status, 'confirmed'), isNull(qrLogins.consumedAt)))
    .returning();
  return row;
}
