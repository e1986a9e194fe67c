import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { describeObjectStorageContract } from './object-storage.contract';

describeObjectStorageContract(
  'local disk',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'local-storage-'));
    return {
      storage: createLocalStorage(join(root, 'files')),
      teardown: () => rm(root, { recursive: true, force: true }),
    };
  },
  { presigns: false },
);

describe('local storage on disk', () => {
  let parent: string;
  let root: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'local-storage-disk-'));
    root = join(parent, 'files');
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('keeps objects as plain files under the root, with no temp files left', async () => {
    const storage = createLocalStorage(root);
    await storage.put('u/1/2025-01/a.txt', Buffer.from('hello'), { contentType: 'text/plain' });

    expect(await readFile(join(root, 'u/1/2025-01/a.txt'), 'utf8')).toBe('hello');
    expect(await readdir(join(root, 'u/1/2025-01'))).toEqual(['a.txt']);
  });

  it('writes nothing outside the root for an escaping key', async () => {
    const storage = createLocalStorage(root);
    await expect(
      storage.put('../escaped.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/invalid storage key/);
    await expect(
      storage.put('u/../../escaped-too.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/invalid storage key/);
    // A sibling whose name starts with the root's name is outside it too.
    await expect(
      storage.put('../files-sibling/x.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/invalid storage key/);

    expect(existsSync(join(parent, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(parent, 'escaped-too.txt'))).toBe(false);
    expect(existsSync(join(parent, 'files-sibling'))).toBe(false);
  });

  it('accepts keys with dot segments that stay inside the root', async () => {
    const storage = createLocalStorage(root);
    await storage.put('u/2/../3/b.txt', Buffer.from('inside'), { contentType: 'text/plain' });
    expect(await readFile(join(root, 'u/3/b.txt'), 'utf8')).toBe('inside');
  });

  it('is unhealthy when the root cannot be created', async () => {
    // A root below a regular file can never be a directory.
    const file = join(parent, 'plain-file');
    await writeFile(file, 'not a folder');
    const storage = createLocalStorage(join(file, 'files'));
    const health = await storage.health();
    expect(health.ok).toBe(false);
    expect(health.error).toBeTruthy();
  });
});
