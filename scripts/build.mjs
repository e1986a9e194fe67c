// Builds the web app (Vite) and bundles the server (esbuild) into apps/server/dist.
// Run through `npm run build`, or by scripts/bootstrap.mjs when sources changed.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // 'web' | 'server' | undefined (both)

export async function buildServer({ watch = false } = {}) {
  const esbuild = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  // Third-party packages stay in node_modules (native addons, WASM); our workspace packages are bundled in.
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@lizi/'));
  const options = {
    entryPoints: { server: 'apps/server/src/server.ts', worker: 'apps/server/src/worker.ts' },
    absWorkingDir: root,
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  };
  if (watch) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    return ctx;
  }
  rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
  await esbuild.build(options);
}

export function buildWeb() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('web build failed');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  if (only !== 'server') buildWeb();
  if (only !== 'web') await buildServer();
  console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
