import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integralAccounts, integralLedger } from '../../db/schema';

/** A transaction or the database itself: ledger writes always run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type AccountRow = typeof integralAccounts.$inferSelect;
export type LedgerRow = typeof integralLedger.$inferSelect;

export interface LedgerChange {
  userId: number;
  enterpriseId?: number | null;
  applyDelta: number;
  giftDelta: number;
  kind: string;
  usage: string;
  taskId?: string | null;
  idempotencyKey?: string | null;
  actorId?: number | null;
}

export interface LedgerResult {
  entryId: number;
  applyAfter: number;
  giftAfter: number;
  /** True when the idempotency key had been used: nothing changed this time. */
  replayed: boolean;
}

/**
 * Locks the user's balance row (creating it at zero on first use) for the rest of the transaction. Every
 * balance change goes through here first, so concurrent changes of one balance run one after another.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<AccountRow> {
  await tx.insert(integralAccounts).values({ userId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(integralAccounts)
    .where(eq(integralAccounts.userId, userId))
    .for('update');
  if (!account) throw new Error(`integral account ${userId} missing after upsert`);
  return account;
}

export async function findEntryByKey(
  tx: Tx,
  userId: number,
  idempotencyKey: string,
): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(integralLedger)
    .where(and(eq(integralLedger.userId, userId), eq(integralLedger.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findEntry(tx: Tx, id: number): Promise<LedgerRow | undefined> {
  const [row] = await tx.select().from(integralLedger).where(eq(integralLedger.id, id));
  return row;
}

/**
 * The only write path to a balance (DESIGN.md §5): with the account locked, replay a used idempotency key,
 * else append the entry with the balance after it and update the balance. Must run inside a transaction.
 * A negative result is the caller's bug; the table's CHECK constraints refuse it as a last line.
 */
export async function appendLedgerEntry(tx: Tx, change: LedgerChange): Promise<LedgerResult> {
  const account = await lockAccount(tx, change.userId);
  if (change.idempotencyKey) {
    const existing = await findEntryByKey(tx, change.userId, change.idempotencyKey);
    if (existing) {
      return {
        entryId: existing.id,
        applyAfter: existing.applyAfter,
        giftAfter: existing.giftAfter,
        replayed: true,
      };
    }
  }
  const applyAfter = account.applyIntegral + change.applyDelta;
  const giftAfter = account.giftIntegral + change.giftDelta;
  const [entry] = await tx
    .insert(integralLedger)
    .values({
      userId: change.userId,
      enterpriseId: change.enterpriseId ?? null,
      applyDelta: change.applyDelta,
      giftDelta: change.giftDelta,
      kind: change.kind,
      usage: change.usage,
      taskId: change.taskId ?? null,
      idempotencyKey: change.idempotencyKey ?? null,
      applyAfter,
      giftAfter,
      actorId: change.actorId ?? null,
    })
    .returning({ id: integralLedger.id });
  await tx
    .update(integralAccounts)
    .set({ applyIntegral: applyAfter, giftIntegral: giftAfter, updatedAt: sql`now()` })
    .where(eq(integralAccounts.userId, change.userId));
  if (!entry) throw new Error('ledger insert returned nothing');
  return { entryId: entry.id, applyAfter, giftAfter, replayed: false };
}
