import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';
import { scripts } from './scripts';
import { users } from './users';

/**
 * Asset library items (spec §2 /assetLibrary, §3 asset types character | empty-shot | empty-shot_V14 | scene):
 * characters saved for reuse, scenes and empty shots usable as shot backgrounds. `userId` null marks the
 * platform's material (the 素材 tab).
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    fileId: uuid('file_id'),
    /** The generation that drew it, while it runs and after. */
    taskId: uuid('task_id'),
    scriptId: uuid('script_id').references(() => scripts.id, { onDelete: 'set null' }),
    /** The asset this one was cloned from (library scope cloneList). */
    clonedFrom: uuid('cloned_from'),
    favorite: boolean('favorite').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('assets_user_type_idx').on(t.userId, t.type, t.createdAt),
    index('assets_script_idx').on(t.scriptId),
  ],
);
