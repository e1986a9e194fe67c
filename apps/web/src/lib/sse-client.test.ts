import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEventChunk, SseClient, type SseError, sseText } from './sse-client';

/** A controllable text/event-stream answer: push() writes, end() closes. */
function streamResponse(init: { status?: number; statusText?: string; type?: string } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const response = new Response(body, {
    status: init.status ?? 200,
    statusText: init.statusText ?? 'OK',
    headers: { 'content-type': init.type ?? 'text/event-stream; charset=utf-8' },
  });
  return {
    response,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('parseEventChunk', () => {
  it('parses named events, joins data lines, JSON-parses when possible and keeps the tail', () => {
    const { messages, rest } = parseEventChunk(
      'event: balance\ndata: {"total":3}\n\n: comment\n\nevent: note\ndata: hello\ndata: world\n\nevent: ping\nda',
    );
    expect(messages).toEqual([
      { event: 'balance', data: { total: 3 } },
      { event: 'note', data: 'hello\nworld' },
    ]);
    expect(rest).toBe('event: ping\nda');
  });

  it('accepts CRLF line ends and the default message event', () => {
    expect(parseEventChunk('data: 1\r\n\r\n').messages).toEqual([{ event: 'message', data: 1 }]);
  });
});

describe('SseClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks with credentials, dispatches events with parsed data and stops on close()', async () => {
    const s = streamResponse();
    const fetchMock = vi.fn().mockResolvedValue(s.response);
    const client = new SseClient({ url: '/api/v1/user/stream', fetch: fetchMock });
    const balances: unknown[] = [];
    client.on('balance', (data) => balances.push(data));
    client.connect();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user/stream');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    s.push('event: balance\ndata: {"total":10,"applyIntegral":4,"giftIntegral":6}\n\n');
    await flush();
    expect(balances).toEqual([{ total: 10, applyIntegral: 4, giftIntegral: 6 }]);
    client.close();
    expect(client.active).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('emits a non-ok answer as 连接失败：{statusText} and retries 3 times, 1 s × retry count apart', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(
        async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' }),
      );
    const errors: string[] = [];
    const onGiveUp = vi.fn();
    const client = new SseClient({ fetch: fetchMock, onError: (e) => errors.push(e.message), onGiveUp });
    client.connect();
    await flush();
    expect(errors).toEqual(['连接失败：Service Unavailable']);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_000);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(errors).toHaveLength(4);
    expect(onGiveUp).toHaveBeenCalledOnce();
    expect(client.active).toBe(false);
  });

  it('refuses an answer that is not text/event-stream', async () => {
    const fetchMock = vi.fn().mockResolvedValue(streamResponse({ type: 'application/json' }).response);
    const errors: SseError[] = [];
    const client = new SseClient({ fetch: fetchMock, onError: (e) => errors.push(e) });
    client.connect();
    await flush();
    expect(errors[0]?.message).toBe(sseText.badContentType);
    expect(errors[0]?.message).toBe('预期响应类型为 text/event-stream');
    client.close();
  });

  it('reconnects when no ping arrives within 3 s; each ping restarts the timer', async () => {
    const first = streamResponse();
    const second = streamResponse();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const client = new SseClient({ fetch: fetchMock });
    client.connect();
    await flush();
    await vi.advanceTimersByTimeAsync(2_500);
    first.push('event: ping\ndata: {"t":1}\n\n');
    await flush();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.close();
  });

  it('resets the retry count after a successful connection and retries when the server ends the stream', async () => {
    const ok = streamResponse();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 502, statusText: 'Bad Gateway' }))
      .mockResolvedValueOnce(ok.response)
      .mockImplementation(async () => streamResponse().response);
    const client = new SseClient({ fetch: fetchMock });
    client.connect();
    await flush();
    expect(client.retries).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.retries).toBe(0);
    ok.end();
    await flush();
    expect(client.retries).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    client.close();
  });
});
