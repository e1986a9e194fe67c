import { describe, expect, it } from 'vitest';
import { useFakeVendor } from '../common/test-fake-vendor';
import { createTestRun } from '../common/test-run-context';
import type { ProviderConfig, ProviderInput } from '../model-provider';
import { isProviderError, type ProviderError } from '../provider-error';
import { createDashScopeProvider } from './dashscope.provider';
import { BASE, fake, KEY, resetFake, startFakeDashScope } from './dashscope-fake-vendor';

const server = useFakeVendor(startFakeDashScope, fake, resetFake);

const provider = (overrides: Partial<ProviderConfig> = {}) =>
  createDashScopeProvider({
    id: 'ds-test',
    vendor: 'dashscope',
    name: '百炼',
    baseUrl: `${server.url}${BASE}`,
    apiKey: KEY,
    models: {},
    capabilities: [
      'image.generate',
      'image.edit',
      'image.inpaint',
      'image.upscale',
      'image.tryon',
      'video.generate',
      'video.fromImage',
      'video.lipsync',
    ],
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
const submits = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path.startsWith(`${BASE}/services`));

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe('dashscope images', () => {
  it('submits one qwen-image task per image asynchronously and saves the ids as they come', async () => {
    const run = await createTestRun();
    const out = await provider().run(
      'image.generate',
      input({ prompt: '古镇', count: 2, aspectRatio: '16:9' }),
      run.ctx,
    );
    const [first] = submits();
    expect(first?.headers['x-dashscope-async']).toBe('enable');
    expect(first?.headers['x-dashscope-ossresourceresolve']).toBeUndefined();
    expect(first?.json()).toEqual({
      model: 'qwen-image',
      input: { prompt: '古镇' },
      parameters: { size: '1664*928', n: 1, watermark: false },
    });
    expect(submits()).toHaveLength(2);
    expect(run.savedIds).toEqual(['task-1', 'task-1,task-2']);
    expect(out.providerTaskId).toBe('task-1,task-2');
    expect(out.files).toEqual([
      { kind: 'image', url: 'https://ds-out.example/qwen-image-0.png' },
      { kind: 'image', url: 'https://ds-out.example/qwen-image-0.png' },
    ]);
    await run.cleanup();
  });

  it('uploads local files to temporary storage for the model in use, then inpaints with oss:// URLs', async () => {
    const run = await createTestRun();
    const source = await run.file('source', 'image/png', 'source-bytes');
    const mask = await run.file('mask', 'image/png', 'mask-bytes');
    const out = await provider().run(
      'image.inpaint',
      input({ prompt: '把天空换成晚霞', files: [source, mask], count: 2 }),
      run.ctx,
    );

    const policy = server.requests.filter((r) => r.path === `${BASE}/uploads`);
    expect(policy).toHaveLength(1);
    expect(policy[0]?.query.get('model')).toBe('wanx2.1-imageedit');
    expect(fake.uploads.size).toBe(2);
    expect([...fake.uploads.values()].map((u) => [u.bytes, u.type])).toEqual([
      ['source-bytes', 'image/png'],
      ['mask-bytes', 'image/png'],
    ]);
    const submit = submits()[0];
    expect(submit?.headers['x-dashscope-ossresourceresolve']).toBe('enable');
    const body = submit?.json();
    expect(body.model).toBe('wanx2.1-imageedit');
    expect(body.input).toMatchObject({ function: 'description_edit_with_mask', prompt: '把天空换成晚霞' });
    expect(body.input.base_image_url).toMatch(/^oss:\/\/dashscope-instant\/.+\.png$/);
    expect(body.input.mask_image_url).toMatch(/^oss:\/\//);
    expect(body.parameters).toEqual({ n: 2 });
    expect(out.files).toHaveLength(2);
    // The RUNNING answer carries task_metrics (1 of 2 done): that, not the clock, is the progress.
    expect(run.progress).toContain(50);
    expect(Math.max(...run.progress)).toBeLessThanOrEqual(95);
    await run.cleanup();
  });

  it('upscales and edits public images without uploading', async () => {
    const run = await createTestRun();
    const img = await run.file('source', 'image/jpeg', 'x', 'https://cdn.example/a.jpg');
    await provider().run('image.upscale', input({ files: [img], scale: 4 }), run.ctx);
    await provider().run('image.edit', input({ prompt: '转成水墨风', files: [img] }), run.ctx);
    expect(server.requests.some((r) => r.path.includes('uploads'))).toBe(false);
    const [upscale, edit] = submits().map((r) => r.json());
    expect(upscale).toEqual({
      model: 'wanx2.1-imageedit',
      input: {
        function: 'super_resolution',
        prompt: '图像超分',
        base_image_url: 'https://cdn.example/a.jpg',
      },
      parameters: { upscale_factor: 4, n: 1 },
    });
    expect(edit.input).toEqual({
      function: 'description_edit',
      prompt: '转成水墨风',
      base_image_url: 'https://cdn.example/a.jpg',
    });
    await run.cleanup();
  });

  it('tries garments on with aitryon and returns image_url', async () => {
    const run = await createTestRun();
    const person = await run.file('person', 'image/jpeg', 'p', 'https://cdn.example/p.jpg');
    const garment = await run.file('garment', 'image/jpeg', 'g');
    const out = await provider().run('image.tryon', input({ files: [person, garment] }), run.ctx);
    const body = submits()[0]?.json();
    expect(body.model).toBe('aitryon');
    expect(body.input.person_image_url).toBe('https://cdn.example/p.jpg');
    expect(body.input.top_garment_url).toMatch(/^oss:\/\//);
    expect(out.files).toEqual([{ kind: 'image', url: 'https://ds-out.example/tryon.jpg' }]);
    await run.cleanup();
  });
});

describe('dashscope video', () => {
  it('sends text-to-video with a documented size and image-to-video with img_url', async () => {
    const run = await createTestRun();
    await provider().run(
      'video.generate',
      input({
        prompt: '城市夜景',
        aspectRatio: '9:16',
        durationSeconds: 5,
        features: { bigMotion: true, highDetail: false, superFrame: true, multiCamera: true },
      }),
      run.ctx,
    );
    const frame = await run.file('firstFrame', 'image/jpeg', 'f', 'https://cdn.example/f.jpg');
    const out = await provider({ models: { 'video.fromImage': 'wan2.5-i2v-preview' } }).run(
      'video.fromImage',
      input({ prompt: '微风', files: [frame] }),
      run.ctx,
    );
    const [t2v, i2v] = submits();
    expect(t2v?.path).toBe(`${BASE}/services/aigc/video-generation/video-synthesis`);
    expect(t2v?.json()).toEqual({
      model: 'wan2.2-t2v-plus',
      input: { prompt: '城市夜景' },
      parameters: {
        size: '1080*1920',
        watermark: false,
        duration: 5,
        shot_type: 'multi',
        prompt_extend: true,
      },
    });
    expect(i2v?.json()).toEqual({
      model: 'wan2.5-i2v-preview',
      input: { img_url: 'https://cdn.example/f.jpg', prompt: '微风' },
      parameters: { resolution: '1080P', watermark: false },
    });
    expect(out.files).toEqual([
      { kind: 'video', url: 'https://ds-out.example/video-synthesis.mp4', mime: 'video/mp4' },
    ]);
    await run.cleanup();
  });

  it('uses the kf2v endpoint and model for first and last frames', async () => {
    const run = await createTestRun();
    const first = await run.file('firstFrame', 'image/png', 'first');
    const last = await run.file('lastFrame', 'image/png', 'last');
    await provider().run('video.fromImage', input({ files: [first, last] }), run.ctx);
    expect(server.requests.find((r) => r.path === `${BASE}/uploads`)?.query.get('model')).toBe(
      'wan2.2-kf2v-flash',
    );
    const submit = submits()[0];
    expect(submit?.path).toBe(`${BASE}/services/aigc/image2video/video-synthesis`);
    expect(submit?.json().model).toBe('wan2.2-kf2v-flash');
    await run.cleanup();
  });

  it('lip-syncs with videoretalk and refuses without audio', async () => {
    const run = await createTestRun();
    const video = await run.file('video', 'video/mp4', 'v', 'https://cdn.example/v.mp4');
    const audio = await run.file('audio', 'audio/mpeg', 'a');
    const out = await provider().run('video.lipsync', input({ files: [video, audio] }), run.ctx);
    const submit = submits()[0];
    expect(submit?.path).toBe(`${BASE}/services/aigc/image2video/video-synthesis/`);
    expect(submit?.json()).toMatchObject({
      model: 'videoretalk',
      input: {
        video_url: 'https://cdn.example/v.mp4',
        audio_url: expect.stringMatching(/^oss:\/\/.+\.mp3$/),
      },
      parameters: { video_extension: false },
    });
    expect(out.files[0]).toMatchObject({ kind: 'video' });
    const err = await failure(
      provider().run('video.lipsync', input({ files: [video], text: '你好' }), run.ctx),
    );
    expect(err.kind).toBe('bad_input');
    await run.cleanup();
  });
});

describe('dashscope errors, resume and abort', () => {
  it('turns a FAILED task into an error keeping the vendor code and message', async () => {
    const run = await createTestRun();
    fake.outcome = 'inspect';
    const refused = await failure(provider().run('video.generate', input({ prompt: 'x' }), run.ctx));
    expect(refused).toMatchObject({ kind: 'content_refused', retryable: false });
    expect(refused.detail).toContain('Output data may contain inappropriate content.');

    fake.outcome = 'internal';
    const internal = await failure(provider().run('video.generate', input({ prompt: 'x' }), run.ctx));
    expect(internal).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(internal.detail).toContain('InternalError.Algo');
    await run.cleanup();
  });

  it('classifies submit errors from the body code', async () => {
    const run = await createTestRun();
    const ask = () => provider().run('image.generate', input({ prompt: 'x' }), run.ctx);
    fake.mode = 'rate';
    expect(await failure(ask())).toMatchObject({ kind: 'rate_limited', retryable: true, retryAfterMs: 3000 });
    fake.mode = 'auth';
    expect(await failure(ask())).toMatchObject({ kind: 'auth', retryable: false });
    fake.mode = 'inspect';
    expect(await failure(ask())).toMatchObject({ kind: 'content_refused', retryable: false });
    fake.mode = 'invalid';
    expect(await failure(ask())).toMatchObject({ kind: 'bad_input', retryable: false });
    fake.mode = 'arrearage';
    const arrears = await failure(ask());
    expect(arrears).toMatchObject({ kind: 'failed', retryable: false });
    expect(arrears.userMessage).toContain('欠费');
    await run.cleanup();
  });

  it('resumes saved tasks without submitting or uploading again', async () => {
    fake.tasks.set('task-a', {
      endpoint: 'text2image',
      body: { model: 'qwen-image', parameters: { n: 1 } },
      polls: 2,
      outcome: 'ok',
    });
    fake.tasks.set('task-b', {
      endpoint: 'text2image',
      body: { model: 'qwen-image', parameters: { n: 1 } },
      polls: 2,
      outcome: 'ok',
    });
    const run = await createTestRun({ resume: 'task-a,task-b' });
    const local = await run.file('source', 'image/png', 'x');
    const out = await provider().run(
      'image.generate',
      input({ prompt: 'x', count: 2, files: [local] }),
      run.ctx,
    );
    expect(server.requests.every((r) => r.method === 'GET' && r.path.startsWith(`${BASE}/tasks/`))).toBe(
      true,
    );
    expect(run.savedIds).toEqual([]);
    expect(out.files).toHaveLength(2);
    await run.cleanup();
  });

  it('submits again when the resumed id is UNKNOWN to DashScope', async () => {
    const run = await createTestRun({ resume: 'task-expired' });
    const out = await provider().run('video.generate', input({ prompt: 'x' }), run.ctx);
    expect(submits()).toHaveLength(1);
    expect(run.savedIds).toEqual(['task-1']);
    expect(out.providerTaskId).toBe('task-1');
    await run.cleanup();
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

  it('tests the connection with a task list query', async () => {
    const result = await provider().testConnection();
    expect(result.ok).toBe(true);
    expect(server.requests[0]?.path).toBe(`${BASE}/tasks/`);
    expect(server.requests[0]?.query.get('page_size')).toBe('1');
    fake.mode = 'auth';
    expect(await failure(provider().testConnection())).toMatchObject({ kind: 'auth' });
  });
});
