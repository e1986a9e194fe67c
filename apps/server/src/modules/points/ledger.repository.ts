import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
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
  return writeEntry(tx, account, change);
}

/**
 * With the account already locked by this transaction: the entry and the new balance in one statement (one
 * round trip instead of two: spends are the hot path).
 */
export async function writeEntry(tx: Tx, account: AccountRow, change: LedgerChange): Promise<LedgerResult> {
  const applyAfter = account.applyIntegral + change.applyDelta;
  const giftAfter = account.giftIntegral + change.giftDelta;
  const result = await tx.execute(sql`
    with balance as (
      update ${integralAccounts}
         set apply_integral = ${applyAfter}, gift_integral = ${giftAfter}, updated_at = now()
       where user_id = ${change.userId}
       returning user_id)
    insert into ${integralLedger}
      (user_id, enterprise_id, apply_delta, gift_delta, kind, usage, task_id, idempotency_key, apply_after, gift_after, actor_id)
    select user_id, ${change.enterpriseId ?? null}, ${change.applyDelta}, ${change.giftDelta}, ${change.kind}, ${change.usage},
           ${change.taskId ?? null}, ${change.idempotencyKey ?? null}, ${applyAfter}, ${giftAfter}, ${change.actorId ?? null}
      from balance
    returning id`);
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`integral account ${change.userId} vanished while locked`);
  return { entryId: Number(id), applyAfter, giftAfter, replayed: false };
}

export interface AtomicSpend {
  userId: number;
  enterpriseId: number | null;
  cost: number;
  usage: string;
  taskId: string | null;
  idempotencyKey: string | null;
}

/**
 * The spend hot path in ONE statement: lock the balance row, check it covers the cost, take gifted points first,
 * and write the new balance and the entry; the caller announces the new balance after commit (NOTIFY inside the
 * statement would take PostgreSQL's global notify lock in every spend's commit). The new values are
 * absolute, computed from the row as locked (FOR UPDATE waits for and returns the latest committed version), so
 * concurrent spends serialise on the row and none can overdraw it. Parameters: $1 user, $2 cost, $3 enterprise,
 * $4 usage, $5 task, $6 idempotency key.
 */
const SPEND_SQL = `
  with cur as (
    select user_id, apply_integral, gift_integral from integral_accounts where user_id = $1 for update
  ), calc as (
    select user_id,
           least($2::bigint, gift_integral) as from_gift,
           $2::bigint - least($2::bigint, gift_integral) as from_apply,
           apply_integral - ($2::bigint - least($2::bigint, gift_integral)) as apply_after,
           gift_integral - least($2::bigint, gift_integral) as gift_after
      from cur where apply_integral + gift_integral >= $2::bigint
  ), upd as (
    update integral_accounts a
       set apply_integral = calc.apply_after, gift_integral = calc.gift_after, updated_at = now()
      from calc where a.user_id = calc.user_id
    returning a.user_id
  ), ins as (
    insert into integral_ledger
      (user_id, enterprise_id, apply_delta, gift_delta, kind, usage, task_id, idempotency_key, apply_after, gift_after)
    select calc.user_id, $3::bigint, -calc.from_apply, -calc.from_gift, 'consume', $4::text, $5::uuid, $6::text,
           calc.apply_after, calc.gift_after
      from calc join upd on upd.user_id = calc.user_id
    returning id
  )
  select (select id from ins) as entry_id,
         (select apply_after from calc) as apply_after,
         (select gift_after from calc) as gift_after,
         coalesce((select apply_integral + gift_integral from cur), 0) as total`;

type SpendRow = Record<string, string | number | null>;

/** Runs the spend statement: prepared on the pool outside a transaction, through drizzle inside one. */
export async function spendAtomically(
  on: { tx: Tx } | { handle: DatabaseHandle },
  s: AtomicSpend,
): Promise<{ entryId: number | null; applyAfter: number; giftAfter: number; total: number }> {
  const params = [s.userId, s.cost, s.enterpriseId, s.usage, s.taskId, s.idempotencyKey];
  let row: SpendRow;
  if ('handle' in on) {
    row = (await on.handle.query<SpendRow>(SPEND_SQL, params, 'lizi_spend')).rows[0] ?? {};
  } else {
    const result = await on.tx.execute(positional(SPEND_SQL, params));
    row = (result as unknown as { rows: SpendRow[] }).rows[0] ?? {};
  }
  return {
    entryId: row.entry_id == null ? null : Number(row.entry_id),
    applyAfter: Number(row.apply_after ?? 0),
    giftAfter: Number(row.gift_after ?? 0),
    total: Number(row.total ?? 0),
  };
}

/** Turns `$n` placeholder SQL into a drizzle SQL object, so one statement text serves both paths. */
function positional(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks);
}
