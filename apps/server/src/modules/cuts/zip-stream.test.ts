import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream';

describe('zipStream', () => {
  it('writes a ZIP that a standard reader opens, with UTF-8 names and streamed entries', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-test-'));
    try {
      const big = Buffer.alloc(200_000, 7);
      await writeFile(join(dir, 'big.bin'), big);
      const chunks: Buffer[] = [];
      for await (const c of zipStream([
        { name: '剧本/剧本.txt', data: '第1场 日 内 咖啡馆' },
        {
          name: 'media/big.bin',
          data: async () => Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
        },
        { name: 'empty.txt', data: Buffer.alloc(0) },
      ]))
        chunks.push(c as Buffer);
      const zip = await JSZip.loadAsync(Buffer.concat(chunks));
      expect(Object.keys(zip.files).sort()).toEqual(['empty.txt', 'media/big.bin', '剧本/剧本.txt']);
      expect(await zip.file('剧本/剧本.txt')?.async('string')).toBe('第1场 日 内 咖啡馆');
      expect((await zip.file('media/big.bin')?.async('nodebuffer'))?.equals(big)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
