import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enterprises, memberships, users } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type EnterpriseRow = typeof enterprises.$inferSelect;

export interface UserWithCompany {
  user: UserRow;
  membership: MembershipRow | null;
  enterprise: EnterpriseRow | null;
}

/** The user with their membership in, and the row of, the company they currently work in. */
export async function findUserWithCompany(
  db: Database | Tx,
  userId: number,
): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, membership: memberships, enterprise: enterprises })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.enterpriseId, users.currentEnterpriseId)),
    )
    .leftJoin(enterprises, eq(enterprises.id, users.currentEnterpriseId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByPhone(db: Database | Tx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function insertUser(
  db: Database | Tx,
  values: { username?: string | null; phone?: string | null; passwordHash?: string | null; realname: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Database | Tx,
  userId: number,
  values: Partial<
    Pick<
      UserRow,
      'realname' | 'avatar' | 'phone' | 'noWatermark' | 'currentEnterpriseId' | 'lastLoginAt' | 'passwordHash'
    >
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
