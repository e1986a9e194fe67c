import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Voices for dialogue and narration (/v1/aitools/audio/timbre/styles, /timbre/{id}). Each maps onto the voice
 * names of the TTS vendors; the preview is real TTS of `sampleText`, made once and kept.
 */
export const timbres = pgTable('timbres', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The style group it is listed under, e.g. 青年男声. */
  style: text('style').notNull(),
  gender: text('gender').notNull(),
  description: text('description').notNull().default(''),
  sampleText: text('sample_text').notNull(),
  /** Vendor voice per adapter, e.g. { openai: 'alloy', local: 'cmn+m3', dashscope: 'longxiaochun' }. */
  voices: jsonb('voices').$type<Record<string, string>>().notNull().default({}),
  speed: integer('speed_percent').notNull().default(100),
  previewFileId: uuid('preview_file_id'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});
