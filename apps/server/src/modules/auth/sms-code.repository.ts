import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function countSent(db: Database, by: { phone?: string; ip?: string }, withinSeconds: number) {
  const since = sql`now() - make_interval(secs => ${withinSeconds})`;
  const where = by.phone
    ? and(eq(smsCodes.phone, by.phone), gt(smsCodes.createdAt, since))
    : and(eq(smsCodes.ip, by.ip ?? ''), gt(smsCodes.createdAt, since));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(smsCodes).where(where);
  return row?.n ?? 0;
}

export async function insertSmsCode(db: Database, row: typeof smsCodes.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  if (!inserted) throw new Error('sms code insert returned nothing');
  return inserted.id;
}

export async function deleteSmsCode(db: Database, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest live code for the phone and scene: older ones stop working when a new one is sent. */
export async function latestLiveCode(
  db: Database,
  phone: string,
  scene: string,
): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.scene, scene),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function bumpAttempts(db: Database, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

/** Single use: returns false when another request consumed it first. */
export async function consumeSmsCode(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
