import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';
import { users } from './users';

/**
 * Append-only history of a company's points pool (enterprises.points_pool): platform credits, grants to members.
 * Changed only together with the pool in one transaction, like the member ledger.
 */
export const enterprisePoolLedger = pgTable(
  'enterprise_pool_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    usage: text('usage').notNull(),
    poolAfter: bigint('pool_after', { mode: 'number' }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    /** The member who received a grant, when the entry is one. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enterprise_pool_ledger_ent_idx').on(t.enterpriseId, t.id)],
);

/** A member asking their company for points (spec §7 points/apply); second-review states 1–4. */
export const pointsApplications = pgTable(
  'points_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    grantedAmount: integer('granted_amount'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    ...timestamps,
  },
  (t) => [
    index('points_applications_ent_idx').on(t.enterpriseId, t.status),
    check('points_app_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** Top-up orders of app users through the cashier; status: created, paid, closed. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    amountFen: integer('amount_fen').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('created'),
    providerTradeNo: text('provider_trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_orders_trade_uq').on(t.provider, t.providerTradeNo),
  ],
);
