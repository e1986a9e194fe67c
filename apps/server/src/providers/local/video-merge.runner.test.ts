import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../media/ffmpeg';
import { ProviderError } from '../provider-error';
import {
  file,
  frameAt,
  frameCount,
  lavfiTone,
  lavfiVideo,
  meanVolume,
  providerInput,
  runContext,
  streamSummary,
  tempDir,
} from './test-media.fixtures';
import { mergeVideos } from './video-merge.runner';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

const outPath = (out: { files: unknown[] }) => (out.files[0] as { path: string }).path;

describe('video.merge (ffmpeg)', () => {
  it('joins clips in order at the first clip’s size, each with its own, given or silent audio', {
    timeout: 120_000,
  }, async () => {
    // 1 s 4:3 with a tone; 0.6 s 16:9 without sound but with a 1.5 s track given; 0.4 s square, silent.
    const a = await lavfiVideo(path.join(dir, 'a.mp4'), { width: 64, height: 48, seconds: 1, toneHz: 440 });
    const b = await lavfiVideo(path.join(dir, 'b.mp4'), { width: 128, height: 72, seconds: 0.6 });
    const bTrack = await lavfiTone(path.join(dir, 'b.wav'), 1.5);
    const c = await lavfiVideo(path.join(dir, 'c.mp4'), { width: 48, height: 48, seconds: 0.4 });
    const files = [
      file('video', a, 'video/mp4'),
      file('video', b, 'video/mp4'),
      file('audio', bTrack, 'audio/wav'),
      file('video', c, 'video/mp4'),
    ];
    const { ctx, percents } = runContext(dir);
    const out = await mergeVideos(
      providerInput('gcvideo-merge', files, {
        extra: {
          clips: [
            { videoIndex: 0, audioIndex: null },
            { videoIndex: 1, audioIndex: 2 },
            { videoIndex: 3, audioIndex: null },
          ],
        },
      }),
      ctx,
    );

    expect(out.files[0]).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    const merged = outPath(out);
    const probe = await probeMedia(merged);
    expect(probe).toMatchObject({ width: 64, height: 48, fps: 25, hasVideo: true, hasAudio: true });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
    expect(await frameCount(merged)).toBe(25 + 15 + 10);
    expect(await streamSummary(merged)).toMatch(/Audio: aac[^\n]*44100 Hz, stereo/);

    // Sound where a clip had its own or a given track, silence where it had none.
    expect(await meanVolume(merged, 0.2, 0.6)).toBeGreaterThan(-40);
    expect(await meanVolume(merged, 1.1, 0.4)).toBeGreaterThan(-40);
    expect(await meanVolume(merged, 1.65, 0.3)).toBeLessThan(-80);

    // The 16:9 clip is letterboxed into 4:3: black bars above and below, picture in the middle.
    const letterboxed = await frameAt(merged, 1.3, dir);
    const row = (y: number) => {
      let sum = 0;
      for (let x = 0; x < letterboxed.width; x++) {
        for (let ch = 0; ch < 3; ch++)
          sum += letterboxed.data[(y * letterboxed.width + x) * 3 + ch] as number;
      }
      return sum / (letterboxed.width * 3);
    };
    expect(row(1)).toBeLessThan(20);
    expect(row(46)).toBeLessThan(20);
    expect(row(24)).toBeGreaterThan(40);

    expect(percents.at(-1)).toBe(100);
    expect([...percents].sort((x, y) => x - y)).toEqual(percents);
  });

  it('takes every video file in order when the engine gives no clip plan', { timeout: 60_000 }, async () => {
    const a = await lavfiVideo(path.join(dir, 'p1.mp4'), { width: 40, height: 30, seconds: 0.4 });
    const b = await lavfiVideo(path.join(dir, 'p2.mp4'), {
      width: 40,
      height: 30,
      seconds: 0.4,
      toneHz: 300,
    });
    const out = await mergeVideos(
      providerInput('gcvideo-merge', [file('video', a, 'video/mp4'), file('video', b, 'video/mp4')]),
      runContext(dir).ctx,
    );
    expect(await probeMedia(outPath(out))).toMatchObject({ width: 40, height: 30, hasAudio: true });
    expect(await frameCount(outPath(out))).toBe(20);
  });

  it('names the clip that cannot be read', { timeout: 60_000 }, async () => {
    const good = await lavfiVideo(path.join(dir, 'good.mp4'), { width: 32, height: 32, seconds: 0.2 });
    const empty = path.join(dir, 'empty.mp4');
    await writeFile(empty, '');
    const err = await mergeVideos(
      providerInput('gcvideo-merge', [file('video', good, 'video/mp4'), file('video', empty, 'video/mp4')], {
        extra: {
          clips: [
            { videoIndex: 0, audioIndex: null },
            { videoIndex: 1, audioIndex: null },
          ],
        },
      }),
      runContext(dir).ctx,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'bad_input', userMessage: expect.stringMatching(/^第 2 个片段/) });
  });

  it('stops on abort', { timeout: 60_000 }, async () => {
    const long = await lavfiVideo(path.join(dir, 'long.mp4'), { width: 640, height: 360, seconds: 6 });
    const controller = new AbortController();
    const { ctx } = runContext(dir, controller.signal);
    const job = mergeVideos(providerInput('gcvideo-merge', [file('video', long, 'video/mp4')]), {
      ...ctx,
      progress: () => controller.abort(),
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('video.merge of a final cut (canvas timeline)', () => {
  it('puts a trimmed video and a still on the canvas, places voices, ducks the music and burns subtitles', {
    timeout: 180_000,
  }, async () => {
    const v = await lavfiVideo(path.join(dir, 't-v.mp4'), { width: 64, height: 48, seconds: 2 });
    const still = path.join(dir, 't-still.png');
    await sharp({ create: { width: 40, height: 80, channels: 3, background: '#c03030' } })
      .png()
      .toFile(still);
    const voice = await lavfiTone(path.join(dir, 't-voice.wav'), 0.8, 880);
    const music = await lavfiTone(path.join(dir, 't-music.wav'), 0.7, 220);
    const ids = { v: 'a0000000-0000-4000-8000-000000000001', s: 'a0000000-0000-4000-8000-000000000002' };
    const audio = {
      voice: 'a0000000-0000-4000-8000-000000000003',
      music: 'a0000000-0000-4000-8000-000000000004',
    };
    const files = [
      file('video', v, 'video/mp4'),
      file('source', still, 'image/png'),
      file('audio', voice, 'audio/wav'),
      file('audio', music, 'audio/wav'),
    ];
    const { ctx, percents } = runContext(dir);
    const out = await mergeVideos(
      providerInput('gcvideo-merge', files, {
        extra: {
          canvas: { width: 320, height: 180 },
          clips: [
            { videoFileId: ids.v, trimStart: 0.5, duration: 1 },
            { imageFileId: ids.s, duration: 1.5 },
          ],
          audio: [{ audioFileId: audio.voice, start: 1.2, track: 'dialogue' }],
          bgm: { audioFileId: audio.music, volume: 0.8 },
          ducking: true,
          volumes: { clip: 1, dialogue: 1, narration: 1 },
          subtitles: [{ start: 1.1, end: 2.4, text: '你好，世界' }],
          inputIndex: { [ids.v]: 0, [ids.s]: 1, [audio.voice]: 2, [audio.music]: 3 },
        },
      }),
      ctx,
    );
    const merged = outPath(out);
    const probe = await probeMedia(merged);
    expect(probe).toMatchObject({ width: 320, height: 180, hasAudio: true });
    expect(probe.durationSeconds).toBeCloseTo(2.5, 1);
    expect(await frameCount(merged)).toBe(25 + 38);
    // Music loops under the whole film; the voice is there at 1.2–2.0 s.
    expect(await meanVolume(merged, 0.2, 0.6)).toBeGreaterThan(-40);
    expect(await meanVolume(merged, 1.3, 0.5)).toBeGreaterThan(-40);
    // The still is pillarboxed onto the 16:9 canvas: red in the middle, black at the sides.
    const frame = await frameAt(merged, 1.2, dir);
    const px = (x: number, y: number) =>
      frame.data.slice((y * frame.width + x) * 3, (y * frame.width + x) * 3 + 3);
    expect(px(160, 40)[0]).toBeGreaterThan(150);
    expect(px(10, 90)[0]).toBeLessThan(30);
    // Burned subtitle: the bottom band of the still differs from plain red while the cue is on.
    const lower = await frameAt(merged, 1.8, dir);
    let white = 0;
    for (let y = 140; y < 180; y++)
      for (let x = 60; x < 260; x++) {
        const i = (y * lower.width + x) * 3;
        if ((lower.data[i + 1] as number) > 200 && (lower.data[i + 2] as number) > 200) white++;
      }
    expect(white).toBeGreaterThan(5);
    expect(percents.at(-1)).toBe(100);
  });

  it('names a missing timeline file', { timeout: 30_000 }, async () => {
    const err = await mergeVideos(
      providerInput('gcvideo-merge', [], {
        extra: {
          canvas: { width: 160, height: 90 },
          clips: [{ imageFileId: 'a0000000-0000-4000-8000-000000000009', duration: 1 }],
          inputIndex: {},
        },
      }),
      runContext(dir).ctx,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).userMessage).toBe('第 1 个片段的文件缺失');
  });
});
