import type { AiWriteBody, ScriptDetail, ScriptWriteEvents } from '@lizi/shared';
import type { AxiosInstance } from 'axios';
import { type ApiError, apiClient, NETWORK_ERROR_CODE } from '../../../lib/api-client';
import { parseEventChunk } from '../../../lib/sse-client';

export interface WriteHandlers {
  onStart?: (data: ScriptWriteEvents['start']) => void;
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface WriteDeps {
  fetch?: typeof fetch;
  client?: AxiosInstance;
}

export const writeText = {
  interrupted: '连接中断，剧本生成未完成',
  network: '网络异常，请检查网络后重试',
} as const;

const apiError = (code: number, msg: string): ApiError => ({ code, msg, data: null });

/**
 * POST /v2/script/projects/:id/write and read its text/event-stream with fetch (EventSource cannot POST).
 * Resolves with the stored script on `done`; rejects with an ApiError on `error` or a broken stream.
 * A refusal before the stream opens is a JSON envelope: it is replayed through the api client, so 400403
 * (温馨提示) and 400404 get exactly the handling every other call gets.
 */
export async function streamScriptWrite(
  id: string,
  body: AiWriteBody,
  handlers: WriteHandlers = {},
  deps: WriteDeps = {},
): Promise<ScriptDetail> {
  const doFetch = deps.fetch ?? fetch;
  const url = `/v2/script/projects/${id}/write`;
  let res: Response;
  try {
    res = await doFetch(`/api${url}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: handlers.signal,
    });
  } catch (err) {
    if (handlers.signal?.aborted) throw err;
    throw apiError(NETWORK_ERROR_CODE, writeText.network);
  }
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    const envelope: unknown = await res.json().catch(() => null);
    if (!envelope) throw apiError(NETWORK_ERROR_CODE, writeText.network);
    const client = deps.client ?? apiClient;
    // The interceptors see the answer as if axios had fetched it: hooks run, then the call rejects.
    await client.request({
      url,
      method: 'post',
      adapter: async (config) => ({
        data: envelope,
        status: res.status,
        statusText: res.statusText,
        headers: {},
        config,
      }),
    });
    throw apiError(NETWORK_ERROR_CODE, writeText.network);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const { messages, rest } = parseEventChunk(buffer);
    buffer = rest;
    for (const m of messages) {
      if (m.event === 'start') handlers.onStart?.(m.data as ScriptWriteEvents['start']);
      else if (m.event === 'delta') handlers.onDelta?.((m.data as ScriptWriteEvents['delta']).text);
      else if (m.event === 'done') return (m.data as ScriptWriteEvents['done']).script;
      else if (m.event === 'error') {
        const e = m.data as ScriptWriteEvents['error'];
        throw apiError(e.code, e.msg);
      }
    }
  }
  throw apiError(NETWORK_ERROR_CODE, writeText.interrupted);
}
