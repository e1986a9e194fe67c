import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export async function insertSession(
  db: Database,
  row: { id: string; userId: number; channel: string; ip: string; userAgent: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

/** Sliding expiry: moves expires_at forward, at most once an hour per session to keep writes rare. */
export async function extendSession(db: Database, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < now() - interval '1 hour'`));
}

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Used when a user is removed from their company or the company is disabled: every browser signs out. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
