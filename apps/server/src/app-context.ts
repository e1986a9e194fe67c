import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Queue } from './queue/queue';

/** What every module needs, built once per process and passed down explicitly (no globals). */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  queue: Queue;
  log: FastifyBaseLogger;
}
