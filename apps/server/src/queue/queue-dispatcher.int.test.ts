import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { defineJob, type JobAttempt, type JobDefinition } from '../jobs/job-definition';
import { openQueue, type Queue } from './queue';
import { QueueDispatcher } from './queue-dispatcher';

const ctx = {} as AppContext;
const payload = z.object({ n: z.number() });

/** A promise with its resolve handle. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

function job(
  name: string,
  handler: (data: { n: number }, attempt: JobAttempt) => Promise<unknown>,
  extra: Partial<JobDefinition> = {},
): JobDefinition {
  return {
    ...defineJob({ name, payload, retryLimit: 0, handler: (data, _ctx, attempt) => handler(data, attempt) }),
    ...extra,
  } as unknown as JobDefinition;
}

/**
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. Kept apart from test-support/test-context, which
 * builds the whole app: these tests need a database and pg-boss, nothing else.
 */
const drivers = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** A fresh database on the TEST_DATABASE_URL server, dropped afterwards. */
async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `lizi_queue_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe.each(drivers)('queue dispatcher [%s]', (driver) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const open: Queue[] = [];

  beforeEach(async () => {
    const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' };
    if (driver === 'postgres') {
      const scratch = await scratchPostgres();
      env.DATABASE_URL = scratch.url;
      drop = scratch.drop;
    }
    handle = await openDatabase(loadConfig(env).database);
  });

  afterEach(async () => {
    for (const q of open.splice(0)) await q.stop();
    await handle.close();
    await drop?.();
    drop = undefined;
  });

  async function queueWith(defs: JobDefinition[], pollIntervalMs = 500): Promise<Queue> {
    const q = await openQueue(handle, defs, { pollIntervalMs });
    open.push(q);
    return q;
  }

  const jobState = async (id: string) =>
    (await handle.query<{ state: string }>('select state from pgboss.job where id = $1', [id])).rows[0]
      ?.state;

  it('never runs more than `concurrency` handlers of a queue at once, and runs every job once', async () => {
    let active = 0;
    let most = 0;
    const ran: number[] = [];
    const full = gate();
    const def = job(
      'test.concurrency',
      async ({ n }) => {
        active++;
        most = Math.max(most, active);
        if (active === 3) full.open();
        // The first handlers hold their slots until three run side by side, so the limit is actually reached.
        await full.promise;
        await new Promise((r) => setImmediate(r));
        ran.push(n);
        active--;
      },
      { concurrency: 3 },
    );
    const q = await queueWith([def]);
    await q.startWorkers(ctx, [def], 8);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => q.send(def.name, { n })));
    expect(new Set(ids).size).toBe(20);
    await vi.waitFor(() => expect(ran).toHaveLength(20), { timeout: 20_000 });
    expect(most).toBe(3);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    await vi.waitFor(async () => {
      for (const id of ids) expect(await jobState(id as string)).toBe('completed');
    });
  });

  it('fails a job whose handler throws and retries it, with retryCount and retryLimit reaching the handler', async () => {
    const attempts: { retryCount: number; retryLimit: number }[] = [];
    const def = job(
      'test.retry',
      async (_data, { retryCount, retryLimit }) => {
        attempts.push({ retryCount, retryLimit });
        if (retryCount === 0) throw new Error('first attempt fails');
      },
      { retryLimit: 1 },
    );
    const q = await queueWith([def]);
    await q.startWorkers(ctx, [def], 2);
    const id = (await q.send(def.name, { n: 1 })) as string;
    await vi.waitFor(async () => expect(await jobState(id)).toBe('completed'), { timeout: 20_000 });
    expect(attempts).toEqual([
      { retryCount: 0, retryLimit: 1 },
      { retryCount: 1, retryLimit: 1 },
    ]);
  });

  it('completes a job without waiting for a slow sibling', async () => {
    const slow = gate();
    const slowStarted = gate();
    const def = job(
      'test.siblings',
      async ({ n }) => {
        if (n === 0) {
          slowStarted.open();
          await slow.promise;
        }
      },
      { concurrency: 2 },
    );
    const q = await queueWith([def]);
    await q.startWorkers(ctx, [def], 2);
    const slowId = (await q.send(def.name, { n: 0 })) as string;
    await slowStarted.promise;
    const fastId = (await q.send(def.name, { n: 1 })) as string;
    await vi.waitFor(async () => expect(await jobState(fastId)).toBe('completed'), { timeout: 20_000 });
    expect(await jobState(slowId)).toBe('active');
    slow.open();
    await vi.waitFor(async () => expect(await jobState(slowId)).toBe('completed'), { timeout: 20_000 });
  });

  it('wakes on NOTIFY: an idle queue with no useful poll still picks a new job up', async () => {
    const seen: number[] = [];
    const def = job('test.notify', async ({ n }) => {
      seen.push(n);
    });
    // An hour-long poll: after its first fetches the dispatcher only moves when told a job arrived.
    const q = await queueWith([def], 3_600_000);
    await q.startWorkers(ctx, [def], 2);
    const first = (await q.send(def.name, { n: 1 })) as string;
    await vi.waitFor(async () => expect(await jobState(first)).toBe('completed'), { timeout: 20_000 });
    await q.send(def.name, { n: 2 });
    await vi.waitFor(() => expect(seen).toEqual([1, 2]), { timeout: 20_000 });
  });

  it('on stop, waits for a running handler to finish', async () => {
    const release = gate();
    const started = gate();
    const def = job('test.graceful', async () => {
      started.open();
      await release.promise;
    });
    const q = await queueWith([def]);
    await q.startWorkers(ctx, [def], 1);
    const id = (await q.send(def.name, { n: 1 })) as string;
    await started.promise;
    let stopped = false;
    const stopping = q.stop().then(() => (stopped = true));
    open.splice(open.indexOf(q), 1);
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(await jobState(id)).toBe('completed');
  });

  it('on stop past the timeout, fails the running job back to the queue and aborts its signal', async () => {
    const def = job('test.stop-timeout', async () => undefined, { retryLimit: 2 });
    const q = await queueWith([def]);
    const started = gate<AbortSignal>();
    const errors: unknown[] = [];
    const dispatcher = new QueueDispatcher(q.boss, {
      name: def.name,
      concurrency: 1,
      pollIntervalMs: 500,
      onError: (err) => errors.push(err),
      run: (_job, signal) => {
        started.open(signal);
        // Ignores everything but the abort.
        return new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      },
    });
    dispatcher.start();
    const id = (await q.send(def.name, { n: 1 })) as string;
    dispatcher.wake();
    const signal = await started.promise;
    await dispatcher.stop(50);
    expect(signal.aborted).toBe(true);
    expect(await jobState(id)).toBe('retry');
    expect(errors).toEqual([]);
  });

  it('fails a job that runs past expireInSeconds, aborting its signal, and retries it', async () => {
    const reasons: string[] = [];
    const def = job(
      'test.expire',
      async (_data, { retryCount, signal }) => {
        if (retryCount > 0) return;
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        reasons.push((signal.reason as Error).message);
      },
      { retryLimit: 1, expireInSeconds: 1 },
    );
    const q = await queueWith([def]);
    await q.startWorkers(ctx, [def], 1);
    const id = (await q.send(def.name, { n: 1 })) as string;
    await vi.waitFor(async () => expect(await jobState(id)).toBe('completed'), { timeout: 20_000 });
    expect(reasons).toEqual(['handler execution exceeded 1s']);
  });

  it('keeps a long job heart-beating, and aborts it once its claim is gone', async () => {
    const started = gate<AbortSignal>();
    const def = job(
      'test.heartbeat',
      async (_data, { signal }) => {
        started.open(signal);
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      },
      { heartbeatSeconds: 10 },
    );
    const q = await queueWith([def]);
    await q.startWorkers(ctx, [def], 1);
    const id = (await q.send(def.name, { n: 1 })) as string;
    const signal = await started.promise;
    const beat = async () =>
      (
        await handle.query<{ beat: boolean }>(
          'select heartbeat_on > started_on as beat from pgboss.job where id = $1',
          [id],
        )
      ).rows[0]?.beat;
    // Refreshed every half heartbeat (5 s).
    await vi.waitFor(async () => expect(await beat()).toBe(true), { timeout: 15_000, interval: 250 });
    expect(signal.aborted).toBe(false);
    await q.boss.cancel(def.name, id);
    await vi.waitFor(() => expect(signal.aborted).toBe(true), { timeout: 15_000, interval: 250 });
    expect((signal.reason as Error).message).toMatch(/no longer active/);
  }, 40_000);

  it('sends a burst as one insert, each caller with its own id, and keeps a bad send to itself', async () => {
    const def = job('test.burst', async () => undefined);
    const q = await queueWith([def]);
    const results = await Promise.allSettled([
      ...Array.from({ length: 30 }, (_, n) =>
        q.send(def.name, { n }, { retryLimit: 2, heartbeatSeconds: 30 }),
      ),
      q.send(def.name, { n: 99 }, { retryLimit: -1 }),
    ]);
    const ids = results.slice(0, 30).map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(new Set(ids).size).toBe(30);
    expect(results[30]?.status).toBe('rejected');
    const { rows } = await handle.query<{
      id: string;
      n: number;
      retry_limit: number;
      heartbeat_seconds: number;
    }>(`select id, (data->>'n')::int as n, retry_limit, heartbeat_seconds from pgboss.job where name = $1`, [
      def.name,
    ]);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(ids[row.n]).toBe(row.id);
      expect(row.retry_limit).toBe(2);
      expect(row.heartbeat_seconds).toBe(30);
    }
  });
});
