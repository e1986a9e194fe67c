import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestRun } from '../common/test-run-context';
import { type Handler, type RecordedRequest, sendJson, startVendorServer } from '../common/test-server';
import type { InputFile, ProviderConfig, ProviderInput } from '../model-provider';
import { createOpenAiProvider } from './openai.provider';

/*
 * A stand-in for OpenAI's images API as its reference describes it: POST /v1/images/generations takes JSON
 * {model, prompt, n, size}; POST /v1/images/edits takes multipart/form-data with `image` (or `image[]` for
 * several), an optional PNG `mask` whose fully transparent pixels mark the area to edit and which has the
 * first image's dimensions, `prompt`, `n`, `size`. Both answer {created, data: [{b64_json} | {url}]}.
 */

const KEY = 'sk-test-images';
const routes: Record<string, Handler> = {};
let vendor: Awaited<ReturnType<typeof startVendorServer>>;
let run: Awaited<ReturnType<typeof createTestRun>>;

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function provider(models: ProviderConfig['models'], options: Record<string, unknown> = {}) {
  return createOpenAiProvider({
    id: 'p-openai',
    vendor: 'openai',
    name: 'OpenAI',
    baseUrl: `${vendor.url}/v1`,
    apiKey: KEY,
    models,
    capabilities: ['image.generate', 'image.edit', 'image.inpaint'],
    concurrency: 1,
    options,
  });
}

function input(partial: Partial<ProviderInput>): ProviderInput {
  return { taskType: 'test', files: [], count: 1, extra: {}, ...partial };
}

async function formOf(req: RecordedRequest): Promise<FormData> {
  return new Response(req.body, {
    headers: { 'content-type': String(req.headers['content-type']) },
  }).formData();
}

async function imageFile(role: InputFile['role'], name: string, image: Sharp, mime: string) {
  const path = join(run.ctx.tmpDir, name);
  await writeFile(path, await image.toBuffer());
  return { role, mime, path } satisfies InputFile;
}

beforeAll(async () => {
  vendor = await startVendorServer(routes);
});

afterAll(async () => {
  vendor.server.closeAllConnections();
  await vendor.close();
});

beforeEach(async () => {
  vendor.requests.length = 0;
  for (const key of Object.keys(routes)) delete routes[key];
  run = await createTestRun();
});

afterEach(() => run.cleanup());

describe('openai image generation', () => {
  it('posts JSON with the nearest supported size and decodes b64_json images', async () => {
    routes['POST /v1/images/generations'] = (req, res) => {
      const body = req.json();
      sendJson(res, 200, {
        created: 1,
        data: Array.from({ length: body.n }, () => ({ b64_json: PNG_1x1.toString('base64') })),
        output_format: 'png',
      });
    };
    const output = await provider({ 'image.generate': 'gpt-image-1' }).run(
      'image.generate',
      input({ prompt: '雨夜的街道', count: 2, size: { width: 1920, height: 1080 } }),
      run.ctx,
    );

    const [req] = vendor.requests;
    expect(req?.path).toBe('/v1/images/generations');
    expect(req?.method).toBe('POST');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.headers['content-type']).toContain('application/json');
    // gpt-image-1 always answers base64 and refuses response_format, so none is sent.
    expect(req?.json()).toEqual({ model: 'gpt-image-1', prompt: '雨夜的街道', n: 2, size: '1536x1024' });
    expect(output.files).toHaveLength(2);
    expect(output.files[0]).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect((output.files[0] as { data: Buffer }).data.equals(PNG_1x1)).toBe(true);
    expect(run.progress.at(-1)).toBe(95);
  });

  it('asks dall-e-3 one image per request, maps portrait sizes and accepts URL answers', async () => {
    let served = 0;
    routes['POST /v1/images/generations'] = (_req, res) => {
      served += 1;
      sendJson(res, 200, {
        created: 1,
        data: [{ url: `https://cdn.example/img-${served}.png`, revised_prompt: 'x' }],
      });
    };
    const output = await provider({ 'image.generate': 'dall-e-3' }).run(
      'image.generate',
      input({ prompt: 'a poster', count: 2, aspectRatio: '9:16' }),
      run.ctx,
    );
    expect(vendor.requests).toHaveLength(2);
    for (const req of vendor.requests)
      expect(req.json()).toEqual({
        model: 'dall-e-3',
        prompt: 'a poster',
        n: 1,
        size: '1024x1792',
        response_format: 'b64_json',
      });
    expect(output.files).toEqual([
      { kind: 'image', url: 'https://cdn.example/img-1.png' },
      { kind: 'image', url: 'https://cdn.example/img-2.png' },
    ]);
  });

  it('refuses an empty prompt before calling the vendor', async () => {
    await expect(provider({}).run('image.generate', input({ prompt: '  ' }), run.ctx)).rejects.toMatchObject({
      kind: 'bad_input',
    });
    expect(vendor.requests).toHaveLength(0);
  });
});

