import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { scriptScenes, scripts } from './scripts';

/**
 * A storyboard shot (spec §3 shot kinds shotImg | shotVideo | shotRole | shotScene, frame modes). It keeps its
 * prompt, its characters and background, the newest image and video tasks and the chosen outputs; a failed
 * shot is retried alone by submitting a new task for it.
 */
export const shots = pgTable(
  'shots',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    sceneId: uuid('scene_id').references(() => scriptScenes.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull().default('shotImg'),
    /** Picture prompt (what the frame shows). */
    prompt: text('prompt').notNull().default(''),
    /** Motion prompt for image-to-video. */
    videoPrompt: text('video_prompt').notNull().default(''),
    /** Framing, e.g. 中景 / 特写. */
    framing: text('framing').notNull().default(''),
    roleIds: jsonb('role_ids').$type<string[]>().notNull().default([]),
    /** Script lines spoken in this shot, in order. */
    lineIds: jsonb('line_ids').$type<string[]>().notNull().default([]),
    /** A scene or empty-shot asset used as background reference. */
    backgroundAssetId: uuid('background_asset_id'),
    imageTaskId: uuid('image_task_id'),
    imageFileId: uuid('image_file_id'),
    videoTaskId: uuid('video_task_id'),
    videoFileId: uuid('video_file_id'),
    frameMode: text('frame_mode').notNull().default('singleFrame'),
    lastFrameFileId: uuid('last_frame_file_id'),
    /** Spec §3 video feature flags: { bigMotion, highDetail, superFrame, multiCamera }. */
    videoFeatures: jsonb('video_features').$type<Record<string, boolean>>().notNull().default({}),
    cameraMove: text('camera_move'),
    durationSeconds: real('duration_seconds').notNull().default(5),
    ...timestamps,
  },
  (t) => [index('shots_script_idx').on(t.scriptId, t.position)],
);
