import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRun } from '../common/test-run-context';
import type { InputFile, ProviderInput, ProviderOutputFile } from '../model-provider';
import { ProviderError } from '../provider-error';
import { createComfyUiProvider } from './comfyui.provider';
import { COMFYUI_TXT2IMG_WORKFLOW, COMFYUI_UPSCALE_WORKFLOW } from './comfyui-workflow-templates';
import { OUTPUT_PNG, startFakeComfyUi } from './fake-comfyui.test-support';

const KEY = 'comfy-proxy-key';
let fake: Awaited<ReturnType<typeof startFakeComfyUi>> | null = null;
let run: Awaited<ReturnType<typeof createTestRun>> | null = null;

afterEach(async () => {
  await fake?.close();
  await run?.cleanup();
  fake = null;
  run = null;
});

async function setup(
  options: { websocket?: boolean; resume?: string; workflows?: Record<string, unknown> } = {},
) {
  fake = await startFakeComfyUi({ key: KEY, websocket: options.websocket ?? true });
  run = await createTestRun({ resume: options.resume ?? null });
  const provider = createComfyUiProvider({
    id: 'p-comfy',
    vendor: 'comfyui',
    name: 'GPU 主机',
    baseUrl: `${fake.url}/`,
    apiKey: KEY,
    models: {},
    capabilities: ['image.generate', 'image.upscale', 'video.generate'],
    concurrency: 1,
    options: {
      workflows: options.workflows ?? {
        'image.generate': COMFYUI_TXT2IMG_WORKFLOW,
        'image.upscale': JSON.stringify(COMFYUI_UPSCALE_WORKFLOW),
      },
      pollIntervalMs: 10,
      // Long enough that a test only passes through the websocket's own "done" when the socket is up.
      socketCheckIntervalMs: 60_000,
    },
  });
  return { fake, run, provider };
}

const input = (partial: Partial<ProviderInput>): ProviderInput => ({
  taskType: 'test',
  files: [],
  count: 1,
  extra: {},
  ...partial,
});

const pathOf = (file: ProviderOutputFile | undefined) => (file && 'path' in file ? file.path : '');

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err as ProviderError,
  );

