import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { closeContext, createContext } from '../bootstrap';
import { loadConfig } from '../config';

export type TestDriver = 'pglite' | 'postgres';

/** The drivers this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** `describe` once per driver, so every integration suite proves both databases. */
export function describeEachDatabase(name: string, fn: (driver: TestDriver) => void): void {
  for (const driver of testDrivers()) describe(`${name} [${driver}]`, () => fn(driver));
}

export interface TestApp {
  ctx: AppContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A migrated, seeded database of its own (in-memory PGlite, or a fresh PostgreSQL database that is dropped
 * afterwards) and the app built on it.
 */
export async function createTestApp(driver: TestDriver, env: Record<string, string> = {}): Promise<TestApp> {
  let dropDatabase: (() => Promise<void>) | undefined;
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  };
  if (driver === 'postgres') {
    const { url, drop } = await createScratchPostgresDatabase();
    base.DATABASE_URL = url;
    dropDatabase = drop;
  }
  const config = loadConfig(base);
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ctx,
    app,
    async close() {
      await app.close();
      await closeContext(ctx);
      await dropDatabase?.();
    },
  };
}

/** CREATE DATABASE on the TEST_DATABASE_URL server; each test file gets its own, so files run in parallel. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lizi_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
