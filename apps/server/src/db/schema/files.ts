import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises';
import { users } from './users';

/**
 * A stored file: an upload or a task output. Outputs are kept twice when labelled: `storage_key` holds the
 * published file (visible "AI生成" label + implicit TC260 label), `clean_key` the same content with only the
 * implicit label, served to users whose watermark-free application passed (spec §1, §4).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    /** upload | output */
    role: text('role').notNull(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    duration: real('duration'),
    name: text('name'),
    storageKey: text('storage_key').notNull(),
    cleanKey: text('clean_key'),
    thumbKey: text('thumb_key'),
    /** The implicit label written into the file, as read back after writing. */
    aigcLabel: jsonb('aigc_label'),
    taskId: uuid('task_id'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_user_idx').on(t.userId, t.createdAt),
    index('files_task_idx').on(t.taskId, t.position),
  ],
);
