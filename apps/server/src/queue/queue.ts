import { fromPglite, PgBoss } from 'pg-boss';
import { notifyChannelSql } from 'pg-boss/dist/plans.js';
import type { AppContext } from '../app-context';
import type { DatabaseHandle } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import { QueueDispatcher } from './queue-dispatcher';
import { createSendBatcher, type SendOptions } from './send-batcher';

export interface Queue {
  boss: PgBoss;
  send(name: string, payload: object, options?: SendOptions): Promise<string | null>;
  /** Starts consuming every registered job in this process. */
  startWorkers(ctx: AppContext, definitions: JobDefinition[], concurrency: number): Promise<void>;
  health(): Promise<{ ok: boolean; queues: number; error?: string }>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** How often an idle queue looks for jobs nothing announced (retries coming due, a missed NOTIFY). */
  pollIntervalMs?: number;
}

const SCHEMA = 'pgboss';

/**
 * How often pg-boss looks for jobs whose worker stopped heart-beating (a crashed process). With the task
 * heartbeat of 30 s, a dead worker's task is picked up again within about 45 s rather than the default 90.
 */
const SUPERVISE_SECONDS = 15;

/** pg-boss's own poll interval for work(); NOTIFY makes it a fallback. */
const POLL_INTERVAL_MS = 2000;

/** How long stop() lets running handlers finish before failing them back to the queue. */
const STOP_TIMEOUT_MS = 10_000;

/** pg-boss on the application database: PostgreSQL through its own pool, PGlite through the adapter. */
export async function openQueue(
  handle: DatabaseHandle,
  definitions: JobDefinition[],
  options: QueueOptions = {},
): Promise<Queue> {
  validateDefinitions(definitions);
  const boss =
    handle.driver === 'pglite' && handle.pglite
      ? new PgBoss({
          db: fromPglite(handle.pglite),
          backend: 'pglite',
          schema: SCHEMA,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
        })
      : // pg-boss keeps its own small pool; startWorkers adds one LISTEN connection (see listenForJobs).
        new PgBoss({
          connectionString: handle.url,
          max: 4,
          schema: SCHEMA,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
        });
  const onError = (err: unknown) => console.error('[queue]', err);
  boss.on('error', onError);
  await boss.start();
  for (const def of definitions) {
    await boss.createQueue(def.name, {
      retryLimit: def.retryLimit ?? 3,
      retryBackoff: true,
      // Every insert that makes a job runnable NOTIFYs; startWorkers listens and wakes that queue's dispatcher.
      notify: true,
      ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
      ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}),
    });
  }
  for (const def of definitions) {
    if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
  }

  const dispatchers = new Map<string, QueueDispatcher>();
  let listener: { close(): Promise<void> } | null = null;
  let stopped = false;

  return {
    boss,
    send: createSendBatcher(boss),
    async startWorkers(ctx, defs, concurrency) {
      if (stopped) throw new Error('the queue is stopped');
      for (const def of defs) {
        if (dispatchers.has(def.name)) throw new Error(`workers for job ${def.name} are already running`);
      }
      const added: QueueDispatcher[] = [];
      for (const def of defs) {
        const slots = def.concurrency ?? concurrency;
        if (slots < 1) continue;
        // One dispatcher per queue: it claims as many jobs as it has free slots in one fetch and runs each on
        // its own, so a burst starts `slots` at a time and a finished job frees its slot at once.
        const dispatcher = new QueueDispatcher(boss, {
          name: def.name,
          concurrency: slots,
          pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
          onError,
          run: (job, signal) =>
            def.handler(def.payload.parse(job.data ?? {}), ctx, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              signal,
            }),
        });
        dispatchers.set(def.name, dispatcher);
        added.push(dispatcher);
      }
      // Listening before the first fetch, so no job inserted in between goes unannounced.
      listener ??= await listenForJobs(boss, dispatchers, onError);
      for (const dispatcher of added) dispatcher.start();
    },
    async health() {
      try {
        const queues = await boss.getQueues();
        return { ok: true, queues: queues.length };
      } catch (err) {
        return { ok: false, queues: 0, error: (err as Error).message };
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([...dispatchers.values()].map((d) => d.stop(STOP_TIMEOUT_MS)));
      await listener?.close().catch(onError);
      listener = null;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/**
 * LISTEN on the channel pg-boss NOTIFYs when a job lands on a `notify` queue (the payload is the queue name),
 * through pg-boss's own listener: a dedicated, self-healing connection on PostgreSQL, the instance itself on
 * PGlite. pg-boss's `useListenNotify` would do the same but only wakes its own work() workers. Without a
 * listener (it failed to start) the dispatchers fall back to polling.
 */
async function listenForJobs(
  boss: PgBoss,
  dispatchers: Map<string, QueueDispatcher>,
  onError: (err: unknown) => void,
): Promise<{ close(): Promise<void> } | null> {
  const db = boss.getDb();
  if (typeof db.listen !== 'function') return null;
  try {
    const { rows } = await db.executeSql(`SELECT ${notifyChannelSql(SCHEMA)} AS channel`);
    const channel = (rows[0] as { channel: string }).channel;
    return await db.listen(
      channel,
      (name) => dispatchers.get(name)?.wake(),
      // (Re)subscribed: whatever was announced while not listening is fetched now.
      () => {
        for (const d of dispatchers.values()) d.wake();
      },
    );
  } catch (err) {
    onError(err);
    return null;
  }
}

function validateDefinitions(definitions: JobDefinition[]): void {
  const seen = new Set<string>();
  for (const def of definitions) {
    if (typeof def.handler !== 'function') throw new Error(`job ${def.name} has no handler`);
    if (!def.payload) throw new Error(`job ${def.name} has no payload schema`);
    if (seen.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
    seen.add(def.name);
  }
}
