import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises';
import { files } from './files';
import { users } from './users';

/** A user's personal work (/work/{category}/{history|favorite}): one per task output. */
export const works = pgTable(
  'works',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    taskId: uuid('task_id'),
    /** script | video | audio | image | emptyShot */
    category: text('category').notNull(),
    title: text('title').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    favoritedAt: timestamp('favorited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('works_user_category_idx').on(t.userId, t.category, t.createdAt),
    index('works_user_favorite_idx').on(t.userId, t.favorite, t.favoritedAt),
  ],
);

/** The one-time watermark-free application (spec §1, §4); the record is kept (DESIGN.md §7). */
export const watermarkApplications = pgTable('watermark_applications', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  agreement: text('agreement').notNull(),
  status: text('status').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
