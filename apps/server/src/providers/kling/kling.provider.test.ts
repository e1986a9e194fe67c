import { describe, expect, it } from 'vitest';
import { useFakeVendor } from '../common/test-fake-vendor';
import { createTestRun } from '../common/test-run-context';
import type { ProviderConfig, ProviderInput } from '../model-provider';
import { isProviderError, type ProviderError } from '../provider-error';
import { createKlingProvider } from './kling.provider';
import { AK, fake, resetFake, SK, startFakeKling } from './kling-fake-vendor';
import { createKlingTokenSource } from './kling-jwt';

const server = useFakeVendor(startFakeKling, fake, resetFake);

const provider = (overrides: Partial<ProviderConfig> = {}) =>
  createKlingProvider({
    id: 'kling-test',
    vendor: 'kling',
    name: '可灵',
    baseUrl: server.url,
    apiKey: AK,
    secretKey: SK,
    models: {},
    capabilities: ['video.generate', 'video.fromImage', 'video.lipsync', 'image.tryon'],
    concurrency: 1,
    options: { pollIntervalMs: 1, maxPollIntervalMs: 2 },
    ...overrides,
  });

const input = (over: Partial<ProviderInput>): ProviderInput => ({
  taskType: 't',
  files: [],
  count: 1,
  extra: {},
  ...over,
});
const posts = () => server.requests.filter((r) => r.method === 'POST');

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe('kling video', () => {
  it('submits image-to-video with bare Base64 and a tail frame in pro mode, polls to success', async () => {
    const run = await createTestRun();
    const first = await run.file('firstFrame', 'image/jpeg', 'first-frame');
    const last = await run.file('lastFrame', 'image/jpeg', 'x', 'https://cdn.example/last.jpg');
    const out = await provider().run(
      'video.fromImage',
      input({ prompt: '花瓣飘落', files: [first, last], durationSeconds: 10, extra: { cfgScale: 0.5 } }),
      run.ctx,
    );
    const submit = posts()[0];
    expect(submit?.path).toBe('/v1/videos/image2video');
    expect(submit?.json()).toEqual({
      model_name: 'kling-v1-6',
      image: Buffer.from('first-frame').toString('base64'),
      image_tail: 'https://cdn.example/last.jpg',
      prompt: '花瓣飘落',
      cfg_scale: 0.5,
      mode: 'pro',
      duration: '10',
    });
    expect(run.savedIds).toEqual(['kt-1']);
    expect(server.requests.filter((r) => r.path === '/v1/videos/image2video/kt-1')).toHaveLength(3);
    expect(out).toEqual({
      files: [{ kind: 'video', url: 'https://kling-out.example/kt-1.mp4', mime: 'video/mp4' }],
      providerTaskId: 'kt-1',
    });
    expect(run.progress.every((p) => p <= 95)).toBe(true);
    await run.cleanup();
  });

  it('submits text-to-video with a supported aspect ratio and pro mode for high detail', async () => {
    const run = await createTestRun();
    await provider({ models: { 'video.generate': 'kling-v2-1-master' } }).run(
      'video.generate',
      input({
        prompt: '雪山',
        aspectRatio: '4:3',
        features: { bigMotion: false, highDetail: true, superFrame: false, multiCamera: false },
      }),
      run.ctx,
    );
    expect(posts()[0]?.json()).toEqual({
      model_name: 'kling-v2-1-master',
      prompt: '雪山',
      mode: 'pro',
      aspect_ratio: '1:1',
      duration: '5',
    });
    await run.cleanup();
  });

  it('lip-syncs with audio as file or URL, or with text and a voice; needs a public video URL', async () => {
    const run = await createTestRun();
    const video = await run.file('video', 'video/mp4', 'v', 'https://cdn.example/v.mp4');
    const localAudio = await run.file('audio', 'audio/mpeg', 'mp3-bytes');
    const remoteAudio = await run.file('audio', 'audio/mpeg', 'x', 'https://cdn.example/a.mp3');
    const p = provider();
    await p.run('video.lipsync', input({ files: [video, localAudio] }), run.ctx);
    await p.run('video.lipsync', input({ files: [video, remoteAudio] }), run.ctx);
    await p.run(
      'video.lipsync',
      input({ files: [video], text: '大家好', voice: 'zhinen_xuesheng' }),
      run.ctx,
    );
    expect(posts().map((r) => r.json().input)).toEqual([
      {
        video_url: 'https://cdn.example/v.mp4',
        mode: 'audio2video',
        audio_type: 'file',
        audio_file: Buffer.from('mp3-bytes').toString('base64'),
      },
      {
        video_url: 'https://cdn.example/v.mp4',
        mode: 'audio2video',
        audio_type: 'url',
        audio_url: 'https://cdn.example/a.mp3',
      },
      {
        video_url: 'https://cdn.example/v.mp4',
        mode: 'text2video',
        text: '大家好',
        voice_id: 'zhinen_xuesheng',
        voice_language: 'zh',
        voice_speed: 1,
      },
    ]);
    const localVideo = await run.file('video', 'video/mp4', 'v');
    const err = await failure(p.run('video.lipsync', input({ files: [localVideo, remoteAudio] }), run.ctx));
    expect(err.kind).toBe('not_configured');
    expect(err.userMessage).toContain('公网');
    await run.cleanup();
  });
});