describe('openai image edits', () => {
  it('sends the source and references as image[] files in one multipart request', async () => {
    routes['POST /v1/images/edits'] = (_req, res) =>
      sendJson(res, 200, { created: 1, data: [{ b64_json: PNG_1x1.toString('base64') }] });
    const source = await imageFile(
      'source',
      'source.jpg',
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).jpeg(),
      'image/jpeg',
    );
    const reference = await imageFile(
      'reference',
      'ref.gif',
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).gif(),
      'image/gif',
    );

    const output = await provider({ 'image.edit': 'gpt-image-1' }).run(
      'image.edit',
      input({
        prompt: '把两件产品放进礼盒',
        files: [reference, source],
        size: { width: 1024, height: 1024 },
      }),
      run.ctx,
    );

    const [req] = vendor.requests;
    expect(req?.path).toBe('/v1/images/edits');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(req as RecordedRequest);
    expect(form.get('model')).toBe('gpt-image-1');
    expect(form.get('prompt')).toBe('把两件产品放进礼盒');
    expect(form.get('n')).toBe('1');
    expect(form.get('size')).toBe('1024x1024');
    expect(form.get('mask')).toBeNull();
    expect(form.get('image')).toBeNull();
    const images = form.getAll('image[]') as File[];
    expect(images.map((f) => f.type)).toEqual(['image/jpeg', 'image/png']);
    const [first, second] = await Promise.all(
      images.map(async (f) => sharp(Buffer.from(await f.arrayBuffer())).metadata()),
    );
    // The source goes first; the GIF reference was converted to a format the endpoint takes.
    expect(first?.width).toBe(40);
    expect(second?.format).toBe('png');
    expect(output.files).toHaveLength(1);
  });

  it('turns a white-on-black mask into a PNG whose transparent pixels mark the edit, sized like the image', async () => {
    routes['POST /v1/images/edits'] = (_req, res) =>
      sendJson(res, 200, { created: 1, data: [{ b64_json: PNG_1x1.toString('base64') }] });
    const source = await imageFile(
      'source',
      'source.png',
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } }).png(),
      'image/png',
    );
    // Half the size of the source: left half white (edit here), right half black (keep).
    const maskPixels = Buffer.alloc(32 * 24);
    for (let y = 0; y < 24; y += 1) for (let x = 0; x < 16; x += 1) maskPixels[y * 32 + x] = 255;
    const mask = await imageFile(
      'mask',
      'mask.png',
      sharp(maskPixels, { raw: { width: 32, height: 24, channels: 1 } }).png(),
      'image/png',
    );

    await provider({ 'image.inpaint': 'gpt-image-1' }).run(
      'image.inpaint',
      input({ prompt: '换成一只猫', files: [source, mask] }),
      run.ctx,
    );

    const form = await formOf(vendor.requests[0] as RecordedRequest);
    expect(form.getAll('image[]')).toHaveLength(0);
    expect((form.get('image') as File).type).toBe('image/png');
    expect(form.get('size')).toBeNull();
    const maskFile = form.get('mask') as File;
    expect(maskFile.type).toBe('image/png');
    const decoded = sharp(Buffer.from(await maskFile.arrayBuffer()));
    expect((await decoded.metadata()).format).toBe('png');
    const { data, info } = await decoded.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([64, 48, 4]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(20, 40)).toBe(0);
    expect(alphaAt(40, 5)).toBe(255);
    expect(alphaAt(60, 40)).toBe(255);
  });

  it('refuses inpainting without a mask', async () => {
    const source = await imageFile(
      'source',
      's.png',
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png(),
      'image/png',
    );
    await expect(
      provider({}).run('image.inpaint', input({ prompt: 'x', files: [source] }), run.ctx),
    ).rejects.toMatchObject({ kind: 'bad_input' });
    expect(vendor.requests).toHaveLength(0);
  });

  it('maps moderation_blocked on an edit to content_refused', async () => {
    routes['POST /v1/images/edits'] = (_req, res) =>
      sendJson(res, 400, {
        error: {
          message: 'Your request was rejected by the safety system.',
          type: 'image_generation_user_error',
          param: null,
          code: 'moderation_blocked',
        },
      });
    const source = await imageFile(
      'source',
      's.png',
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png(),
      'image/png',
    );
    await expect(
      provider({}).run('image.edit', input({ prompt: 'x', files: [source] }), run.ctx),
    ).rejects.toMatchObject({ kind: 'content_refused', retryable: false });
  });
});
