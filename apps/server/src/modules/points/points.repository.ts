import { and, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  enterprisePoolLedger,
  enterprises,
  integralAccounts,
  integralLedger,
  integralSettings,
  integralTaskCosts,
  memberships,
  pointsApplications,
  users,
} from '../../db/schema';
import type { Tx } from './ledger.repository';

export async function findAccount(db: Database | Tx, userId: number) {
  const [row] = await db.select().from(integralAccounts).where(eq(integralAccounts.userId, userId));
  return row;
}

export async function loadCostRows(db: Database) {
  const [flat, tasks] = await Promise.all([
    db.select().from(integralSettings),
    db.select().from(integralTaskCosts),
  ]);
  return { flat, tasks };
}

/** History newest first; consume = entries that lowered the balance, gain = entries that raised it. */
export async function listHistory(
  db: Database,
  userId: number,
  filter: 'all' | 'consume' | 'gain',
  offset: number,
  limit: number,
) {
  const total = sql<number>`${integralLedger.applyDelta} + ${integralLedger.giftDelta}`;
  const conds: SQL[] = [eq(integralLedger.userId, userId)];
  if (filter === 'consume') conds.push(lt(total, 0));
  if (filter === 'gain') conds.push(gt(total, 0));
  return db
    .select({
      id: integralLedger.id,
      usage: integralLedger.usage,
      points: total.mapWith(Number),
      createdAt: integralLedger.createdAt,
    })
    .from(integralLedger)
    .where(and(...conds))
    .orderBy(desc(integralLedger.id))
    .offset(offset)
    .limit(limit);
}

// --- enterprise pool --------------------------------------------------------------------------------------

export async function lockEnterprise(tx: Tx, enterpriseId: number) {
  const [row] = await tx.select().from(enterprises).where(eq(enterprises.id, enterpriseId)).for('update');
  return row;
}

/** With the enterprise row locked: append the pool entry and set the pool to its new value. */
export async function appendPoolEntry(
  tx: Tx,
  entry: {
    enterpriseId: number;
    delta: number;
    poolAfter: number;
    kind: string;
    usage: string;
    actorId: number;
    memberId?: number;
  },
) {
  await tx.insert(enterprisePoolLedger).values(entry);
  await tx
    .update(enterprises)
    .set({ pointsPool: entry.poolAfter, updatedAt: sql`now()` })
    .where(eq(enterprises.id, entry.enterpriseId));
}

export async function listPoolLedger(db: Database, enterpriseId: number, offset: number, limit: number) {
  const list = await db
    .select({
      id: enterprisePoolLedger.id,
      delta: enterprisePoolLedger.delta,
      kind: enterprisePoolLedger.kind,
      usage: enterprisePoolLedger.usage,
      poolAfter: enterprisePoolLedger.poolAfter,
      memberName: users.realname,
      createdAt: enterprisePoolLedger.createdAt,
    })
    .from(enterprisePoolLedger)
    .leftJoin(users, eq(users.id, enterprisePoolLedger.memberId))
    .where(eq(enterprisePoolLedger.enterpriseId, enterpriseId))
    .orderBy(desc(enterprisePoolLedger.id))
    .offset(offset)
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enterprisePoolLedger)
    .where(eq(enterprisePoolLedger.enterpriseId, enterpriseId));
  return { list, total: count?.n ?? 0 };
}

/** Approved members of companies that hand out daily points, with the company id. */
export async function autoIssueRecipients(db: Database) {
  return db
    .select({ userId: memberships.userId, enterpriseId: memberships.enterpriseId })
    .from(memberships)
    .innerJoin(enterprises, eq(enterprises.id, memberships.enterpriseId))
    .where(and(eq(enterprises.autoIssue, true), eq(enterprises.status, 1), eq(memberships.reviewStatus, 2)));
}

// --- points applications ----------------------------------------------------------------------------------

export async function insertPointsApplication(db: Database, values: typeof pointsApplications.$inferInsert) {
  const [row] = await db.insert(pointsApplications).values(values).returning();
  if (!row) throw new Error('points application insert returned nothing');
  return row;
}

export async function pendingPointsApplicationOf(db: Database, userId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(pointsApplications)
    .where(
      and(
        eq(pointsApplications.userId, userId),
        eq(pointsApplications.enterpriseId, enterpriseId),
        eq(pointsApplications.status, 1),
      ),
    );
  return row;
}

export async function lockPointsApplication(tx: Tx, id: number, enterpriseId: number) {
  const [row] = await tx
    .select()
    .from(pointsApplications)
    .where(and(eq(pointsApplications.id, id), eq(pointsApplications.enterpriseId, enterpriseId)))
    .for('update');
  return row;
}

export async function closePointsApplication(
  tx: Tx,
  id: number,
  values: { status: number; grantedAmount?: number | null; reviewedBy: number; reviewNote?: string | null },
) {
  await tx
    .update(pointsApplications)
    .set({ ...values, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(pointsApplications.id, id));
}

export async function listPointsApplications(
  db: Database,
  filter: { enterpriseId?: number; userId?: number; status?: number; offset: number; limit: number },
) {
  const conds: SQL[] = [];
  if (filter.enterpriseId) conds.push(eq(pointsApplications.enterpriseId, filter.enterpriseId));
  if (filter.userId) conds.push(eq(pointsApplications.userId, filter.userId));
  if (filter.status) conds.push(eq(pointsApplications.status, filter.status));
  const where = conds.length ? and(...conds) : undefined;
  const list = await db
    .select({
      id: pointsApplications.id,
      userId: pointsApplications.userId,
      realname: users.realname,
      amount: pointsApplications.amount,
      grantedAmount: pointsApplications.grantedAmount,
      reason: pointsApplications.reason,
      status: pointsApplications.status,
      reviewNote: pointsApplications.reviewNote,
      createdAt: pointsApplications.createdAt,
    })
    .from(pointsApplications)
    .innerJoin(users, eq(users.id, pointsApplications.userId))
    .where(where)
    .orderBy(sql`${pointsApplications.status} = 1 desc`, desc(pointsApplications.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(pointsApplications).where(where);
  return { list, total: count?.n ?? 0 };
}
