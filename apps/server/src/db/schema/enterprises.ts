import { bigint, bigserial, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A company (spec §3 Enterprise: id, status, autoIssue). Status 1 normal, 2 disabled, 3 deleted. */
export const enterprises = pgTable(
  'enterprises',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    autoIssue: boolean('auto_issue').notNull().default(false),
    /** Points the platform credited to the company, from which its admins grant members (issue 4). */
    pointsPool: bigint('points_pool', { mode: 'number' }).notNull().default(0),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('enterprises_status_idx').on(t.status)],
);
