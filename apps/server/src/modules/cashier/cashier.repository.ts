import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders, sessions, users } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export async function findUserFlags(db: Database, userId: number) {
  const [row] = await db
    .select({ isAppUser: users.isAppUser, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The user's most recently started live session: the one a ticket is bound to when the caller gave none. */
export async function findNewestLiveSessionId(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.id;
}

/** Ids of the user's sessions that are neither revoked nor expired. */
export async function listLiveSessionIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return rows.map((r) => r.id);
}

export async function insertOrder(
  db: Database,
  row: { id: string; userId: number; points: number; amountFen: number; provider: string },
): Promise<void> {
  await db.insert(paymentOrders).values({ ...row, status: 'created' });
}

export async function findOrder(db: Database | Tx, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/**
 * created → paid, only from created. Returns the row when this call made the change, undefined when the order
 * was already paid or closed (the row lock makes a concurrent second notice wait and then find it paid).
 */
export async function markOrderPaid(
  tx: Tx,
  id: string,
  tradeNo: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', providerTradeNo: tradeNo, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
    .returning();
  return row;
}

export async function markOrderClosed(db: Database, id: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
}
