import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';
import { scripts } from './scripts';
import { users } from './users';

/**
 * An edit of the final film (/media video merge, /narration, /shortStudio): a timeline of clips with their
 * audio and subtitles, background music and track volumes. Exporting submits a merge task and keeps its id.
 */
export const cuts = pgTable(
  'cuts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    scriptId: uuid('script_id').references(() => scripts.id, { onDelete: 'set null' }),
    /** media | narration | shortStudio */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    canvas: text('canvas').notNull().default('1920x1080'),
    /** Clips, narration and subtitle tracks (shape in packages/shared creation/cut-api.ts). */
    timeline: jsonb('timeline').notNull().default({}),
    /** Subtitles mode, background music, ducking and volumes. */
    settings: jsonb('settings').notNull().default({}),
    exportTaskId: uuid('export_task_id'),
    ...timestamps,
  },
  (t) => [index('cuts_user_updated_idx').on(t.userId, t.updatedAt)],
);
