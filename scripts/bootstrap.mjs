// The README's commands in one place, using only Node built-ins so it runs on a fresh clone before
// `npm ci`:  start | test | dev | worker.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function log(msg) {
  console.log(`\x1b[36m[栗子工坊]\x1b[0m ${msg}`);
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return r.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n命令失败（退出码 ${status}）：${cmd} ${args.join(' ')}`);
    process.exit(status);
  }
}

const sha = (text) => createHash('sha256').update(text).digest('hex');

/** `npm ci` when node_modules is missing or was installed from another package-lock.json. */
function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules/.lizi-lock-hash');
  const want = sha(readFileSync(lock));
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('安装依赖（npm ci）…');
  must(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, want);
}

/** Fingerprint of everything the build reads; the build reruns only when it changed. */
function sourceFingerprint() {
  const parts = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const s = statSync(full);
        parts.push(`${path.relative(root, full)}:${s.size}:${s.mtimeMs}`);
      }
    }
  };
  for (const dir of ['apps/web/src', 'apps/web/public', 'apps/server/src', 'packages/shared/src'])
    walk(path.join(root, dir));
  for (const file of [
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'package-lock.json',
    'scripts/build.mjs',
  ]) {
    const full = path.join(root, file);
    if (existsSync(full)) parts.push(`${file}:${statSync(full).size}:${statSync(full).mtimeMs}`);
  }
  return sha(parts.sort().join('\n'));
}

function ensureBuilt() {
  const stamp = path.join(root, 'apps/server/dist/.build-fingerprint');
  const want = sourceFingerprint();
  const webBuilt = existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (webBuilt && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('构建前端与服务端…');
  must(process.execPath, ['scripts/build.mjs']);
  writeFileSync(stamp, want);
}

/** Debian's Chromium for the browser tests; never a downloaded browser build. */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      '端到端测试需要 Debian 的 chromium：请以 root 运行，或先执行 apt-get install -y chromium fonts-wqy-microhei',
    );
    process.exit(1);
  }
  log('安装 Debian chromium 与中文字体（apt-get）…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  must('apt-get', ['update', '-qq'], { env });
  must(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei', 'espeak-ng'],
    { env },
  );
}

/** Debian's espeak-ng for local Mandarin TTS; optional, so failing to install it only disables that capability. */
function tryInstallEspeak() {
  if (existsSync('/usr/bin/espeak-ng')) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  log('安装 espeak-ng（本机配音，可选）…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'espeak-ng'], { env });
  if (install() === 0 || (run('apt-get', ['update', '-qq'], { env }) === 0 && install() === 0)) return;
  log('espeak-ng 安装失败：本机配音不可用，其他功能不受影响');
}

function serve(entry, extraEnv = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** Runs one vitest project, returning its counts from the JSON report. */
function vitestProject(name) {
  const out = path.join(root, '.tmp', `vitest-${name}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const status = run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  // A suite that failed to load counts as one failure even though no test ran.
  if (status !== 0 && failed === 0) failed = 1;
  return { status, passed, failed, skipped };
}

function test() {
  ensureDependencies();
  ensureChromium();
  const results = [];
  const step = (name, fn) => {
    log(`▶ ${name}`);
    const started = Date.now();
    const r = fn();
    results.push({ name, ...r, seconds: (Date.now() - started) / 1000 });
  };
  const plain = (cmd, args) => () => {
    const status = run(cmd, args);
    return { status, passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  };
  step('lint (biome)', plain(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check', '.']));
  step('typecheck (tsc)', plain(npm, ['run', '--silent', 'typecheck']));
  step('unit', () => vitestProject('unit'));
  step('integration', () => vitestProject('integration'));
  step('build', () => {
    ensureBuilt();
    return { status: 0, passed: 0, failed: 0, skipped: 0 };
  });
  step('e2e (chromium)', () => vitestProject('e2e'));

  console.log('\n步骤                 结果   通过  失败  跳过   用时');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(20)} ${r.status === 0 ? 'ok  ' : 'FAIL'}  ${String(r.passed).padStart(5)} ${String(r.failed).padStart(5)} ${String(r.skipped).padStart(5)} ${r.seconds.toFixed(1).padStart(6)}s`,
    );
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(results.every((r) => r.status === 0) ? 0 : 1);
}

async function dev() {
  ensureDependencies();
  const { buildServer } = await import('./build.mjs');
  await buildServer({ watch: true });
  log('开发模式：前端 http://localhost:5173（热更新），API http://localhost:8080（改动后自动重启）');
  const server = spawn(process.execPath, ['--watch', '--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  });
  const web = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill('SIGTERM');
    web.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

switch (command) {
  case 'start':
    ensureDependencies();
    tryInstallEspeak();
    ensureBuilt();
    serve('apps/server/dist/server.js');
    break;
  case 'worker':
    ensureDependencies();
    ensureBuilt();
    serve('apps/server/dist/worker.js');
    break;
  case 'test':
    test();
    break;
  case 'dev':
    await dev();
    break;
  default:
    console.error('用法：node scripts/bootstrap.mjs start|test|dev|worker');
    process.exit(2);
}
