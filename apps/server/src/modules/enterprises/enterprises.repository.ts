import { and, asc, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  enterpriseApplications,
  enterprises,
  memberships,
  projectPermissionApplications,
  users,
} from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

type Db = Database | Tx;
export type EnterpriseApplicationRow = typeof enterpriseApplications.$inferSelect;

// --- enterprises -----------------------------------------------------------------------------------------

export async function findEnterprise(db: Db, id: number) {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id));
  return row;
}

export async function insertEnterprise(db: Db, values: typeof enterprises.$inferInsert) {
  const [row] = await db.insert(enterprises).values(values).returning();
  if (!row) throw new Error('enterprise insert returned nothing');
  return row;
}

export async function updateEnterprise(
  db: Db,
  id: number,
  values: Partial<Pick<typeof enterprises.$inferSelect, 'status' | 'autoIssue' | 'deletedAt' | 'name'>>,
) {
  await db
    .update(enterprises)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(enterprises.id, id));
}

export async function enterpriseNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const where = exceptId
    ? and(
        sql`lower(${enterprises.name}) = lower(${name})`,
        ne(enterprises.id, exceptId),
        ne(enterprises.status, 3),
      )
    : and(sql`lower(${enterprises.name}) = lower(${name})`, ne(enterprises.status, 3));
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(where).limit(1);
  return Boolean(row);
}

export async function listEnterprises(
  db: Database,
  filter: { status?: number; keyword?: string; offset: number; limit: number },
) {
  const conds: SQL[] = [];
  if (filter.status) conds.push(eq(enterprises.status, filter.status));
  if (filter.keyword) conds.push(ilike(enterprises.name, `%${escapeLike(filter.keyword)}%`));
  const where = conds.length ? and(...conds) : undefined;
  // Written out in full: inside a single-table select drizzle leaves column names unqualified, which the
  // subquery would resolve against its own alias.
  const memberCount = sql<number>`(select count(*)::int from memberships m where m.enterprise_id = enterprises.id and m.review_status = 2)`;
  const list = await db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      status: enterprises.status,
      autoIssue: enterprises.autoIssue,
      pointsPool: enterprises.pointsPool,
      contactName: enterprises.contactName,
      contactPhone: enterprises.contactPhone,
      memberCount,
      createdAt: enterprises.createdAt,
    })
    .from(enterprises)
    .where(where)
    .orderBy(desc(enterprises.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(enterprises).where(where);
  return { list, total: count?.n ?? 0 };
}

/** Companies a person may ask to join: normal status, matched by name. */
export async function searchJoinableEnterprises(db: Database, keyword: string) {
  return db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(and(eq(enterprises.status, 1), ilike(enterprises.name, `%${escapeLike(keyword)}%`)))
    .orderBy(asc(enterprises.name))
    .limit(20);
}

// --- memberships ------------------------------------------------------------------------------------------

export async function findMembership(db: Db, userId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.enterpriseId, enterpriseId)));
  return row;
}

