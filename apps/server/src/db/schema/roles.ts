import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { scripts } from './scripts';
import { users } from './users';

/**
 * A character of a script (/v2/script/roles…). It keeps its chosen image, its reference images and params
 * (spec §3 cref, face_w, …) and its timbre, so every later shot and line uses the same face and voice.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** Who they are, as the script tells it. */
    description: text('description').notNull().default(''),
    /** The appearance prompt the images are drawn from. */
    appearance: text('appearance').notNull().default(''),
    gender: text('gender'),
    age: text('age'),
    position: integer('position').notNull().default(0),
    imageFileId: uuid('image_file_id'),
    /** The newest image task (createByAi, editByAi, retry). */
    imageTaskId: uuid('image_task_id'),
    /** Extra reference images the user added (file ids), used with the chosen image as cref. */
    refFileIds: jsonb('ref_file_ids').$type<string[]>().notNull().default([]),
    /** Reference params of spec §3 (w, face_w, subject_w, c, s, raw …). */
    refParams: jsonb('ref_params').$type<Record<string, unknown>>().notNull().default({}),
    timbreId: text('timbre_id'),
    ...timestamps,
  },
  (t) => [index('roles_script_idx').on(t.scriptId, t.position)],
);

/** A character's image generations (gcHistory): one row per task, its outputs read from the task. */
export const roleImageHistory = pgTable(
  'role_image_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** createByAi | editByAi | retry | upload */
    action: text('action').notNull(),
    taskId: uuid('task_id'),
    /** For uploads (no task): the uploaded file. */
    fileId: uuid('file_id'),
    prompt: text('prompt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_image_history_role_idx').on(t.roleId, t.createdAt)],
);
