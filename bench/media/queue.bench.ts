import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { AppContext } from '../../apps/server/src/app-context';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { defineJob, type JobDefinition } from '../../apps/server/src/jobs/job-definition';
import { openQueue } from '../../apps/server/src/queue/queue';

/**
 * Queue overhead: from `send` to the handler starting, with 1 and with 50 jobs queued at once, on the
 * embedded database and on PostgreSQL (BENCH_DATABASE_URL, default the local test server) when reachable.
 */
export async function benchQueue(): Promise<void> {
  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  targets.push(['PostgreSQL', pgUrl]);
  for (const [label, url] of targets) {
    try {
      await benchOn(label, url);
    } catch (err) {
      console.log(`  ${label}: skipped (${(err as Error).message})`);
    }
  }
}

async function benchOn(label: string, url: string | undefined) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const handle = await openDatabase(config.database);
  await runMigrations(handle);
  const name = `bench.queue.${Date.now()}`;
  const started = new Map<string, number>();
  let notify: (() => void) | null = null;
  const def = defineJob({
    name,
    payload: z.object({ id: z.string() }),
    concurrency: 8,
    retryLimit: 0,
    handler: async (data) => {
      started.set(data.id, performance.now());
      notify?.();
    },
  }) as unknown as JobDefinition;
  const queue = await openQueue(handle, [def]);
  await queue.startWorkers({} as AppContext, [def], 8);
  const waitAll = (n: number) =>
    new Promise<void>((resolve) => {
      notify = () => started.size >= n && resolve();
      notify();
    });
  for (const batch of [1, 50]) {
    const samples: number[] = [];
    for (let round = 0; round < (batch === 1 ? 40 : 4); round++) {
      started.clear();
      const sent = new Map<string, number>();
      await Promise.all(
        Array.from({ length: batch }, async (_, i) => {
          const id = `${round}-${i}`;
          sent.set(id, performance.now());
          await queue.send(name, { id });
        }),
      );
      await waitAll(batch);
      for (const [id, at] of sent) samples.push((started.get(id) ?? at) - at);
    }
    samples.sort((a, b) => a - b);
    const pct = (p: number) =>
      samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]?.toFixed(1);
    console.log(
      `  ${label} · ${batch} queued: submit → worker start p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms (n=${samples.length}; target p50 < 50 ms)`,
    );
  }
  await queue.stop();
  await handle.close();
}
