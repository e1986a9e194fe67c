import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { repoRoot } from '../../lib/paths';
import { sendJson, startVendorServer } from '../../providers/common/test-server';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-context';

const MASTER_KEY = 'crash-test-master-key-0123456789abcdef';

/**
 * A worker process dies in the middle of a task; another worker takes the task up and it finishes exactly
 * once, charged once. Needs a PostgreSQL both processes share (the embedded database has no second process).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('tasks: a worker killed mid-task [postgres]', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  let dataDir: string;
  let child: ChildProcess | null = null;
  let calls = 0;
  let firstCallArrived: () => void = () => undefined;
  const firstCall = new Promise<void>((resolve) => (firstCallArrived = resolve));

  beforeAll(async () => {
    vendor = await startVendorServer({
      'POST /v1/images/generations': async (_req, res) => {
        calls++;
        // The first attempt hangs until its worker is killed; the next one answers.
        if (calls === 1) return firstCallArrived();
        const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
          .png()
          .toBuffer();
        sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
      },
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'lizi-crash-'));
    t = await createTestApp('postgres', {
      LOCAL_PROVIDER: '0',
      LIZI_MASTER_KEY: MASTER_KEY,
      TASK_HEARTBEAT_SECONDS: '10',
      DATA_DIR: dataDir,
    });
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await t?.close();
    await vendor?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the task once, with one charge, after its worker is killed', async () => {
    const admin = await signIn(t.app, t.ctx, 'admin', 'Lizi@2026');
    const member = await signIn(t.app, t.ctx, 'member', 'Lizi@2026');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/providers',
      headers: { cookie: admin },
      payload: {
        vendor: 'openai',
        name: '崩溃测试',
        baseUrl: `${vendor.url}/v1`,
        apiKey: 'sk-crash',
        capabilities: ['image.generate'],
      },
    });
    expect(created.statusCode).toBe(200);
    const balance = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/user/points/balance', headers: { cookie: member } })
      ).json().data.total;
    const before = await balance();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks',
      headers: { cookie: member },
      payload: { type: 'gcimg-storyboard-bytxt', params: { prompt: '被中断的任务' } },
    });
    const task = submitted.json().data;

    // Worker A: a separate process, bundled from the worker entry the way the build does.
    const esbuild = await import('esbuild');
    const root = repoRoot();
    const outfile = path.join(root, '.tmp/test-worker', `worker-${process.pid}.mjs`);
    const pkg = await import(path.join(root, 'apps/server/package.json'), { with: { type: 'json' } });
    const external = Object.keys(pkg.default.dependencies ?? {}).filter((n) => !n.startsWith('@lizi/'));
    await esbuild.build({
      entryPoints: [path.join(root, 'apps/server/src/worker.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: [...external, ...external.map((n) => `${n}/*`)],
      logLevel: 'silent',
    });
    const url = (t.ctx.config.database as { url: string }).url;
    child = spawn(process.execPath, [outfile], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        LIZI_MASTER_KEY: MASTER_KEY,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LOCAL_PROVIDER: '0',
      },
      stdio: 'ignore',
    });
    await firstCall;
    child.kill('SIGKILL');

    // Worker B: this process. pg-boss sees A's heartbeat stop, fails the attempt and retries it here.
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 2);
    let done: { status: number; outputs: unknown[] } | undefined;
    for (let i = 0; i < 180 && !(done && done.status >= 2); i++) {
      await new Promise((r) => setTimeout(r, 500));
      done = (
        await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${task.id}`, headers: { cookie: member } })
      ).json().data;
    }
    expect(done?.status).toBe(2);
    expect(done?.outputs).toHaveLength(1);
    expect(calls).toBe(2);
    const { rows } = await t.ctx.database.query<{ kind: string; n: string; attempts: number }>(
      `select l.kind, count(*)::text as n, max(t.attempts) as attempts
         from integral_ledger l join tasks t on t.id = l.task_id where l.task_id = $1 group by l.kind`,
      [task.id],
    );
    expect(rows).toEqual([{ kind: 'consume', n: '1', attempts: 2 }]);
    expect(await balance()).toBe(before - task.costPoints);
  }, 150_000);
});