describe('kling try-on', () => {
  it('sends human and cloth images and returns the image URL', async () => {
    const run = await createTestRun();
    const person = await run.file('person', 'image/jpeg', 'person');
    const garment = await run.file('garment', 'image/png', 'x', 'https://cdn.example/cloth.png');
    const out = await provider().run('image.tryon', input({ files: [person, garment] }), run.ctx);
    expect(posts()[0]?.json()).toEqual({
      model_name: 'kolors-virtual-try-on-v1-5',
      human_image: Buffer.from('person').toString('base64'),
      cloth_image: 'https://cdn.example/cloth.png',
    });
    expect(out.files).toEqual([{ kind: 'image', url: 'https://kling-out.example/kt-1.png' }]);
    await run.cleanup();
  });
});

describe('kling errors, resume and abort', () => {
  it('turns a failed task into an error that keeps the vendor message', async () => {
    const run = await createTestRun();
    fake.outcome = 'risk';
    const refused = await failure(provider().run('video.generate', input({ prompt: 'x' }), run.ctx));
    expect(refused).toMatchObject({ kind: 'content_refused', retryable: false });
    expect(refused.detail).toContain('Failure to pass the risk control system');
    fake.outcome = 'bad';
    const bad = await failure(provider().run('video.generate', input({ prompt: 'x' }), run.ctx));
    expect(bad).toMatchObject({ kind: 'failed', retryable: false });
    expect(bad.detail).toContain('Image recognition failed');
    await run.cleanup();
  });

  it('maps body codes, not HTTP statuses: 1102 is a final credit problem though sent as 429', async () => {
    const run = await createTestRun();
    const ask = () => provider().run('video.generate', input({ prompt: 'x' }), run.ctx);
    fake.mode = 'balance';
    const balance = await failure(ask());
    expect(balance).toMatchObject({ kind: 'failed', retryable: false });
    expect(balance.userMessage).toContain('充值');
    expect(balance.detail).toContain('Resource pack depleted');
    fake.mode = 'rate';
    expect(await failure(ask())).toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 10_000,
    });
    fake.mode = 'concurrency';
    expect(await failure(ask())).toMatchObject({ kind: 'rate_limited', retryable: true });
    fake.mode = 'content';
    expect(await failure(ask())).toMatchObject({ kind: 'content_refused', retryable: false });
    fake.mode = 'auth';
    expect(await failure(ask())).toMatchObject({ kind: 'auth', retryable: false });
    fake.mode = 'server';
    expect(await failure(ask())).toMatchObject({ kind: 'unavailable', retryable: true });
    await run.cleanup();
  });

  it('fails authentication when the secret does not match', async () => {
    const run = await createTestRun();
    const err = await failure(
      provider({ secretKey: 'wrong-secret' }).run('video.generate', input({ prompt: 'x' }), run.ctx),
    );
    expect(err).toMatchObject({ kind: 'auth' });
    expect(err.detail).toContain('1002');
    const missing = await failure(
      provider({ secretKey: null }).run('video.generate', input({ prompt: 'x' }), run.ctx),
    );
    expect(missing.kind).toBe('not_configured');
    await run.cleanup();
  });

  it('resumes a saved task without submitting, and submits again for a task Kling no longer knows', async () => {
    fake.tasks.set('kt-saved', { path: '/v1/videos/image2video', polls: 1, outcome: 'succeed' });
    const run = await createTestRun({ resume: 'kt-saved' });
    const frame = await run.file('firstFrame', 'image/jpeg', 'f');
    const out = await provider().run('video.fromImage', input({ files: [frame] }), run.ctx);
    expect(posts()).toHaveLength(0);
    expect(out.providerTaskId).toBe('kt-saved');

    const lost = await createTestRun({ resume: 'kt-lost' });
    const again = await provider().run('video.fromImage', input({ files: [frame] }), lost.ctx);
    expect(posts()).toHaveLength(1);
    expect(lost.savedIds).toEqual([again.providerTaskId]);
    await Promise.all([run.cleanup(), lost.cleanup()]);
  });

  it('stops when the task signal aborts', async () => {
    const run = await createTestRun();
    fake.outcome = 'forever';
    fake.onPoll = (task) => {
      if (task.polls === 3) run.controller.abort();
    };
    const err = await provider()
      .run('video.generate', input({ prompt: 'x' }), run.ctx)
      .catch((e: unknown) => e);
    expect(isProviderError(err)).toBe(false);
    expect((err as Error).name).toBe('AbortError');
    await run.cleanup();
  });

  it('tests the connection with a task list call', async () => {
    expect((await provider().testConnection()).ok).toBe(true);
    expect(server.requests[0]?.path).toBe('/v1/videos/text2video');
    expect(await failure(provider({ secretKey: 'nope' }).testConnection())).toMatchObject({ kind: 'auth' });
  });
});

describe('kling token', () => {
  it('signs iss/exp/nbf as documented and signs again shortly before expiry', () => {
    let now = 1_700_000_000_000;
    const token = createKlingTokenSource(AK, SK, () => now);
    const first = token();
    const claims = JSON.parse(Buffer.from(first.split('.')[1] as string, 'base64url').toString());
    expect(claims).toEqual({ iss: AK, exp: 1_700_000_000 + 1800, nbf: 1_700_000_000 - 5 });
    now += 1000 * 1000;
    expect(token()).toBe(first);
    now += 600 * 1000;
    const renewed = token();
    expect(renewed).not.toBe(first);
    expect(JSON.parse(Buffer.from(renewed.split('.')[1] as string, 'base64url').toString()).exp).toBe(
      1_700_001_600 + 1800,
    );
  });
});
