import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integralAccounts, integralLedger } from '../../db/schema';

/** A transaction or the database itself: ledger writes always run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

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
 * The only write path to a balance (DESIGN.md §5): lock the account row, append the entry with the balance
 * after it, update the balance. Must be called inside a transaction. Negative results are refused by the
 * caller's check and, as a last line, by the table's CHECK constraints.
 */
export async function appendLedgerEntry(tx: Tx, change: LedgerChange): Promise<LedgerResult> {
  if (change.idempotencyKey) {
    const [existing] = await tx
      .select()
      .from(integralLedger)
      .where(
        and(
          eq(integralLedger.userId, change.userId),
          eq(integralLedger.idempotencyKey, change.idempotencyKey),
        ),
      );
    if (existing) {
      return {
        entryId: existing.id,
        applyAfter: existing.applyAfter,
        giftAfter: existing.giftAfter,
        replayed: true,
      };
    }
  }
  await tx.insert(integralAccounts).values({ userId: change.userId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(integralAccounts)
    .where(eq(integralAccounts.userId, change.userId))
    .for('update');
  if (!account) throw new Error(`integral account ${change.userId} missing after upsert`);
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
