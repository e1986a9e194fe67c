import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageStyles, roleImageHistory, roles, scripts, timbres } from '../../db/schema';
import type { Tx } from '../points/ledger.repository';

export type RoleRow = typeof roles.$inferSelect;
export type RoleInsert = typeof roles.$inferInsert;
export type RoleHistoryRow = typeof roleImageHistory.$inferSelect;

export const listScriptRoles = (db: Database, scriptId: string) =>
  db
    .select()
    .from(roles)
    .where(eq(roles.scriptId, scriptId))
    .orderBy(asc(roles.position), asc(roles.createdAt));

/** A role of this user, or undefined (the script's own tenancy is checked by the caller). */
export async function findOwnRole(db: Database | Tx, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.userId, userId)))
    .limit(1);
  return row;
}

export async function nextRolePosition(db: Database, scriptId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(roles.position) })
    .from(roles)
    .where(eq(roles.scriptId, scriptId));
  return (row?.n ?? -1) + 1;
}

export async function insertRole(db: Database | Tx, values: RoleInsert): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  return row as RoleRow;
}

export async function updateRole(
  db: Database | Tx,
  id: string,
  values: Partial<RoleInsert>,
): Promise<RoleRow> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row as RoleRow;
}

export const deleteRole = (db: Database, id: string) => db.delete(roles).where(eq(roles.id, id));

export async function insertHistory(
  db: Database | Tx,
  values: typeof roleImageHistory.$inferInsert,
): Promise<RoleHistoryRow> {
  const [row] = await db.insert(roleImageHistory).values(values).returning();
  return row as RoleHistoryRow;
}

export const listRoleHistory = (db: Database, roleId: string) =>
  db
    .select()
    .from(roleImageHistory)
    .where(eq(roleImageHistory.roleId, roleId))
    .orderBy(desc(roleImageHistory.createdAt));

export async function findHistory(db: Database, id: string) {
  const [row] = await db.select().from(roleImageHistory).where(eq(roleImageHistory.id, id)).limit(1);
  return row;
}

/** Timbre names for display (the audio module owns the table; this only reads it). */
export async function timbreNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: timbres.id, name: timbres.name })
    .from(timbres)
    .where(inArray(timbres.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findEnabledTimbre(db: Database, id: string) {
  const [row] = await db
    .select({ id: timbres.id, name: timbres.name })
    .from(timbres)
    .where(and(eq(timbres.id, id), eq(timbres.enabled, true)))
    .limit(1);
  return row;
}

export async function findEnabledStyle(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(imageStyles)
    .where(and(eq(imageStyles.id, id), eq(imageStyles.enabled, true)))
    .limit(1);
  return row;
}

export async function setScriptStyle(
  db: Database,
  scriptId: string,
  styleId: string,
  customStylePrompt: string | null,
) {
  await db
    .update(scripts)
    .set({ styleId, customStylePrompt, updatedAt: new Date() })
    .where(eq(scripts.id, scriptId));
}
