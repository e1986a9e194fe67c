import { bigint, bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterprises } from './enterprises';
import { users } from './users';

/**
 * A request to open a new company (spec §7 applyEnterprise, "apply for a new one"). Reviewed by the platform;
 * status uses the second review states of spec §4: 1 pending, 2 approved, 3 rejected, 4 cancelled.
 */
export const enterpriseApplications = pgTable(
  'enterprise_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    reason: text('reason').notNull().default(''),
    status: smallint('status').notNull().default(1),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    ...timestamps,
  },
  (t) => [index('enterprise_applications_status_idx').on(t.status, t.createdAt)],
);

/** A member's request for team-collaboration (project) permission, reviewed by their company's admins. */
export const projectPermissionApplications = pgTable(
  'project_permission_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    teamName: text('team_name').notNull(),
    projectType: text('project_type').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    ...timestamps,
  },
  (t) => [index('project_permission_applications_ent_idx').on(t.enterpriseId, t.status)],
);