export async function upsertMembership(
  db: Db,
  values: {
    userId: number;
    enterpriseId: number;
    roleId: number;
    reviewStatus: number;
    reviewedBy?: number | null;
  },
) {
  await db
    .insert(memberships)
    .values({ ...values, reviewedAt: values.reviewedBy ? sql`now()` : null })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.enterpriseId],
      set: {
        roleId: values.roleId,
        reviewStatus: values.reviewStatus,
        reviewedBy: values.reviewedBy ?? null,
        reviewedAt: values.reviewedBy ? sql`now()` : null,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateMembership(
  db: Db,
  userId: number,
  enterpriseId: number,
  values: { reviewStatus?: number; roleId?: number; reviewedBy?: number },
) {
  await db
    .update(memberships)
    .set({ ...values, reviewedAt: values.reviewedBy ? sql`now()` : undefined, updatedAt: sql`now()` })
    .where(and(eq(memberships.userId, userId), eq(memberships.enterpriseId, enterpriseId)));
}

export async function listMyMemberships(db: Database, userId: number) {
  return db
    .select({
      enterpriseId: enterprises.id,
      name: enterprises.name,
      enterpriseStatus: enterprises.status,
      roleId: memberships.roleId,
      reviewStatus: memberships.reviewStatus,
    })
    .from(memberships)
    .innerJoin(enterprises, eq(enterprises.id, memberships.enterpriseId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.updatedAt));
}

export async function listMembers(
  db: Database,
  filter: { enterpriseId: number; status?: number; keyword?: string; offset: number; limit: number },
) {
  const conds: SQL[] = [eq(memberships.enterpriseId, filter.enterpriseId)];
  if (filter.status !== undefined) conds.push(eq(memberships.reviewStatus, filter.status));
  if (filter.keyword) {
    const k = `%${escapeLike(filter.keyword)}%`;
    conds.push(
      sql`(${users.realname} ilike ${k} or ${users.username} ilike ${k} or ${users.phone} ilike ${k})`,
    );
  }
  const where = and(...conds);
  const list = await db
    .select({
      userId: users.id,
      username: users.username,
      realname: users.realname,
      phone: users.phone,
      avatar: users.avatar,
      roleId: memberships.roleId,
      reviewStatus: memberships.reviewStatus,
      appliedAt: memberships.createdAt,
      reviewedAt: memberships.reviewedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(memberships.reviewStatus), desc(memberships.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  return { list, total: count?.n ?? 0 };
}

// --- applications -----------------------------------------------------------------------------------------

export async function insertEnterpriseApplication(
  db: Db,
  values: typeof enterpriseApplications.$inferInsert,
) {
  const [row] = await db.insert(enterpriseApplications).values(values).returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

export async function findEnterpriseApplication(db: Db, id: number) {
  const [row] = await db.select().from(enterpriseApplications).where(eq(enterpriseApplications.id, id));
  return row;
}

export async function pendingEnterpriseApplicationOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(enterpriseApplications)
    .where(and(eq(enterpriseApplications.userId, userId), eq(enterpriseApplications.status, 1)));
  return row;
}

export async function listEnterpriseApplications(
  db: Database,
  filter: { status?: number; userId?: number; offset: number; limit: number },
) {
  const conds: SQL[] = [];
  if (filter.status) conds.push(eq(enterpriseApplications.status, filter.status));
  if (filter.userId) conds.push(eq(enterpriseApplications.userId, filter.userId));
  const where = conds.length ? and(...conds) : undefined;
  const list = await db
    .select({
      id: enterpriseApplications.id,
      name: enterpriseApplications.name,
      contactName: enterpriseApplications.contactName,
      contactPhone: enterpriseApplications.contactPhone,
      reason: enterpriseApplications.reason,
      status: enterpriseApplications.status,
      reviewNote: enterpriseApplications.reviewNote,
      applicant: users.realname,
      createdAt: enterpriseApplications.createdAt,
    })
    .from(enterpriseApplications)
    .innerJoin(users, eq(users.id, enterpriseApplications.userId))
    .where(where)
    .orderBy(asc(enterpriseApplications.status), desc(enterpriseApplications.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enterpriseApplications)
    .where(where);
  return { list, total: count?.n ?? 0 };
}

/** Moves an application out of pending; false when someone else reviewed it first. */
export async function closeEnterpriseApplication(
  db: Db,
  id: number,
  values: { status: number; reviewedBy: number; reviewNote?: string | null; enterpriseId?: number },
): Promise<boolean> {
  const rows = await db
    .update(enterpriseApplications)
    .set({ ...values, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(enterpriseApplications.id, id), eq(enterpriseApplications.status, 1)))
    .returning({ id: enterpriseApplications.id });
  return rows.length === 1;
}

export async function insertProjectPermissionApplication(
  db: Db,
  values: typeof projectPermissionApplications.$inferInsert,
) {
  const [row] = await db.insert(projectPermissionApplications).values(values).returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

export async function latestProjectPermissionApplication(db: Db, userId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(projectPermissionApplications)
    .where(
      and(
        eq(projectPermissionApplications.userId, userId),
        eq(projectPermissionApplications.enterpriseId, enterpriseId),
      ),
    )
    .orderBy(desc(projectPermissionApplications.id))
    .limit(1);
  return row;
}

export async function listProjectPermissionApplications(
  db: Database,
  filter: { enterpriseId: number; status?: number; offset: number; limit: number },
) {
  const conds: SQL[] = [eq(projectPermissionApplications.enterpriseId, filter.enterpriseId)];
  if (filter.status) conds.push(eq(projectPermissionApplications.status, filter.status));
  const where = and(...conds);
  const list = await db
    .select({
      id: projectPermissionApplications.id,
      userId: users.id,
      realname: users.realname,
      teamName: projectPermissionApplications.teamName,
      projectType: projectPermissionApplications.projectType,
      reason: projectPermissionApplications.reason,
      status: projectPermissionApplications.status,
      reviewNote: projectPermissionApplications.reviewNote,
      createdAt: projectPermissionApplications.createdAt,
    })
    .from(projectPermissionApplications)
    .innerJoin(users, eq(users.id, projectPermissionApplications.userId))
    .where(where)
    .orderBy(asc(projectPermissionApplications.status), desc(projectPermissionApplications.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectPermissionApplications)
    .where(where);
  return { list, total: count?.n ?? 0 };
}

export async function closeProjectPermissionApplication(
  db: Db,
  id: number,
  enterpriseId: number,
  values: { status: number; reviewedBy: number; reviewNote?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(projectPermissionApplications)
    .set({ ...values, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectPermissionApplications.id, id),
        eq(projectPermissionApplications.enterpriseId, enterpriseId),
        eq(projectPermissionApplications.status, 1),
      ),
    )
    .returning({ id: projectPermissionApplications.id });
  return rows.length === 1;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
