import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps shared by every table; `updated_at` is set by repositories on write. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
