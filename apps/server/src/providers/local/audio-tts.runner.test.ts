import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../media/ffmpeg';
import { speak } from './audio-tts.runner';
import { espeakNgPath, localCapabilityStatus } from './local-capabilities';
import { meanVolume, providerInput, runContext, streamSummary, tempDir } from './test-media.fixtures';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

const TEXT = '你好，欢迎来到栗子工坊。今天我们一起拍一部短片。';
const outPath = (out: { files: unknown[] }) => (out.files[0] as { path: string }).path;

describe.skipIf(!espeakNgPath())('audio.tts (espeak-ng)', () => {
  it('speaks Mandarin into a 44.1 kHz mono WAV', { timeout: 60_000 }, async () => {
    const { ctx, percents } = runContext(dir);
    const out = await speak(providerInput('gcaudio-tts', [], { text: TEXT, speed: 1 }), ctx);
    expect(out.files[0]).toMatchObject({ kind: 'audio', mime: 'audio/wav' });
    const wav = outPath(out);
    expect(path.dirname(wav)).toBe(dir);
    expect(await streamSummary(wav)).toMatch(/Audio: pcm_s16le[^\n]*44100 Hz, mono/);
    const probe = await probeMedia(wav);
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: false });
    expect(probe.durationSeconds).toBeGreaterThan(2);
    expect(await meanVolume(wav, 0, probe.durationSeconds as number)).toBeGreaterThan(-40);
    expect(percents.at(-1)).toBe(100);
  });

  it('maps speed onto the speaking rate: faster speech is shorter', { timeout: 60_000 }, async () => {
    const lengths = [];
    for (const speed of [0.5, 2]) {
      const sub = path.join(dir, `speed-${speed}`);
      await mkdir(sub);
      const out = await speak(providerInput('gcaudio-tts', [], { text: TEXT, speed }), runContext(sub).ctx);
      lengths.push((await probeMedia(outPath(out))).durationSeconds as number);
    }
    const [slow, fast] = lengths as [number, number];
    expect(slow).toBeGreaterThan(fast * 2);
  });

  it('refuses empty text as bad input', async () => {
    await expect(
      speak(providerInput('gcaudio-tts', [], { text: '   ' }), runContext(dir).ctx),
    ).rejects.toMatchObject({
      kind: 'bad_input',
      userMessage: '请填写配音文本',
    });
  });
});

describe('audio.tts without espeak-ng', () => {
  const path0 = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path0;
  });

  it('is reported unavailable with the reason, and a run fails as not configured', async () => {
    process.env.PATH = path.join(dir, 'no-such-bin');
    expect(localCapabilityStatus()['audio.tts']).toEqual({
      available: false,
      reason: '本机未安装 espeak-ng，无法使用本机配音；请安装 espeak-ng 或配置在线配音服务',
    });
    await expect(
      speak(providerInput('gcaudio-tts', [], { text: TEXT }), runContext(dir).ctx),
    ).rejects.toMatchObject({
      kind: 'not_configured',
      retryable: false,
      userMessage: expect.stringMatching(/本机未安装 espeak-ng/),
    });
  });
});
