import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ObjectStorage } from './object-storage';

/** Files on local disk under one root (DATA_DIR/files). Writes go to a temp name first, so readers never see half a file. */
export function createLocalStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    // A key can never escape the root, whatever it holds.
    if (!p.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return p;
  };
  return {
    driver: 'local',
    async put(key, body, _options) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${Date.now()}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await copyFile(body.path, tmp);
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const p = pathOf(key);
      const { size } = await stat(p);
      const body = range ? createReadStream(p, { start: range.start, end: range.end }) : createReadStream(p);
      return { body, size };
    },
    async download(key, toPath) {
      await mkdir(dirname(toPath), { recursive: true });
      await copyFile(pathOf(key), toPath);
    },
    async stat(key) {
      try {
        const s = await stat(pathOf(key));
        return { size: s.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    presignGet: async () => null,
    async health() {
      try {
        await mkdir(base, { recursive: true });
        const probe = join(base, '.health');
        await writeFile(probe, String(Date.now()));
        return { ok: true };
      } catch (err) {
        return { ok: false, error: (err as Error).message };
      }
    },
  };
}
