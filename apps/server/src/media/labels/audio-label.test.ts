import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../ffmpeg';
import { streamInfo } from '../stream-info';
import { decodeMono, makeTempDir, makeTone, toneShare } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { AUDIO_CUE, labelAudioFile } from './audio-label';
import { readImplicitLabel, readImplicitLabelFromFile } from './implicit-label';
import { LabelError } from './label-error';
import { readWavChunk } from './wav-chunk';

let dir: string;
let cleanup: () => Promise<void>;
const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'audio-1' });

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await makeTone(join(dir, 'src.wav'), { seconds: 1, sampleRate: 22050 });
  await makeTone(join(dir, 'src.mp3'), {
    seconds: 1,
    extraArgs: ['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k'],
  });
  await makeTone(join(dir, 'src.m4a'), { seconds: 1, extraArgs: ['-c:a', 'aac'] });
}, 60_000);
afterAll(() => cleanup());

/** The cue's two tones, then the source's 440 Hz, each where it belongs and nowhere else. */
async function expectCueThenTone(path: string, sampleRate: number) {
  const pcm = await decodeMono(path, sampleRate, dir);
  const [first, second] = AUDIO_CUE.tones;
  expect(toneShare(pcm, sampleRate, first.hz, 0.03, 0.1)).toBeGreaterThan(0.8);
  expect(toneShare(pcm, sampleRate, second.hz, 0.19, 0.26)).toBeGreaterThan(0.8);
  expect(toneShare(pcm, sampleRate, 440, 0.03, 0.1)).toBeLessThan(0.05);
  expect(toneShare(pcm, sampleRate, 440, AUDIO_CUE.seconds + 0.1, AUDIO_CUE.seconds + 0.9)).toBeGreaterThan(
    0.8,
  );
  expect(toneShare(pcm, sampleRate, first.hz, AUDIO_CUE.seconds + 0.1, AUDIO_CUE.seconds + 0.9)).toBeLessThan(
    0.05,
  );
}

describe('labelAudioFile', () => {
  it('puts the cue before a WAV at its own rate and layout, then the RIFF AIGC chunk', async () => {
    const out = join(dir, 'cue.wav');
    await expect(labelAudioFile(join(dir, 'src.wav'), out, { label, cue: true })).resolves.toEqual({
      mime: 'audio/wav',
    });
    expect((await probeMedia(out)).durationSeconds).toBeCloseTo(1 + AUDIO_CUE.seconds, 1);
    expect((await streamInfo(out)).audio).toMatchObject({
      codec: 'pcm_s16le',
      sampleRate: 22050,
      channels: 1,
    });
    await expectCueThenTone(out, 22050);
    expect(await readImplicitLabelFromFile(out, 'audio/wav')).toEqual(label);
  }, 60_000);

  it('puts the cue before an MP3 and merges TXXX:AIGC into its ID3 tag', async () => {
    const out = join(dir, 'cue.mp3');
    await expect(labelAudioFile(join(dir, 'src.mp3'), out, { label, cue: true })).resolves.toEqual({
      mime: 'audio/mpeg',
    });
    expect((await streamInfo(out)).audio).toMatchObject({ codec: 'mp3', sampleRate: 44100, channels: 2 });
    await expectCueThenTone(out, 44100);
    expect(readImplicitLabel(await readFile(out), 'audio/mpeg')).toEqual(label);
  }, 60_000);

  it('without the cue leaves WAV and MP3 audio bytes untouched', async () => {
    const wavOut = join(dir, 'plain.wav');
    await labelAudioFile(join(dir, 'src.wav'), wavOut, { label, cue: false });
    const [src, out] = await Promise.all([readFile(join(dir, 'src.wav')), readFile(wavOut)]);
    expect(readWavChunk(out, 'data')?.equals(readWavChunk(src, 'data') as Buffer)).toBe(true);
    expect(readImplicitLabel(out, 'audio/wav')).toEqual(label);

    const mp3Out = join(dir, 'plain.mp3');
    await labelAudioFile(join(dir, 'src.mp3'), mp3Out, { label, cue: false });
    const srcMp3 = await readFile(join(dir, 'src.mp3'));
    const tagEnd =
      10 +
      (((srcMp3[6] as number) << 21) |
        ((srcMp3[7] as number) << 14) |
        ((srcMp3[8] as number) << 7) |
        (srcMp3[9] as number));
    const outMp3 = await readFile(mp3Out);
    expect(outMp3.subarray(outMp3.length - (srcMp3.length - tagEnd)).equals(srcMp3.subarray(tagEnd))).toBe(
      true,
    );
    expect(readImplicitLabel(outMp3, 'audio/mpeg')).toEqual(label);
  }, 60_000);

  it('turns other audio into MP3, and refuses what is not audio, in Chinese', async () => {
    const out = join(dir, 'from-m4a.mp3');
    await expect(labelAudioFile(join(dir, 'src.m4a'), out, { label, cue: false })).resolves.toEqual({
      mime: 'audio/mpeg',
    });
    expect(await readImplicitLabelFromFile(out, 'audio/mpeg')).toEqual(label);
    await expect(
      labelAudioFile(join(dir, 'missing.wav'), join(dir, 'x.mp3'), { label, cue: true }),
    ).rejects.toThrow(LabelError);
    await writeFile(join(dir, 'text.wav'), 'not audio at all');
    await expect(
      labelAudioFile(join(dir, 'text.wav'), join(dir, 'y.mp3'), { label, cue: false }),
    ).rejects.toThrow(/无法识别的音频文件/);
  }, 60_000);
});
