import { describe, expect, it } from 'vitest';
import { useFakeVendor } from '../common/test-fake-vendor';
import { createTestRun } from '../common/test-run-context';
import type { ProviderConfig, ProviderInput } from '../model-provider';
import { isProviderError, type ProviderError } from '../provider-error';
import { createArkProvider } from './ark.provider';
import { fake, KEY, resetFake, startFakeArk } from './ark-fake-vendor';

const server = useFakeVendor(startFakeArk, fake, resetFake);

const provider = (overrides: Partial<ProviderConfig> = {}) =>
  createArkProvider({
    id: 'ark-test',
    vendor: 'ark',
    name: '火山方舟',
    baseUrl: `${server.url}/api/v3`,
    apiKey: KEY,
    models: {},
    capabilities: ['image.generate', 'image.edit', 'video.generate', 'video.fromImage'],
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

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe('ark images (Seedream)', () => {
  it('generates one request per image with the documented fields and the size raised to the pixel floor', async () => {
    const run = await createTestRun();
    const out = await provider().run(
      'image.generate',
      input({ prompt: '雨夜街头', count: 2, size: { width: 1024, height: 576 } }),
      run.ctx,
    );
    expect(out.files).toHaveLength(2);
    expect(out.files[0]).toMatchObject({ kind: 'image', url: expect.stringMatching(/^https:\/\/ark-out/) });
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers['content-type']).toBe('application/json');
    const body = posts[0]?.json();
    expect(body).toMatchObject({
      model: 'doubao-seedream-4-0-250828',
      prompt: '雨夜街头',
      response_format: 'url',
      watermark: false,
      size: '1280x720',
    });
    expect(body.image).toBeUndefined();
    await run.cleanup();
  });

  it('sends references as URLs or data URIs, one string for one image and an array for several', async () => {
    const run = await createTestRun();
    const local = await run.file('source', 'image/png', 'png-bytes');
    const remote = await run.file('reference', 'image/jpeg', 'x', 'https://cdn.example/ref.jpg');
    await provider({ models: { 'image.edit': 'ep-20250101-seededit' } }).run(
      'image.edit',
      input({ prompt: '换成水彩风格', files: [remote, local], resolution: '2K' }),
      run.ctx,
    );
    const body = server.requests[0]?.json();
    expect(body.model).toBe('ep-20250101-seededit');
    expect(body.size).toBe('2K');
    expect(body.image).toEqual([
      `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}`,
      'https://cdn.example/ref.jpg',
    ]);

    server.requests.length = 0;
    await provider().run('image.edit', input({ prompt: '改', files: [remote] }), run.ctx);
    expect(server.requests[0]?.json().image).toBe('https://cdn.example/ref.jpg');
    await run.cleanup();
  });

  it('classifies rate limit (with Retry-After), auth, content refusal and an overdue account', async () => {
    const run = await createTestRun();
    const p = provider();
    const ask = () => p.run('image.generate', input({ prompt: 'x' }), run.ctx);

    fake.mode = 'rate';
    const rate = await failure(ask());
    expect(rate).toMatchObject({ kind: 'rate_limited', retryable: true, retryAfterMs: 7000 });

    fake.mode = 'auth';
    expect(await failure(ask())).toMatchObject({ kind: 'auth', retryable: false });

    fake.mode = 'sensitive';
    const refused = await failure(ask());
    expect(refused).toMatchObject({ kind: 'content_refused', retryable: false });
    expect(refused.detail).toContain('InputTextSensitiveContentDetected');

    fake.mode = 'overdue';
    const overdue = await failure(ask());
    expect(overdue).toMatchObject({ kind: 'failed', retryable: false });
    expect(overdue.userMessage).toContain('充值');
    await run.cleanup();
  });
});

describe('ark video (Seedance)', () => {
  it('submits first and last frames with roles, saves the id, polls to success', async () => {
    const run = await createTestRun();
    const first = await run.file('firstFrame', 'image/jpeg', 'first');
    const last = await run.file('lastFrame', 'image/png', 'last', 'https://cdn.example/last.png');
    const out = await provider().run(
      'video.fromImage',
      input({
        prompt: '镜头缓慢推进',
        files: [first, last],
        durationSeconds: 10,
        features: { bigMotion: true, highDetail: true, superFrame: false, multiCamera: true },
      }),
      run.ctx,
    );
    const submit = server.requests.find((r) => r.method === 'POST');
    expect(submit?.path).toBe('/api/v3/contents/generations/tasks');
    expect(submit?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = submit?.json();
    expect(body).toMatchObject({
      model: 'doubao-seedance-1-0-pro-250528',
      ratio: 'adaptive',
      duration: 10,
      resolution: '1080p',
      watermark: false,
    });
    expect(body.content).toEqual([
      { type: 'text', text: '镜头缓慢推进' },
      {
        type: 'image_url',
        image_url: { url: `data:image/jpeg;base64,${Buffer.from('first').toString('base64')}` },
        role: 'first_frame',
      },
      { type: 'image_url', image_url: { url: 'https://cdn.example/last.png' }, role: 'last_frame' },
    ]);
    expect(run.savedIds).toEqual(['cgt-20250101-1']);
    expect(out).toEqual({
      files: [{ kind: 'video', url: 'https://ark-out.example/cgt-20250101-1.mp4', mime: 'video/mp4' }],
      providerTaskId: 'cgt-20250101-1',
    });
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
    expect(run.progress.every((p, i) => p <= 95 && p >= (run.progress[i - 1] ?? 0))).toBe(true);
    await run.cleanup();
  });

  it('puts parameters into the text as commands when the endpoint predates the fields', async () => {
    const run = await createTestRun();
    await provider({ options: { pollIntervalMs: 1, arkParameterStyle: 'text' } }).run(
      'video.generate',
      input({ prompt: '海边日落', aspectRatio: '9:16' }),
      run.ctx,
    );
    const body = server.requests[0]?.json();
    expect(body.content).toEqual([{ type: 'text', text: '海边日落 --rs 720p --rt 9:16 --dur 5 --wm false' }]);
    expect(body.ratio).toBeUndefined();
    await run.cleanup();
  });

  it('turns a failed task into a final error keeping the vendor message', async () => {
    const run = await createTestRun();
    fake.outcome = 'refused';
    const err = await failure(provider().run('video.generate', input({ prompt: 'x' }), run.ctx));
    expect(err).toMatchObject({ kind: 'content_refused', retryable: false });
    expect(err.detail).toContain('The generated video may contain sensitive information.');

    fake.outcome = 'cancelled';
    expect(await failure(provider().run('video.generate', input({ prompt: 'x' }), run.ctx))).toMatchObject({
      kind: 'failed',
      retryable: false,
    });
    await run.cleanup();
  });

  it('resumes a saved task without submitting again', async () => {
    fake.tasks.set('cgt-saved', { polls: 1, outcome: 'succeeded' });
    const run = await createTestRun({ resume: 'cgt-saved' });
    const out = await provider().run('video.generate', input({ prompt: 'x' }), run.ctx);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(run.savedIds).toEqual([]);
    expect(out.providerTaskId).toBe('cgt-saved');
    await run.cleanup();
  });

  it('submits again when the resumed task had failed retryably or is unknown', async () => {
    fake.tasks.set('cgt-broken', { polls: 5, outcome: 'internal' });
    const run = await createTestRun({ resume: 'cgt-broken' });
    const out = await provider().run('video.generate', input({ prompt: 'x' }), run.ctx);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(run.savedIds).toEqual(['cgt-20250101-2']);
    expect(out.providerTaskId).toBe('cgt-20250101-2');

    const again = await createTestRun({ resume: 'cgt-nobody-knows' });
    await provider().run('video.generate', input({ prompt: 'x' }), again.ctx);
    expect(again.savedIds).toHaveLength(1);
    await Promise.all([run.cleanup(), again.cleanup()]);
  });

  it('stops polling when the task signal aborts', async () => {
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
    const polls = server.requests.filter((r) => r.method === 'GET').length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests.filter((r) => r.method === 'GET').length).toBe(polls);
    await run.cleanup();
  });
});

describe('ark connection test', () => {
  it('lists one video task page with the key', async () => {
    const result = await provider().testConnection();
    expect(result.ok).toBe(true);
    expect(server.requests[0]?.path).toBe('/api/v3/contents/generations/tasks');
    expect(server.requests[0]?.query.get('page_size')).toBe('1');
    fake.mode = 'auth';
    expect(await failure(provider().testConnection())).toMatchObject({ kind: 'auth' });
  });

  it('refuses to call without a key', async () => {
    const run = await createTestRun();
    const err = await failure(
      provider({ apiKey: null }).run('image.generate', input({ prompt: 'x' }), run.ctx),
    );
    expect(err.kind).toBe('not_configured');
    expect(server.requests).toHaveLength(0);
    await run.cleanup();
  });
});
