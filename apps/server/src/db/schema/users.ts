import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';

/**
 * A person who signs in (spec §3 User). `platformRole` is 1 for platform super admins and null otherwise;
 * a member's company role lives on their membership, so one person can move between companies.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    realname: text('realname').notNull().default(''),
    avatar: text('avatar'),
    platformRole: smallint('platform_role'),
    isAppUser: boolean('is_app_user').notNull().default(false),
    /** Spec §4: watermark required while this is 0 (closed); 1 once the watermark-free application is granted. */
    noWatermark: smallint('no_watermark').notNull().default(0),
    /** The company the user is working in now; membership rows hold status and role per company. */
    currentEnterpriseId: bigint('current_enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_enterprise_idx').on(t.currentEnterpriseId),
  ],
);

/** Membership of a user in an enterprise: role 2/3/4 and review status 0–4 (spec §4). */
export const memberships = pgTable(
  'memberships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    roleId: smallint('role_id').notNull().default(4),
    reviewStatus: smallint('review_status').notNull().default(1),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_user_enterprise_uq').on(t.userId, t.enterpriseId),
    index('memberships_enterprise_status_idx').on(t.enterpriseId, t.reviewStatus),
  ],
);

/** A signed-in browser. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channel: text('channel').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
