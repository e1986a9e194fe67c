import { describe, expect, it, vi } from 'vitest';
import { createApiClient, onApiErrorCode } from '../../../lib/api-client';
import { streamScriptWrite } from './write-script.api';

function sseResponse(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const script = { id: 's1', title: '雨夜来信' };

describe('streamScriptWrite', () => {
  it('hands out start and deltas, split across chunks anywhere, and resolves with the script', async () => {
    const events = [
      'event: start\ndata: {"cost":5}\n\n',
      'event: delta\ndata: {"text":"{\\"title\\":"}\n\n',
      ': keepalive\n\n',
      'event: delta\ndata: {"text":"\\"雨夜\\"}"}\n\n',
      `event: done\ndata: ${JSON.stringify({ script })}\n\n`,
    ].join('');
    // Cut the bytes at awkward places, as a network would.
    const chunks = [events.slice(0, 7), events.slice(7, 50), events.slice(50, 51), events.slice(51)];
    const fetch = vi.fn(async () => sseResponse(chunks));
    const deltas: string[] = [];
    const onStart = vi.fn();
    const result = await streamScriptWrite(
      's1',
      { idea: '雨夜重逢' },
      { onStart, onDelta: (t) => deltas.push(t) },
      { fetch },
    );
    expect(result).toEqual(script);
    expect(onStart).toHaveBeenCalledWith({ cost: 5 });
    expect(deltas.join('')).toBe('{"title":"雨夜"}');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/script/projects/s1/write');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
  });

  it('rejects with the server message of an error event', async () => {
    const fetch = async () =>
      sseResponse([
        'event: start\ndata: {"cost":5}\n\n',
        'event: error\ndata: {"code":503001,"msg":"剧本生成失败，已退还 5 制作栗"}\n\n',
      ]);
    await expect(streamScriptWrite('s1', { idea: '雨夜重逢' }, {}, { fetch })).rejects.toMatchObject({
      code: 503001,
      msg: '剧本生成失败，已退还 5 制作栗',
    });
  });

  it('rejects when the stream ends without done', async () => {
    const fetch = async () => sseResponse(['event: start\ndata: {"cost":5}\n\n']);
    await expect(streamScriptWrite('s1', { idea: '雨夜重逢' }, {}, { fetch })).rejects.toMatchObject({
      msg: '连接中断，剧本生成未完成',
    });
  });

  it('replays a JSON refusal through the api client so the 400403 hook runs', async () => {
    const client = createApiClient();
    const hook = vi.fn();
    const off = onApiErrorCode(400403, hook);
    const envelope = { code: 400403, msg: '制作栗不足，预计消耗 5，可用 0', data: { cost: 5, balance: 0 } };
    const fetch = async () =>
      new Response(JSON.stringify(envelope), {
        status: 402,
        headers: { 'content-type': 'application/json' },
      });
    await expect(streamScriptWrite('s1', { idea: '雨夜重逢' }, {}, { fetch, client })).rejects.toMatchObject({
      code: 400403,
      data: { cost: 5, balance: 0 },
    });
    expect(hook).toHaveBeenCalledOnce();
    off();
  });
});
