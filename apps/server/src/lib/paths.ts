import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The repository root, found by walking up to the package.json that declares the workspaces. The server
 * runs both from source (tests) and from the esbuild bundle in apps/server/dist, so paths are never
 * relative to the current file.
 */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) {
      cachedRoot = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found (no package.json with workspaces)');
    dir = parent;
  }
}

export const serverRoot = () => path.join(repoRoot(), 'apps/server');
export const migrationsDir = () => path.join(serverRoot(), 'src/db/migrations');
