import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export async function countRecentFailures(
  db: Database,
  by: { subject?: string; ip?: string },
  windowMinutes: number,
): Promise<number> {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const where = by.subject
    ? and(eq(loginFailures.subject, by.subject), gt(loginFailures.createdAt, since))
    : and(eq(loginFailures.ip, by.ip ?? ''), gt(loginFailures.createdAt, since));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loginFailures).where(where);
  return row?.n ?? 0;
}

export async function recordFailure(db: Database, subject: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
  await db.insert(loginFailures).values({ subject, ip });
}

export async function clearFailures(db: Database, subject: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
}
