import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server generates for itself (cashier ticket signing, the sandbox payment secret). Created on first
 * use by whichever process gets there first, so every process sharing the database signs with the same key
 * without any configuration. Never sent to a client.
 */
export const secrets = pgTable('secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
