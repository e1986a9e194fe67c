import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestRun } from '../common/test-run-context';
import { type Handler, sendJson, startVendorServer } from '../common/test-server';
import type { ProviderInput } from '../model-provider';
import { ProviderError } from '../provider-error';
import { createOpenAiProvider } from './openai.provider';

/*
 * Speech, the connection test and the error classification against a stand-in that answers like OpenAI:
 * POST /v1/audio/speech {model, input, voice, response_format, speed} → the audio bytes; GET /v1/models →
 * {object: 'list', data: [...]}; errors as {error: {message, type, param, code}} with the documented statuses.
 */

const KEY = 'sk-test-provider';
const routes: Record<string, Handler> = {};
let vendor: Awaited<ReturnType<typeof startVendorServer>>;
let run: Awaited<ReturnType<typeof createTestRun>>;

const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(24)]);

const provider = () =>
  createOpenAiProvider({
    id: 'p-openai',
    vendor: 'openai',
    name: 'OpenAI',
    baseUrl: `${vendor.url}/v1/`,
    apiKey: KEY,
    models: { 'audio.tts': 'tts-1' },
    capabilities: ['image.generate', 'audio.tts', 'video.generate'],
    concurrency: 1,
    options: {},
  });

const input = (partial: Partial<ProviderInput>): ProviderInput => ({
  taskType: 'test',
  files: [],
  count: 1,
  extra: {},
  ...partial,
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err as ProviderError,
  );

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

describe('openai provider', () => {
  it('serves only the configured capabilities it knows', () => {
    expect(provider().capabilities).toEqual(['image.generate', 'audio.tts']);
  });

  it('synthesizes speech as WAV with the default voice and a clamped speed', async () => {
    routes['POST /v1/audio/speech'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(WAV);
    };
    const output = await provider().run('audio.tts', input({ text: '欢迎来到栗子工坊', speed: 9 }), run.ctx);
    const [req] = vendor.requests;
    expect(req?.path).toBe('/v1/audio/speech');
    expect(req?.method).toBe('POST');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.json()).toEqual({
      model: 'tts-1',
      input: '欢迎来到栗子工坊',
      voice: 'alloy',
      response_format: 'wav',
      speed: 4,
    });
    expect(output.files).toEqual([{ kind: 'audio', data: WAV, mime: 'audio/wav' }]);
  });

  it('passes the chosen voice through', async () => {
    routes['POST /v1/audio/speech'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(WAV);
    };
    await provider().run('audio.tts', input({ text: 'hi', voice: 'nova' }), run.ctx);
    expect(vendor.requests[0]?.json()).toMatchObject({ voice: 'nova' });
    expect(vendor.requests[0]?.json()).not.toHaveProperty('speed');
  });

  it('tests the connection with GET /models', async () => {
    routes['GET /v1/models'] = (_req, res) =>
      sendJson(res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }, { id: 'tts-1' }] });
    const result = await provider().testConnection();
    expect(result.ok).toBe(true);
    expect(result.detail).toContain('2');
    expect(vendor.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses a capability it was not configured for', async () => {
    await expect(provider().run('image.edit', input({ prompt: 'x' }), run.ctx)).rejects.toMatchObject({
      kind: 'not_configured',
    });
  });
});

describe('openai error classification', () => {
  const generate = () => provider().run('image.generate', input({ prompt: 'a cat' }), run.ctx);

  it('429 with Retry-After → rate_limited, retryable, with the delay', async () => {
    routes['POST /v1/images/generations'] = (_req, res) =>
      sendJson(
        res,
        429,
        {
          error: { message: 'Rate limit reached for images', type: 'requests', code: 'rate_limit_exceeded' },
        },
        { 'retry-after': '7' },
      );
    const error = await failure(generate());
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.retryAfterMs).toBe(7000);
  });

  it('429 insufficient_quota → final failure, since waiting cannot help', async () => {
    routes['POST /v1/images/generations'] = (_req, res) =>
      sendJson(res, 429, {
        error: {
          message: 'You exceeded your current quota',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      });
    const error = await failure(generate());
    expect(error.kind).toBe('failed');
    expect(error.retryable).toBe(false);
  });

  it('401 → auth', async () => {
    routes['POST /v1/images/generations'] = (_req, res) =>
      sendJson(res, 401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    const error = await failure(generate());
    expect(error.kind).toBe('auth');
    expect(error.retryable).toBe(false);
    expect(error.detail).toContain('invalid_api_key');
  });

  it('400 content_policy_violation → content_refused', async () => {
    routes['POST /v1/images/generations'] = (_req, res) =>
      sendJson(res, 400, {
        error: {
          message: 'Your request was rejected as a result of our safety system.',
          type: 'invalid_request_error',
          param: null,
          code: 'content_policy_violation',
        },
      });
    const error = await failure(generate());
    expect(error.kind).toBe('content_refused');
    expect(error.retryable).toBe(false);
  });

  it('other 400s stay bad_input', async () => {
    routes['POST /v1/images/generations'] = (_req, res) =>
      sendJson(res, 400, {
        error: { message: "Invalid value: '999x999'", type: 'invalid_request_error', code: null },
      });
    expect((await failure(generate())).kind).toBe('bad_input');
  });

  it('500 → unavailable, retryable', async () => {
    routes['POST /v1/images/generations'] = (_req, res) =>
      sendJson(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
    const error = await failure(generate());
    expect(error.kind).toBe('unavailable');
    expect(error.retryable).toBe(true);
  });

  it('a malformed JSON answer → unavailable', async () => {
    routes['POST /v1/images/generations'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [');
    };
    expect((await failure(generate())).kind).toBe('unavailable');
  });

  it('a JSON answer where speech audio was expected → unavailable', async () => {
    routes['POST /v1/audio/speech'] = (_req, res) => sendJson(res, 200, { error: 'upstream busy' });
    expect((await failure(provider().run('audio.tts', input({ text: 'hi' }), run.ctx))).kind).toBe(
      'unavailable',
    );
  });

  it('stops when the task is aborted while the vendor is still working', async () => {
    let received = false;
    routes['POST /v1/images/generations'] = () => {
      received = true;
      // never answers
    };
    const pending = provider().run('image.generate', input({ prompt: 'slow' }), run.ctx);
    await expect.poll(() => received).toBe(true);
    run.controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(run.ctx.signal.aborted).toBe(true);
  });
});
