import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

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

/** What users think of a style (POST /v1/aitools/styles/feedback): like or dislike with an optional note. */
export const styleFeedback = pgTable('style_feedback', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  styleId: text('style_id').notNull(),
  /** like | dislike */
  rating: text('rating').notNull(),
  text: text('text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
