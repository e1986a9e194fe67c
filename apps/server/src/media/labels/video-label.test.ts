import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../ffmpeg';
import { ffmpegInfo, makeTempDir, makeVideo, meanDiff, videoFrame } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { readImplicitLabel, readImplicitLabelFromFile } from './implicit-label';
import { labelBox, VIDEO_LABEL_RULE } from './label-badge';
import { LabelError } from './label-error';
import { labelVideoFile, VIDEO_LABEL_SECONDS } from './video-label';

let dir: string;
let cleanup: () => Promise<void>;
const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'video-1' });

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await makeVideo(join(dir, 'src.mp4'), { width: 320, height: 240, seconds: 4 });
}, 60_000);
afterAll(() => cleanup());

describe('labelVideoFile', () => {
  it('shows the label over the first seconds only, keeps the audio, and writes the metadata', async () => {
    const src = join(dir, 'src.mp4');
    const out = join(dir, 'visible.mp4');
    let progress = 0;
    await expect(
      labelVideoFile(src, out, { label, visible: true, onProgress: (f) => (progress = f) }),
    ).resolves.toEqual({ mime: 'video/mp4' });
    expect(progress).toBeGreaterThan(0);
    const box = labelBox(240, 240, VIDEO_LABEL_RULE);
    expect(box.height).toBe(24);
    for (const t of [0.2, 1.5]) {
      const [a, b] = await Promise.all([videoFrame(out, t, dir), videoFrame(src, t, dir)]);
      expect(meanDiff(a, b, box, 'inside')).toBeGreaterThan(25);
      expect(meanDiff(a, b, box, 'outside')).toBeLessThan(4);
    }
    const t = VIDEO_LABEL_SECONDS + 0.5;
    const [a, b] = await Promise.all([videoFrame(out, t, dir), videoFrame(src, t, dir)]);
    expect(meanDiff(a, b, box, 'inside')).toBeLessThan(6);
    const probe = await probeMedia(out);
    expect(probe).toMatchObject({ width: 320, height: 240, hasAudio: true, hasVideo: true });
    expect(probe.durationSeconds).toBeCloseTo(4, 0);
    expect(await readImplicitLabelFromFile(out, 'video/mp4')).toEqual(label);
    expect(readImplicitLabel(await readFile(out), 'video/mp4')).toEqual(label);
    expect(await ffmpegInfo(out)).toMatch(/AIGC\s*: \{"Label":"1"/);
  }, 120_000);

  it('without visible, copies the streams and only adds the metadata', async () => {
    const src = join(dir, 'src.mp4');
    const out = join(dir, 'implicit.mp4');
    await labelVideoFile(src, out, { label, visible: false });
    const [a, b] = await Promise.all([videoFrame(out, 0.2, dir), videoFrame(src, 0.2, dir)]);
    expect(meanDiff(a, b, { left: 0, top: 0, width: 0, height: 0 }, 'outside')).toBe(0);
    expect(await readImplicitLabelFromFile(out, 'video/mp4')).toEqual(label);
    expect((await probeMedia(out)).hasAudio).toBe(true);
  }, 60_000);

  it('re-encodes a source MP4 cannot hold as it is (Vorbis audio, 4:4:4, odd size)', async () => {
    const src = join(dir, 'odd.mkv');
    await makeVideo(src, { width: 161, height: 91, seconds: 1, pixFmt: 'yuv444p', audioCodec: 'libvorbis' });
    for (const visible of [true, false]) {
      const out = join(dir, `odd-${visible}.mp4`);
      await labelVideoFile(src, out, { label, visible });
      expect(await probeMedia(out)).toMatchObject({ width: 160, height: 90, hasAudio: true });
      expect(await ffmpegInfo(out)).toMatch(/Video: h264[^\n]*yuv420p[\s\S]*Audio: aac/);
      expect(await readImplicitLabelFromFile(out, 'video/mp4')).toEqual(label);
    }
  }, 60_000);

  it('refuses what is not a video, in Chinese, leaving no output behind', async () => {
    const out = join(dir, 'nothing.mp4');
    await expect(labelVideoFile(join(dir, 'missing.mp4'), out, { label, visible: true })).rejects.toThrow(
      LabelError,
    );
    await expect(readFile(out)).rejects.toThrow();
  }, 60_000);
});
