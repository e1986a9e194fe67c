import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';
import { users } from './users';

/**
 * A creation project (spec §2 creation flow, §4 creation stage). The spec's calls name it "script"
 * (/v2/script/…), so the project row is the script: its idea, source, stage and the choices every later step
 * reuses (aspect ratio, canvas, style, model family, narration voice).
 */
export const scripts = pgTable(
  'scripts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    title: text('title').notNull(),
    /** The idea the AI wrote from (source AI), or the user's synopsis. */
    idea: text('idea').notNull().default(''),
    /** Spec §3 script source: AI=0, USER=1, EXCEL=3. */
    source: smallint('source').notNull().default(1),
    /** Spec §4 creation stage 0–4: the furthest step reached. */
    stage: smallint('stage').notNull().default(0),
    /** The step the user was last on (create | art | artImage | storyboard), to resume there. */
    step: text('step').notNull().default('create'),
    aspectRatio: text('aspect_ratio').notNull().default('16:9'),
    /** Spec §9 canvas sizes: 720x1280 or 1920x1080. */
    canvas: text('canvas').notNull().default('1920x1080'),
    styleId: text('style_id'),
    /** The prompt of the custom style (CUSTOM_STYEL). */
    customStylePrompt: text('custom_style_prompt'),
    modelFamily: text('model_family'),
    narrationTimbreId: text('narration_timbre_id'),
    /** The streaming AI write in flight or last run: 0 idle, 1 writing, 2 done, 3 failed. */
    writeStatus: smallint('write_status').notNull().default(0),
    writeError: text('write_error'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('scripts_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** Episodes and scenes of a script, in order. A scene heading reads like 「第1场 日 内 咖啡馆」. */
export const scriptScenes = pgTable(
  'script_scenes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    episode: integer('episode').notNull().default(1),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    /** Where and when, used as the background prompt of the scene's shots. */
    location: text('location').notNull().default(''),
    timeOfDay: text('time_of_day').notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('script_scenes_script_idx').on(t.scriptId, t.episode, t.position)],
);

/**
 * One line of a script: action, dialogue or narration. Dialogue names its character; once voiced, the line
 * keeps the TTS task and the chosen audio file.
 */
export const scriptLines = pgTable(
  'script_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    sceneId: uuid('scene_id')
      .notNull()
      .references(() => scriptScenes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** action | dialogue | narration */
    kind: text('kind').notNull(),
    roleId: uuid('role_id'),
    /** The speaker as written, kept when no character matches the name. */
    roleName: text('role_name'),
    text: text('text').notNull(),
    /** Acting note for the voice, e.g. 激动. */
    emotion: text('emotion'),
    audioTaskId: uuid('audio_task_id'),
    audioFileId: uuid('audio_file_id'),
    ...timestamps,
  },
  (t) => [index('script_lines_scene_idx').on(t.sceneId, t.position)],
);

/**
 * Hand edits of script lines (spec §3 edit actions replace / delete / add), newest last. Undo reverts the
 * newest edit not yet undone and stamps it; a new edit after an undo drops nothing, so history is complete.
 */
export const scriptEdits = pgTable(
  'script_edits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    lineId: uuid('line_id').notNull(),
    /** The line before and after the edit (null before an add, null after a delete). */
    before: jsonb('before'),
    after: jsonb('after'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('script_edits_script_idx').on(t.scriptId, t.id)],
);
