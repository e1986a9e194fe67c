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

/** A generation task (spec §3 task types, §4 progress 0–3): reserved on submit, run by a worker, settled or refunded. */
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
    /** The pg-boss job running it, so the sweeper can tell a lost job from a slow one. */
    queueName: text('queue_name'),
    jobId: text('job_id'),
    /** The consume entry that reserved the cost; refunds point back at it. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    /** The task this one retried (a retry is a new task, charged again). */
    retryOf: uuid('retry_of'),
    /** How many times a worker has started it (crash recovery and retries). */
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMsg: text('error_msg'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tasks_user_created_idx').on(t.userId, t.createdAt),
    index('tasks_status_idx').on(t.status),
    index('tasks_user_type_idx').on(t.userId, t.type, t.createdAt),
    uniqueIndex('tasks_idem_uq').on(t.userId, t.idempotencyKey),
  ],
);
