import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegInfo, makeTempDir, makeTone } from '../testing/generate-media';
import { readId3Txxx, writeId3Txxx } from './id3-txxx';

let dir: string;
let cleanup: () => Promise<void>;
const files: Record<string, Buffer> = {};
const value = '{"Label":"1","ContentProducer":"栗子工坊"}';

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  const variants = {
    v24: ['-metadata', 'title=测试'],
    v23: ['-id3v2_version', '3', '-metadata', 'title=测试'],
    none: ['-id3v2_version', '0'],
  };
  for (const [name, args] of Object.entries(variants)) {
    const path = join(dir, `${name}.mp3`);
    await makeTone(path, { seconds: 0.5, extraArgs: ['-c:a', 'libmp3lame', ...args] });
    files[name] = await readFile(path);
  }
}, 60_000);
afterAll(() => cleanup());

async function ffmpegSees(mp3: Buffer, name: string) {
  const path = join(dir, name);
  await writeFile(path, mp3);
  return ffmpegInfo(path);
}

describe('ID3 TXXX', () => {
  it('merges into ffmpeg’s ID3v2.4 tag, keeping its frames; ffmpeg reads the frame and the audio', async () => {
    const mp3 = files.v24 as Buffer;
    expect(mp3.toString('latin1', 0, 4)).toBe('ID3\x04');
    const out = writeId3Txxx(mp3, 'AIGC', value);
    expect(out[3]).toBe(4);
    expect(readId3Txxx(out, 'AIGC')).toBe(value);
    const info = await ffmpegSees(out, 'v24-out.mp3');
    expect(info).toMatch(/AIGC\s*: \{"Label":"1"/);
    expect(info).toMatch(/title\s*: 测试/);
    expect(info).toMatch(/Audio: mp3/);
  });

  it('keeps a v2.3 tag v2.3, writing the value as UTF-16', async () => {
    const mp3 = files.v23 as Buffer;
    expect(mp3[3]).toBe(3);
    const out = writeId3Txxx(mp3, 'AIGC', value);
    expect(out[3]).toBe(3);
    expect(readId3Txxx(out, 'AIGC')).toBe(value);
    const info = await ffmpegSees(out, 'v23-out.mp3');
    expect(info).toMatch(/AIGC\s*: \{"Label":"1","ContentProducer":"栗子工坊"\}/);
    expect(info).toMatch(/title\s*: 测试/);
  });

  it('prepends a new v2.4 tag to an MP3 without one', async () => {
    const mp3 = files.none as Buffer;
    expect(mp3.toString('latin1', 0, 3)).not.toBe('ID3');
    const out = writeId3Txxx(mp3, 'AIGC', value);
    expect(out.subarray(out.length - mp3.length).equals(mp3)).toBe(true);
    expect(readId3Txxx(out, 'AIGC')).toBe(value);
    expect(await ffmpegSees(out, 'none-out.mp3')).toMatch(/Audio: mp3/);
  });

  it('replaces the frame with the same description and leaves others', () => {
    const first = writeId3Txxx(files.v24 as Buffer, 'OTHER', 'keep');
    const twice = writeId3Txxx(writeId3Txxx(first, 'AIGC', 'old'), 'AIGC', value);
    expect(readId3Txxx(twice, 'AIGC')).toBe(value);
    expect(readId3Txxx(twice, 'OTHER')).toBe('keep');
    expect(twice.toString('latin1').split('TXXX').length - 1).toBe(2);
    expect(readId3Txxx(files.none as Buffer, 'AIGC')).toBeNull();
  });
});
