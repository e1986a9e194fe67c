import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths';
import type { DatabaseHandle } from './client';

/**
 * Applies the committed migration history. On PostgreSQL several processes may start at once, so the
 * run is serialised with an advisory lock; PGlite is single-process by construction.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (handle.driver === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(handle.db as any, { migrationsFolder });
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error('postgres handle without a pool');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(724201)');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(handle.db as any, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(724201)').catch(() => undefined);
    client.release();
  }
}
