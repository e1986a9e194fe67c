import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { EventBus } from './events';
import type { KeyCipher } from './modules/providers/key-cipher';
import type { ProviderRegistry } from './modules/providers/provider-registry';
import type { SmsProvider } from './providers/sms';
import type { Queue } from './queue/queue';
import type { ObjectStorage } from './storage';

/** What every module needs, built once per process and passed down explicitly (no globals). */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  queue: Queue;
  /** Live user events (balance, task progress), fanned out across processes. */
  events: EventBus;
  log: FastifyBaseLogger;
  /** Vendor adapters chosen by config; tests may swap one for a local fake server's adapter. */
  sms: SmsProvider;
  /** Uploads and outputs: local disk or S3 (DESIGN.md §1). */
  storage: ObjectStorage;
  /** Model providers from the back office, env and this machine. */
  providers: ProviderRegistry;
  /** Seals vendor keys at rest. */
  keyCipher: KeyCipher;
}
