import { fromPglite, PgBoss } from 'pg-boss';
import type { AppContext } from '../app-context';
import type { DatabaseHandle } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';

export interface Queue {
  boss: PgBoss;
  send(
    name: string,
    payload: object,
    options?: { singletonKey?: string; startAfter?: number; retryLimit?: number; heartbeatSeconds?: number },
  ): Promise<string | null>;
  /** Starts consuming every registered job in this process. */
  startWorkers(ctx: AppContext, definitions: JobDefinition[], concurrency: number): Promise<void>;
  health(): Promise<{ ok: boolean; queues: number; error?: string }>;
  stop(): Promise<void>;
}

/**
 * How often pg-boss looks for jobs whose worker stopped heart-beating (a crashed process). With the task
 * heartbeat of 30 s, a dead worker's task is picked up again within about 45 s rather than the default 90.
 */
const SUPERVISE_SECONDS = 15;

/** pg-boss on the application database: PostgreSQL through its own pool, PGlite through the adapter. */
export async function openQueue(handle: DatabaseHandle, definitions: JobDefinition[]): Promise<Queue> {
  validateDefinitions(definitions);
  const boss =
    handle.driver === 'pglite' && handle.pglite
      ? new PgBoss({
          db: fromPglite(handle.pglite),
          backend: 'pglite',
          schema: 'pgboss',
          superviseIntervalSeconds: SUPERVISE_SECONDS,
        })
      : // pg-boss keeps its own small pool and a LISTEN connection so workers wake on new jobs at once.
        new PgBoss({
          connectionString: handle.url,
          max: 4,
          schema: 'pgboss',
          superviseIntervalSeconds: SUPERVISE_SECONDS,
        });
  boss.on('error', (err) => console.error('[queue]', err));
  await boss.start();
  for (const def of definitions) {
    await boss.createQueue(def.name, {
      retryLimit: def.retryLimit ?? 3,
      retryBackoff: true,
      // NOTIFY on insert wakes an idle worker at once instead of at its next poll (2 s by default).
      notify: true,
      ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
      ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}),
    });
  }
  for (const def of definitions) {
    if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
  }

  return {
    boss,
    send: (name, payload, options) => boss.send(name, payload, options),
    async startWorkers(ctx, defs, concurrency) {
      for (const def of defs) {
        // One pg-boss worker per slot, so each can ask for its next job the moment it finishes one:
        // with a backlog, jobs start back to back instead of one poll interval apart.
        for (let slot = 0; slot < (def.concurrency ?? concurrency); slot++) {
          const self: { id?: string } = {};
          self.id = await boss.work(
            def.name,
            { localConcurrency: 1, includeMetadata: true },
            async (jobs) => {
              try {
                for (const job of jobs) {
                  const payload = def.payload.parse(job.data ?? {});
                  await def.handler(payload, ctx, {
                    id: job.id,
                    retryCount: job.retryCount,
                    retryLimit: job.retryLimit,
                    signal: job.signal,
                  });
                }
              } finally {
                if (self.id) boss.notifyWorker(self.id);
              }
            },
          );
        }
      }
    },
    async health() {
      try {
        const queues = await boss.getQueues();
        return { ok: true, queues: queues.length };
      } catch (err) {
        return { ok: false, queues: 0, error: (err as Error).message };
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
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