describe('comfyui provider', () => {
  it('serves the capabilities that have a workflow', async () => {
    const { provider } = await setup();
    expect(provider.capabilities).toEqual(['image.generate', 'image.upscale']);
  });

  it('queues the filled graph, follows progress over the websocket and downloads the saved images', async () => {
    const { fake, run, provider } = await setup();
    const output = await provider.run(
      'image.generate',
      input({
        prompt: '雨夜的霓虹街道',
        negativePrompt: 'blurry',
        count: 2,
        size: { width: 1000, height: 562 },
        extra: { seed: 42 },
      }),
      run.ctx,
    );

    expect(fake.violations).toEqual([]);
    const [posted] = fake.prompts;
    expect(posted?.prompt['3']?.inputs.seed).toBe(42);
    expect(posted?.prompt['5']?.inputs).toEqual({ width: 1000, height: 560, batch_size: 2 });
    expect(posted?.prompt['6']?.inputs.text).toBe('雨夜的霓虹街道');
    expect(posted?.prompt['7']?.inputs.text).toBe('blurry');
    expect(posted?.prompt['4']?.inputs.ckpt_name).toBe('sd_xl_base_1.0.safetensors');
    expect(typeof posted?.client_id).toBe('string');
    expect(fake.state.socketConnections).toBe(1);

    const promptId = output.providerTaskId;
    expect(run.savedIds).toEqual([promptId]);
    expect(run.progress.length).toBeGreaterThan(0);
    expect(run.progress).toEqual([...run.progress].sort((a, b) => a - b));
    expect(run.progress.at(-1)).toBe(95);

    // Only the saved outputs, not the preview in temp.
    expect(output.files).toHaveLength(2);
    expect(output.files[0]).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect((await readFile(pathOf(output.files[0]))).equals(OUTPUT_PNG)).toBe(true);
    const views = fake.requests.filter((r) => r.path === '/view');
    expect(views.map((r) => Object.fromEntries(r.query))).toEqual([
      { filename: 'lizi_00001_.png', subfolder: '', type: 'output' },
      { filename: 'lizi_00002_.png', subfolder: '', type: 'output' },
    ]);
    await expect.poll(() => fake.state.socketsOpen).toBe(0);
  });

  it('uploads the source image and puts the name ComfyUI gave it into LoadImage', async () => {
    const { fake, run, provider } = await setup();
    const source: InputFile = { role: 'source', mime: 'image/png', path: join(run.ctx.tmpDir, 'in.png') };
    await writeFile(source.path, OUTPUT_PNG);

    const output = await provider.run('image.upscale', input({ files: [source], scale: 4 }), run.ctx);

    expect(fake.violations).toEqual([]);
    expect(fake.uploads.size).toBe(1);
    const [[name, upload]] = [...fake.uploads.entries()] as [
      [string, { bytes: Buffer; mime: string; fields: Record<string, string> }],
    ];
    expect(upload.bytes.equals(OUTPUT_PNG)).toBe(true);
    expect(upload.mime).toBe('image/png');
    expect(upload.fields).toEqual({ overwrite: 'true', type: 'input' });
    expect(name).toMatch(/\.png$/);
    expect(fake.prompts[0]?.prompt['1']?.inputs.image).toBe(name);
    expect(output.files).toHaveLength(2);
  });

  it('falls back to polling /history when the websocket cannot connect', async () => {
    const { fake, run, provider } = await setup({ websocket: false });
    const output = await provider.run('image.generate', input({ prompt: 'a cat' }), run.ctx);
    expect(output.files).toHaveLength(2);
    expect(fake.state.socketConnections).toBe(0);
    expect(run.warnings).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path.startsWith('/history/')).length).toBeGreaterThan(1);
    expect(run.savedIds).toEqual([output.providerTaskId]);
  });

  it('switches to polling when the websocket drops mid-run', async () => {
    const { fake, run, provider } = await setup();
    fake.state.dropSocket = true;
    const output = await provider.run('image.generate', input({ prompt: 'a cat' }), run.ctx);
    expect(output.files).toHaveLength(2);
    expect(fake.state.socketConnections).toBe(1);
  });

  it('resumes a saved prompt by waiting on /history, without uploading or queueing again', async () => {
    const { fake, run, provider } = await setup({ resume: 'prompt-from-crashed-worker' });
    fake.addRunning('prompt-from-crashed-worker');
    const source: InputFile = { role: 'source', mime: 'image/png', path: join(run.ctx.tmpDir, 'in.png') };
    await writeFile(source.path, OUTPUT_PNG);
    let polls = 0;
    const pending = provider.run('image.upscale', input({ files: [source] }), run.ctx);
    await expect
      .poll(() => {
        polls = fake?.requests.filter((r) => r.path === '/history/prompt-from-crashed-worker').length ?? 0;
        return polls;
      })
      .toBeGreaterThan(1);
    fake.finishPrompt('prompt-from-crashed-worker');
    const output = await pending;

    expect(output.providerTaskId).toBe('prompt-from-crashed-worker');
    expect(output.files).toHaveLength(2);
    expect(fake.requests.some((r) => r.path === '/prompt' || r.path === '/upload/image')).toBe(false);
    expect(fake.state.socketConnections).toBe(0);
    expect(run.savedIds).toEqual([]);
  });

  it('fails a resumed prompt the host no longer knows', async () => {
    const { run, provider } = await setup({ resume: 'forgotten' });
    const error = await failure(provider.run('image.generate', input({ prompt: 'x' }), run.ctx));
    expect(error.kind).toBe('failed');
    expect(error.detail).toContain('forgotten');
  });

  it('reports an execution_error from the websocket as a final failure with the exception', async () => {
    const { fake, run, provider } = await setup();
    fake.state.script = 'error';
    const error = await failure(provider.run('image.generate', input({ prompt: 'x' }), run.ctx));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe('failed');
    expect(error.retryable).toBe(false);
    expect(error.detail).toContain('CUDA out of memory');
    expect(error.detail).toContain('KSampler');
  });

  it('reads the same error from the history status when polling', async () => {
    const { fake, run, provider } = await setup({ websocket: false });
    fake.state.script = 'error';
    const error = await failure(provider.run('image.generate', input({ prompt: 'x' }), run.ctx));
    expect(error.kind).toBe('failed');
    expect(error.detail).toContain('torch.OutOfMemoryError: CUDA out of memory');
  });

  it('maps a graph ComfyUI refuses (400 with node_errors) to bad_input', async () => {
    const { fake, run, provider } = await setup();
    fake.state.promptAnswer = {
      status: 400,
      body: {
        error: {
          type: 'prompt_outputs_failed_validation',
          message: 'Prompt outputs failed validation',
          details: '',
          extra_info: {},
        },
        node_errors: {
          '4': {
            errors: [
              {
                type: 'value_not_in_list',
                message: 'Value not in list',
                details: "ckpt_name: 'sd_xl_base_1.0.safetensors' not in []",
                extra_info: {},
              },
            ],
            dependent_outputs: ['9'],
            class_type: 'CheckpointLoaderSimple',
          },
        },
      },
    };
    const error = await failure(provider.run('image.generate', input({ prompt: 'x' }), run.ctx));
    expect(error.kind).toBe('bad_input');
    expect(error.detail).toContain('CheckpointLoaderSimple #4: Value not in list');
    expect(run.savedIds).toEqual([]);
    await expect.poll(() => fake?.state.socketsOpen).toBe(0);
  });

  it.each([
    [{ status: 429, body: { error: 'busy' }, headers: { 'retry-after': '12' } }, 'rate_limited', 12_000],
    [{ status: 401, body: { error: 'unauthorized' } }, 'auth', null],
    [{ status: 500, body: { error: 'internal' } }, 'unavailable', null],
    [{ status: 200, body: null, raw: '<html>502 Bad Gateway</html>' }, 'unavailable', null],
  ])('classifies a /prompt answer %j as %s', async (answer, kind, retryAfterMs) => {
    const { fake, run, provider } = await setup();
    fake.state.promptAnswer = answer;
    const error = await failure(provider.run('image.generate', input({ prompt: 'x' }), run.ctx));
    expect(error.kind).toBe(kind);
    expect(error.retryAfterMs).toBe(retryAfterMs);
  });

  it('stops waiting when the task is aborted, closing the websocket but leaving the prompt on the host', async () => {
    const { fake, run, provider } = await setup();
    fake.state.script = 'hang';
    const pending = provider.run('image.generate', input({ prompt: 'x' }), run.ctx);
    await expect.poll(() => run?.savedIds.length).toBe(1);
    run.controller.abort();
    await expect(pending).rejects.toBeDefined();
    await expect.poll(() => fake?.state.socketsOpen).toBe(0);
    expect(fake.running.size).toBe(1);
  });

  it('refuses a template with a placeholder it cannot fill before uploading anything', async () => {
    const { fake, run, provider } = await setup({
      workflows: {
        'image.generate': {
          '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
          '2': { class_type: 'Foo', inputs: { style: '{{style}}' } },
        },
      },
    });
    const source: InputFile = { role: 'source', mime: 'image/png', path: join(run.ctx.tmpDir, 'in.png') };
    await writeFile(source.path, OUTPUT_PNG);
    const error = await failure(provider.run('image.generate', input({ files: [source] }), run.ctx));
    expect(error.kind).toBe('not_configured');
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a run whose template needs a file the task does not have', async () => {
    const { fake, run, provider } = await setup();
    const error = await failure(provider.run('image.upscale', input({}), run.ctx));
    expect(error.kind).toBe('bad_input');
    expect(fake.requests).toHaveLength(0);
  });

  it('downloads video outputs of VideoHelperSuite nodes as video', async () => {
    const { fake, run, provider } = await setup({
      workflows: { 'video.generate': COMFYUI_TXT2IMG_WORKFLOW },
    });
    fake.state.outputs = {
      '12': {
        gifs: [
          {
            filename: 'lizi_00001.mp4',
            subfolder: 'video',
            type: 'output',
            format: 'video/h264-mp4',
            frame_rate: 8,
          },
        ],
      },
    };
    const output = await provider.run('video.generate', input({ prompt: 'x' }), run.ctx);
    expect(output.files).toEqual([{ kind: 'video', mime: 'video/mp4', path: expect.any(String) }]);
    expect((await readFile(pathOf(output.files[0]))).toString()).toBe('fake mp4');
  });

  it('tests the connection with /system_stats', async () => {
    const { provider } = await setup();
    const result = await provider.testConnection();
    expect(result.detail).toContain('0.3.43');
    expect(result.detail).toContain('RTX 4090');
  });

  it('reports a wrong key on the connection test as auth', async () => {
    const { fake } = await setup();
    const wrong = createComfyUiProvider({
      id: 'p',
      vendor: 'comfyui',
      name: 'x',
      baseUrl: fake.url,
      apiKey: 'wrong',
      models: {},
      capabilities: [],
      concurrency: 1,
      options: {},
    });
    expect((await failure(wrong.testConnection())).kind).toBe('auth');
  });
});
