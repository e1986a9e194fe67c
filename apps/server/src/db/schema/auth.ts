import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One RSA key pair per sign-in attempt of the unified login (spec §7 /user/cipher). The browser encrypts the
 * credentials with the public key; the row is consumed by the login call and expires in minutes. The image
 * captcha answer is bound to the same row, so a captcha cannot be reused across attempts.
 */
export const loginCiphers = pgTable(
  'login_ciphers',
  {
    id: text('id').primaryKey(),
    privateKeyPem: text('private_key_pem').notNull(),
    publicKeyPem: text('public_key_pem').notNull(),
    captchaAnswer: text('captcha_answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_ciphers_expires_idx').on(t.expiresAt)],
);

/** The unified login's one-time token (ulp_token), exchanged at /auth for a session cookie. Stored hashed. */
export const ulpTokens = pgTable('ulp_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  channel: text('channel').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-in attempts, counted per account key and per client address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_subject_idx').on(t.subject, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** SMS verification codes (hashed), one row per send; scene is login, register or bind. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * App-authorisation QR sign-in: the desktop shows a QR for `id`, polls it; a signed-in phone confirms it.
 * Status: waiting → scanned → confirmed → (consumed by the polling browser) | expired | cancelled.
 */
export const qrLogins = pgTable('qr_logins', {
  id: text('id').primaryKey(),
  /** Hash of the secret only the desktop browser that asked holds, so nobody else can claim the session. */
  pollSecretHash: text('poll_secret_hash').notNull(),
  status: text('status').notNull().default('waiting'),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
