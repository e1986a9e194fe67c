import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this type, so repositories never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What pg-boss and the health check need beside drizzle: raw SQL on the same database. */
export interface DatabaseHandle {
  driver: 'pglite' | 'postgres';
  db: Database;
  /**
   * Raw single-statement query with $n parameters. A `name` makes it a prepared statement on PostgreSQL
   * (parsed and planned once per connection), for hot paths.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<{ rows: T[] }>;
  /** The embedded instance when driver is pglite (pg-boss adapts it); undefined for PostgreSQL. */
  pglite?: PGlite;
  /** The pool and its URL when driver is postgres. */
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

// PostgreSQL bigint (int8) arrives as a string by default; every id and balance here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export async function openDatabase(config: AppConfig['database']): Promise<DatabaseHandle> {
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next checkout.
    pool.on('error', (err) => console.error('[database] idle connection lost:', err.message));
    // Fail at boot, not on the first request, when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      driver: 'postgres',
      db,
      pool,
      url: config.url,
      query: async (text, params, name) => {
        const r = await pool.query({ text, values: params as unknown[], ...(name ? { name } : {}) });
        return { rows: r.rows };
      },
      close: () => pool.end(),
    };
  }
  // 'memory://' keeps the database in memory (tests); anything else is a directory on disk.
  const inMemory = config.dir.startsWith('memory://');
  if (!inMemory) mkdirSync(config.dir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : config.dir);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    driver: 'pglite',
    db,
    pglite,
    query: async (text, params) => {
      const r = await pglite.query(text, params as unknown[]);
      return { rows: r.rows as never[] };
    },
    close: () => pglite.close(),
  };
}
