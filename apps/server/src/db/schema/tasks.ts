import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';
import { users } from './users';

/** A generation task (spec §3 task types, §4 progress 0–3). Issue 5 fills in the engine around it. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    type: text('type').notNull(),
    mediaType: text('media_type'),
    status: smallint('status').notNull().default(0),
    progress: smallint('progress').notNull().default(0),
    count: integer('count').notNull().default(1),
    costPoints: integer('cost_points').notNull().default(0),
    params: jsonb('params').notNull().default({}),
    result: jsonb('result'),
    idempotencyKey: text('idempotency_key'),
    provider: text('provider'),
    providerTaskId: text('provider_task_id'),
    errorCode: text('error_code'),
    errorMsg: text('error_msg'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tasks_user_created_idx').on(t.userId, t.createdAt),
    index('tasks_status_idx').on(t.status),
    uniqueIndex('tasks_idem_uq').on(t.userId, t.idempotencyKey),
  ],
);
