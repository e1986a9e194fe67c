import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Image styles offered to generation (spec §3 Image style; /v1/aitools/image/styles). */
export const imageStyles = pgTable('image_styles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Prompt fragment appended to a generation prompt for this style. */
  prompt: text('prompt').notNull().default(''),
  previewUrl: text('preview_url').notNull(),
  /** Styles also usable for posters (query posterStyle=true). */
  posterStyle: boolean('poster_style').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});
