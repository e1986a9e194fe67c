import type { AppContext } from '../../app-context';

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  database: { ok: boolean; driver: 'pglite' | 'postgres'; latencyMs: number; error?: string };
  queue: { ok: boolean; queues: number; error?: string };
}

/** Reports whether the database answers and the queue is running; a load balancer reads the HTTP status. */
export async function checkHealth(ctx: AppContext): Promise<HealthReport> {
  const started = performance.now();
  let database: HealthReport['database'];
  try {
    await ctx.database.query('select 1');
    database = { ok: true, driver: ctx.database.driver, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    database = { ok: false, driver: ctx.database.driver, latencyMs: -1, error: (err as Error).message };
  }
  const queue = await ctx.queue.health();
  return {
    status: database.ok && queue.ok ? 'ok' : 'degraded',
    uptimeSeconds: Math.round(process.uptime()),
    database,
    queue,
  };
}
