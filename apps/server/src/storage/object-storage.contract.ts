import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from './object-storage';

export interface ContractSubject {
  storage: ObjectStorage;
  teardown?: () => Promise<void>;
}

export interface ContractOptions {
  /** Whether presignGet hands out URLs (S3) or null (local disk, served through the API's signed route). */
  presigns: boolean;
}

/**
 * The behaviour every ObjectStorage driver shares, registered as vitest tests. Each driver's test file calls it with
 * a factory, so the drivers cannot drift apart. Keys are unique per test, so the tests do not depend on each other.
 */
export function describeObjectStorageContract(
  name: string,
  setup: () => Promise<ContractSubject>,
  options: ContractOptions,
): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let subject: ContractSubject;
    let storage: ObjectStorage;
    let scratch: string;

    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
      scratch = await mkdtemp(join(tmpdir(), 'storage-contract-'));
    });

    afterAll(async () => {
      await subject?.teardown?.();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    const newKey = (ext = 'bin') => `u/test/2025-01/${randomUUID()}.${ext}`;
    // Every byte value, so an encoding slip (utf-8, latin-1) anywhere on the way shows.
    const allBytes = () => Buffer.from(Array.from({ length: 256 }, (_, i) => i));

    it('puts bytes and gets them back with their size', async () => {
      const key = newKey();
      const bytes = allBytes();
      await storage.put(key, bytes, { contentType: 'application/octet-stream' });

      const { body, size } = await storage.get(key);
      expect(size).toBe(256);
      expect(await readAll(body)).toEqual(bytes);
      expect(await storage.stat(key)).toEqual({ size: 256 });
    });

    it('puts from a file path', async () => {
      const key = newKey('png');
      const source = join(scratch, `${randomUUID()}.png`);
      const bytes = randomBytes(300_000);
      await writeFile(source, bytes);

      await storage.put(key, { path: source }, { contentType: 'image/png' });

      expect(await storage.stat(key)).toEqual({ size: bytes.length });
      expectSameBytes(await readAll((await storage.get(key)).body), bytes);
      // The source is the caller's: it is read, never moved.
      expectSameBytes(await readFile(source), bytes);
    });

    it('puts an empty object', async () => {
      const key = newKey('txt');
      await storage.put(key, Buffer.alloc(0), { contentType: 'text/plain' });
      expect(await storage.stat(key)).toEqual({ size: 0 });
      expect((await readAll((await storage.get(key)).body)).length).toBe(0);
    });

    it('gets a byte range (inclusive end) and reports the whole size', async () => {
      const key = newKey();
      const bytes = allBytes();
      await storage.put(key, bytes, { contentType: 'application/octet-stream' });

      const middle = await storage.get(key, { start: 10, end: 19 });
      expect(middle.size).toBe(256);
      expect(await readAll(middle.body)).toEqual(bytes.subarray(10, 20));

      // (Not 0-0: s3rver reads an end of 0 as "to the end"; real S3 and MinIO do not.)
      const head = await storage.get(key, { start: 0, end: 3 });
      expect(await readAll(head.body)).toEqual(bytes.subarray(0, 4));

      const tail = await storage.get(key, { start: 250, end: 255 });
      expect(await readAll(tail.body)).toEqual(bytes.subarray(250));
    });

    it('clamps a range running past the end', async () => {
      const key = newKey();
      const bytes = allBytes();
      await storage.put(key, bytes, { contentType: 'application/octet-stream' });

      const { body, size } = await storage.get(key, { start: 200, end: 10_000 });
      expect(size).toBe(256);
      expect(await readAll(body)).toEqual(bytes.subarray(200));
    });

    it('stat of a missing key is null', async () => {
      expect(await storage.stat(newKey())).toBeNull();
    });

    it('get and download of a missing key reject with ENOENT', async () => {
      await expect(storage.get(newKey())).rejects.toMatchObject({ code: 'ENOENT' });
      const target = join(scratch, randomUUID(), 'missing.bin');
      await expect(storage.download(newKey(), target)).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('downloads to a local file, creating its folder', async () => {
      const key = newKey('mp4');
      const bytes = randomBytes(1_500_000);
      await storage.put(key, bytes, { contentType: 'video/mp4' });

      const dir = join(scratch, randomUUID(), 'nested');
      const target = join(dir, 'input.mp4');
      await storage.download(key, target);

      expectSameBytes(await readFile(target), bytes);
      // Nothing half-written is left beside it.
      expect(await readdir(dir)).toEqual(['input.mp4']);
    });

    it('overwrites an existing key', async () => {
      const key = newKey('txt');
      await storage.put(key, Buffer.from('first version, longer'), { contentType: 'text/plain' });
      await storage.put(key, Buffer.from('second'), { contentType: 'text/plain' });

      expect(await storage.stat(key)).toEqual({ size: 6 });
      expect((await readAll((await storage.get(key)).body)).toString()).toBe('second');
    });

    it('deletes, and deleting again or deleting what never existed is fine', async () => {
      const key = newKey();
      await storage.put(key, Buffer.from('x'), { contentType: 'text/plain' });

      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await expect(storage.delete(newKey())).resolves.toBeUndefined();
    });

    it('handles keys with Chinese characters, spaces and punctuation', async () => {
      const key = `u/用户 甲/2025-01/分镜 草稿 (1)+终版&v=2#.png`;
      const bytes = Buffer.from('栗子工坊 🌰');
      await storage.put(key, bytes, { contentType: 'image/png' });

      expect(await storage.stat(key)).toEqual({ size: bytes.length });
      expect(await readAll((await storage.get(key)).body)).toEqual(bytes);
      const target = join(scratch, randomUUID(), '下载.png');
      await storage.download(key, target);
      expect(await readFile(target)).toEqual(bytes);

      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
    });

    it('refuses keys that would escape the storage root', async () => {
      for (const key of ['../outside.txt', 'u/../../outside.txt', '/etc/passwd', '']) {
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
          /invalid storage key/,
        );
        await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.download(key, join(scratch, randomUUID())), key).rejects.toThrow(
          /invalid storage key/,
        );
        await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
        // stat may refuse or say "nothing there"; it must never find an object outside the root.
        const found = await storage.stat(key).catch(() => null);
        expect(found, key).toBeNull();
      }
    });

    it('reports itself healthy', async () => {
      expect(await storage.health()).toEqual({ ok: true });
    });

    if (!options.presigns) {
      it('has no presigned URLs (files go through the API)', async () => {
        const key = newKey();
        await storage.put(key, Buffer.from('x'), { contentType: 'text/plain' });
        expect(await storage.presignGet(key, 60)).toBeNull();
      });
      return;
    }

    it('presigns a URL that plain fetch() can GET', async () => {
      const key = `u/用户 甲/${randomUUID()} 图.png`;
      const bytes = allBytes();
      await storage.put(key, bytes, { contentType: 'image/png' });

      const url = await storage.presignGet(key, 300);
      expect(url).toMatch(/^https?:\/\//);
      const res = await fetch(url as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    });

    it('presigns with a download name, Chinese included (RFC 5987)', async () => {
      const key = newKey('png');
      await storage.put(key, Buffer.from('png'), { contentType: 'image/png' });

      const url = await storage.presignGet(key, 300, { downloadName: '分镜 01.png' });
      const res = await fetch(url as string);
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('分镜 01.png')}`);
      await res.arrayBuffer();
    });

    it('presigned URLs expire', { timeout: 20_000 }, async () => {
      const key = newKey('txt');
      await storage.put(key, Buffer.from('soon gone'), { contentType: 'text/plain' });

      const url = await storage.presignGet(key, 1);
      // The signature's clock has one-second steps, so after two seconds the URL is past its life whatever the phase.
      await sleep(2_000);
      const res = await fetch(url as string);
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    });
  });
}

/** Deep equality walks a large buffer element by element; comparing digests says the same thing at once. */
function expectSameBytes(actual: Buffer, expected: Buffer): void {
  expect(actual.length).toBe(expected.length);
  expect(sha256(actual)).toBe(sha256(expected));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
