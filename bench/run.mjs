// Runs a TypeScript benchmark (bench/<name>/run.ts) against the server's own code: esbuild bundles it the way
// scripts/build.mjs bundles the server (third-party packages external), then Node runs the bundle.
// Usage: node bench/run.mjs points
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name) {
  console.error('用法：node bench/run.mjs <name>');
  process.exit(2);
}
const esbuild = await import('esbuild');
const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((n) => !n.startsWith('@lizi/'));
const outfile = path.join(root, '.tmp/bench', `${name}.mjs`);
await esbuild.build({
  entryPoints: [path.join(root, 'bench', name, 'run.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: 'warning',
});
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
