// bench/startup: start-to-healthy time of the built server, cold (empty data dir: migrate + seed) and warm
// (the same data dir again), and its resident memory once healthy. Prints numbers; asserts nothing.
// Usage: npm run build && node bench/startup/run.mjs [--warm-runs 3]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'apps/server/dist/server.js');
const warmRuns = Number(process.argv[process.argv.indexOf('--warm-runs') + 1]) || 3;

if (!existsSync(entry)) {
  console.error('先构建：npm run build');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  const rssHealthy = rssMiB(child.pid);
  // A few requests to touch the hot paths, then memory at rest.
  for (let i = 0; i < 50; i++) await fetch(`http://127.0.0.1:${port}/api/v1/aitools/image/styles`);
  await new Promise((r) => setTimeout(r, 1000));
  const rssIdle = rssMiB(child.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { ms, rssHealthy, rssIdle };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lizi-bench-startup-'));
try {
  const rows = [];
  rows.push({ run: 'cold (migrate + seed)', ...(await startOnce(dataDir)) });
  for (let i = 1; i <= warmRuns; i++) rows.push({ run: `warm #${i}`, ...(await startOnce(dataDir)) });
  console.log(`startup of apps/server/dist/server.js, embedded PGlite, node ${process.version}`);
  console.log('run                        start→healthy   RSS healthy   RSS idle');
  for (const r of rows) {
    console.log(
      `${r.run.padEnd(26)} ${`${r.ms.toFixed(0)} ms`.padStart(13)} ${`${r.rssHealthy.toFixed(0)} MiB`.padStart(13)} ${`${r.rssIdle.toFixed(0)} MiB`.padStart(10)}`,
    );
  }
  const warm = rows.slice(1).map((r) => r.ms);
  console.log(`warm median: ${warm.sort((a, b) => a - b)[Math.floor(warm.length / 2)].toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
