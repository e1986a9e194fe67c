import pino from 'pino';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { upsertTimbres } from './db/seed/timbres.seed';
import { openEventBus } from './events';
import { jobDefinitions } from './jobs';
import { openKeyCipher } from './modules/providers/key-cipher';
import { createProviderRegistry } from './modules/providers/provider-registry';
import { localCapabilities, modelProviderFactories } from './providers/model-providers';
import { createSmsProvider } from './providers/sms';
import { openQueue } from './queue/queue';
import { openStorage } from './storage';

/** Opens the database, migrates, seeds an empty one and starts the queue: everything a process shares. */
export async function createContext(
  config: AppConfig,
  options: { seed?: boolean } = {},
): Promise<AppContext> {
  const log = pino({ level: config.logLevel, base: { service: 'lizi' } });
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    if (options.seed !== false) await seedIfEmpty(database, config, log);
    // Reference data, not demo data: kept current on every boot.
    await upsertTimbres(database.db);
    const queue = await openQueue(database, jobDefinitions);
    const events = await openEventBus(database, log);
    const keyCipher = await openKeyCipher(config);
    const providers = createProviderRegistry({
      config,
      db: database.db,
      cipher: keyCipher,
      factories: modelProviderFactories,
      localCapabilities,
    });
    return {
      config,
      database,
      db: database.db,
      queue,
      events,
      log,
      sms: createSmsProvider(config, log),
      storage: openStorage(config),
      providers,
      keyCipher,
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.queue.stop().catch((err) => ctx.log.error({ err }, 'queue stop failed'));
  await ctx.events.close();
  await ctx.database.close();
}
