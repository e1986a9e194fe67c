import { buildApp } from './app';
import { closeContext, createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { jobDefinitions } from './jobs';

/** `npm start`: one process serving the web app and the API, with an in-process worker by default. */
async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  if (config.worker.enabled) await ctx.queue.startWorkers(ctx, jobDefinitions, config.worker.concurrency);
  await app.listen({ port: config.port, host: config.host });
  ctx.log.info(
    { url: `http://localhost:${config.port}`, database: ctx.database.driver, worker: config.worker.enabled },
    '栗子工坊已启动',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info({ signal }, 'shutting down');
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`配置错误，服务未启动。\n${err.message}`);
  } else {
    console.error('启动失败：', err);
  }
  process.exit(1);
});
