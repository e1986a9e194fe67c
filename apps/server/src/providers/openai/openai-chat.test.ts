import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Handler, sendJson, startVendorServer } from '../common/test-server';
import type { ChatRequest, ModelProvider } from '../model-provider';
import { ProviderError } from '../provider-error';
import { createOpenAiProvider } from './openai.provider';
import { SseParser } from './openai-chat';

/*
 * A stand-in for POST /v1/chat/completions with `stream: true` as OpenAI's API reference describes it: a
 * text/event-stream of `data: {chat.completion.chunk}` events, each choice carrying a `delta`, the last choice a
 * `finish_reason`, and the stream closed by `data: [DONE]`.
 */

const KEY = 'sk-test-chat';
const routes: Record<string, Handler> = {};
let vendor: Awaited<ReturnType<typeof startVendorServer>>;
let provider: ModelProvider;

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

function openStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

function chat(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string> {
  if (!provider.chat) throw new Error('the OpenAI provider streams chat');
  return provider.chat(request, signal);
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of iterable) out.push(delta);
  return out;
}

beforeAll(async () => {
  vendor = await startVendorServer(routes);
  provider = createOpenAiProvider({
    id: 'p-openai',
    vendor: 'openai',
    name: 'OpenAI',
    baseUrl: `${vendor.url}/v1`,
    apiKey: KEY,
    models: { chat: 'gpt-4o-mini' },
    capabilities: ['chat'],
    concurrency: 1,
    options: {},
  });
});

afterAll(async () => {
  vendor.server.closeAllConnections();
  await vendor.close();
});

beforeEach(() => {
  vendor.requests.length = 0;
  for (const key of Object.keys(routes)) delete routes[key];
});

describe('openai chat streaming', () => {
  it('posts a streaming request and yields the content deltas until [DONE]', async () => {
    routes['POST /v1/chat/completions'] = (_req, res) => {
      openStream(res);
      const events = [
        chunk({ role: 'assistant', content: '' }),
        chunk({ content: '第一场' }),
        chunk({ content: '：夜，' }),
        chunk({ content: '雨。' }),
        chunk({}, 'stop'),
        'data: [DONE]\n\n',
      ].join('');
      // Split at awkward places: inside a JSON object, inside a multi-byte character, between \r and \n.
      const bytes = Buffer.from(events.replaceAll('\n', '\r\n'));
      const cuts = [17, 90, bytes.indexOf(Buffer.from('场')) + 1, bytes.length - 3, bytes.length];
      let from = 0;
      for (const to of cuts) {
        res.write(bytes.subarray(from, to));
        from = to;
      }
      res.end();
    };

    const deltas = await collect(
      chat({
        messages: [
          { role: 'system', content: '你是编剧' },
          { role: 'user', content: '写一场戏' },
        ],
        temperature: 0.7,
      }),
    );

    expect(deltas.join('')).toBe('第一场：夜，雨。');
    expect(deltas).not.toContain('');
    const [req] = vendor.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.json()).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: '你是编剧' },
        { role: 'user', content: '写一场戏' },
      ],
      stream: true,
      temperature: 0.7,
    });
  });

  it('asks for a JSON object answer when the request wants JSON, with the request model winning', async () => {
    routes['POST /v1/chat/completions'] = (_req, res) => {
      openStream(res);
      res.end(`${chunk({ content: '{"a":1}' }, 'stop')}data: [DONE]\n\n`);
    };
    const deltas = await collect(
      chat({ messages: [{ role: 'user', content: 'JSON please' }], json: true, model: 'gpt-4.1' }),
    );
    expect(deltas).toEqual(['{"a":1}']);
    const body = vendor.requests[0]?.json();
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.model).toBe('gpt-4.1');
  });

  it('accepts a gateway that ends with finish_reason but never sends [DONE]', async () => {
    routes['POST /v1/chat/completions'] = (_req, res) => {
      openStream(res);
      res.end(chunk({ content: '好' }) + chunk({}, 'stop'));
    };
    expect(await collect(chat({ messages: [{ role: 'user', content: 'hi' }] }))).toEqual(['好']);
  });

  it('treats a stream cut off mid-answer as a retryable network failure', async () => {
    routes['POST /v1/chat/completions'] = (_req, res) => {
      openStream(res);
      res.end(chunk({ content: '半' }));
    };
    const error = await collect(chat({ messages: [{ role: 'user', content: 'hi' }] })).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('network');
    expect((error as ProviderError).retryable).toBe(true);
  });

  it('classifies an error event inside the stream', async () => {
    routes['POST /v1/chat/completions'] = (_req, res) => {
      openStream(res);
      res.end(
        `data: ${JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } })}\n\n`,
      );
    };
    const error = await collect(chat({ messages: [{ role: 'user', content: 'hi' }] })).catch(
      (err: unknown) => err,
    );
    expect((error as ProviderError).kind).toBe('unavailable');
  });

  it('maps a 429 before the stream to rate_limited with the Retry-After delay', async () => {
    routes['POST /v1/chat/completions'] = (_req, res) =>
      sendJson(
        res,
        429,
        { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
        { 'retry-after': '3' },
      );
    const error = await collect(chat({ messages: [{ role: 'user', content: 'hi' }] })).catch(
      (err: unknown) => err,
    );
    expect((error as ProviderError).kind).toBe('rate_limited');
    expect((error as ProviderError).retryAfterMs).toBe(3000);
  });

  it('stops reading when the caller aborts mid-stream', async () => {
    let closed = false;
    routes['POST /v1/chat/completions'] = (_req, res) => {
      openStream(res);
      res.write(chunk({ content: '开始' }));
      res.on('close', () => {
        closed = true;
      });
      // …and then nothing more: the model "hangs".
    };
    const controller = new AbortController();
    const seen: string[] = [];
    const error = await (async () => {
      for await (const delta of chat({ messages: [{ role: 'user', content: 'hi' }] }, controller.signal)) {
        seen.push(delta);
        controller.abort();
      }
    })().catch((err: unknown) => err);
    expect(seen).toEqual(['开始']);
    expect(error).toBeDefined();
    expect(controller.signal.aborted).toBe(true);
    await expect.poll(() => closed).toBe(true);
  });
});

describe('SseParser', () => {
  it('joins multi-line data, skips comments and other fields, and flushes at the end', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\nevent: message\ndata: a\ndata: b\n\nid: 3\ndata: c')).toEqual(['a\nb']);
    expect(parser.push('\r')).toEqual([]);
    expect(parser.push('\n\r\ndata:d')).toEqual(['c']);
    expect(parser.end()).toEqual(['d']);
  });
});
