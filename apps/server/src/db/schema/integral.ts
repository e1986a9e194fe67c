import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises';
import { users } from './users';

/**
 * A user's balance (spec §3 Integral info): applied and gifted points. Changed only together with an
 * integral_ledger entry in one transaction, under a row lock (DESIGN.md §5).
 */
export const integralAccounts = pgTable(
  'integral_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    applyIntegral: bigint('apply_integral', { mode: 'number' }).notNull().default(0),
    giftIntegral: bigint('gift_integral', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('integral_apply_nonneg', sql`${t.applyIntegral} >= 0`),
    check('integral_gift_nonneg', sql`${t.giftIntegral} >= 0`),
  ],
);

/** Append-only: one row per change of a balance. Sum of entries = balance, always. */
export const integralLedger = pgTable(
  'integral_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    /** Signed change of applied points and of gifted points; an entry may touch both (gifted spent first). */
    applyDelta: bigint('apply_delta', { mode: 'number' }).notNull().default(0),
    giftDelta: bigint('gift_delta', { mode: 'number' }).notNull().default(0),
    /** What happened: grant, apply, consume, refund, daily, topup, adjust… */
    kind: text('kind').notNull(),
    /** Text shown in the history list (spec §3 "usage"). */
    usage: text('usage').notNull(),
    taskId: uuid('task_id'),
    idempotencyKey: text('idempotency_key'),
    applyAfter: bigint('apply_after', { mode: 'number' }).notNull(),
    giftAfter: bigint('gift_after', { mode: 'number' }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integral_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('integral_ledger_idem_uq').on(t.userId, t.idempotencyKey),
  ],
);

/** Per-task-type costs (spec §3 taskCosts: key, costPoints). */
export const integralTaskCosts = pgTable('integral_task_costs', {
  key: text('key').primaryKey(),
  costPoints: integer('cost_points').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Flat per-key fallback values (spec §3 keys: audioCost … gcimg-promptv3-auto). */
export const integralSettings = pgTable('integral_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A charge for work done inside a request (an AI script write, a storyboard draft) rather than by a task: open
 * from the spend until the work ends. Success closes it, failure refunds and closes it; if the process dies
 * in between, the sweeper refunds it once it expires, so no such charge can be lost.
 */
export const pointHolds = pgTable('point_holds', {
  entryId: bigint('entry_id', { mode: 'number' })
    .primaryKey()
    .references(() => integralLedger.id),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  /** The usage text of the refund, e.g. AI 剧本创作失败退还. */
  refundUsage: text('refund_usage').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
