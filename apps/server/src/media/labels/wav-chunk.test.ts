import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../ffmpeg';
import { decodeMono, makeTempDir, makeTone } from '../testing/generate-media';
import { LabelError } from './label-error';
import { readWavChunk, writeWavChunk } from './wav-chunk';

let dir: string;
let cleanup: () => Promise<void>;
let wav: Buffer;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await makeTone(join(dir, 'a.wav'), { seconds: 0.5, sampleRate: 8000 });
  wav = await readFile(join(dir, 'a.wav'));
}, 60_000);
afterAll(() => cleanup());

function chunkIds(buf: Buffer): string[] {
  const ids = [];
  let at = 12;
  while (at + 8 <= buf.length) {
    const size = buf.readUInt32LE(at + 4);
    ids.push(buf.toString('latin1', at, at + 4));
    at += 8 + size + (size & 1);
  }
  expect(at).toBe(buf.length);
  return ids;
}

describe('WAV chunk', () => {
  it('appends an odd-sized chunk with its pad byte and a correct RIFF size; ffmpeg still decodes the same audio', async () => {
    const payload = Buffer.from('{"Label":"1","x":"中"}'); // 23 bytes: odd
    expect(payload.length % 2).toBe(1);
    const out = writeWavChunk(wav, 'AIGC', payload);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(chunkIds(out).at(-1)).toBe('AIGC');
    expect(readWavChunk(out, 'AIGC')?.equals(payload)).toBe(true);
    await writeFile(join(dir, 'labelled.wav'), out);
    const probe = await probeMedia(join(dir, 'labelled.wav'));
    expect(probe.durationSeconds).toBeCloseTo(0.5, 1);
    const [a, b] = await Promise.all([
      decodeMono(join(dir, 'a.wav'), 8000, dir),
      decodeMono(join(dir, 'labelled.wav'), 8000, dir),
    ]);
    expect(Buffer.from(b.buffer).equals(Buffer.from(a.buffer))).toBe(true);
  });

  it('replaces an existing chunk of the same id', () => {
    const once = writeWavChunk(wav, 'AIGC', Buffer.from('first'));
    const twice = writeWavChunk(once, 'AIGC', Buffer.from('second'));
    expect(chunkIds(twice).filter((id) => id === 'AIGC')).toHaveLength(1);
    expect(readWavChunk(twice, 'AIGC')?.toString()).toBe('second');
    expect(readWavChunk(wav, 'AIGC')).toBeNull();
  });

  it('refuses what is not a WAV and a file cut short', () => {
    expect(() => writeWavChunk(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'AIGC', Buffer.from('x'))).toThrow(
      LabelError,
    );
    expect(() => writeWavChunk(wav.subarray(0, wav.length - 10), 'AIGC', Buffer.from('x'))).toThrow(
      LabelError,
    );
  });
});
