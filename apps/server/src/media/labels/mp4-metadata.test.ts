import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../ffmpeg';
import { makeTempDir, makeVideo } from '../testing/generate-media';
import { readMp4Tags, readMp4TagsFromFile } from './mp4-metadata';

let dir: string;
let cleanup: () => Promise<void>;
const json = '{"Label":"1","ContentProducer":"栗子工坊"}';

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await makeVideo(join(dir, 'src.mp4'), { seconds: 1 });
  for (const [name, flags] of [
    ['front.mp4', '+faststart+use_metadata_tags'],
    ['back.mp4', 'use_metadata_tags'],
    ['dropped.mp4', '+faststart'],
  ] as const) {
    await runFfmpeg([
      '-i',
      join(dir, 'src.mp4'),
      '-c',
      'copy',
      '-metadata',
      `AIGC=${json}`,
      '-movflags',
      flags,
      join(dir, name),
    ]);
  }
}, 60_000);
afterAll(() => cleanup());

describe('MP4 metadata', () => {
  it('reads the mdta key ffmpeg writes with use_metadata_tags, moov at the front or the back', async () => {
    for (const name of ['front.mp4', 'back.mp4']) {
      const path = join(dir, name);
      expect((await readMp4TagsFromFile(path)).get('AIGC')).toBe(json);
      expect(readMp4Tags(await readFile(path)).get('AIGC')).toBe(json);
    }
  });

  it('shows that ffmpeg drops the key without use_metadata_tags', async () => {
    expect((await readMp4TagsFromFile(join(dir, 'dropped.mp4'))).has('AIGC')).toBe(false);
  });

  it('returns no tags for a file that is not MP4 or is cut before moov', async () => {
    expect(readMp4Tags(Buffer.from('not an mp4 at all')).size).toBe(0);
    const back = await readFile(join(dir, 'back.mp4'));
    expect(readMp4Tags(back.subarray(0, back.length - 100)).size).toBe(0);
  });
});
