import { closeContext, createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { jobDefinitions } from './jobs';

/**
 * `npm run worker`: a worker-only process for more machines. It needs a shared PostgreSQL (DATABASE_URL):
 * the embedded PGlite database belongs to the one server process that opened it.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.driver !== 'postgres') {
    console.error(
      '独立 worker 需要共享的 PostgreSQL：请设置 DATABASE_URL（内置 PGlite 只能由服务进程自身使用）。',
    );
    process.exit(1);
  }
  const ctx = await createContext(config, { seed: false });
  await ctx.queue.startWorkers(ctx, jobDefinitions, config.worker.concurrency);
  ctx.log.info({ jobs: jobDefinitions.map((j) => j.name) }, 'worker started');
  const stop = async () => {
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `配置错误，worker 未启动。\n${err.message}` : err);
  process.exit(1);
});
