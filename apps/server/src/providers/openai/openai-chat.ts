import type { ChatRequest } from '../model-provider';
import { ProviderError } from '../provider-error';
import {
  errorFromBody,
  JSON_HEADERS,
  type OpenAiClient,
  type OpenAiErrorBody,
  openAiFetch,
} from './openai-http';

export interface ChatTiming {
  /** A stream that sends nothing for this long is dead, however long the whole answer may take. */
  idleTimeoutMs: number;
  /** Upper bound for one whole answer (a long script streams for minutes). */
  totalTimeoutMs: number;
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[] | null;
  error?: OpenAiErrorBody;
}

/**
 * POST /chat/completions with `stream: true` and yields the content deltas of the server-sent events until
 * `data: [DONE]`. Stopping the iteration early cancels the request.
 */
export async function* streamChat(
  client: OpenAiClient,
  model: string,
  request: ChatRequest,
  timing: ChatTiming,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => idle.abort(new ProviderError('timeout', `chat stream silent for ${timing.idleTimeoutMs} ms`)),
      timing.idleTimeoutMs,
    );
  };
  const body: Record<string, unknown> = { model, messages: request.messages, stream: true };
  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.json) body.response_format = { type: 'json_object' };

  let reader: ReadableStreamDefaultReader<string> | undefined;
  touch();
  try {
    const res = await openAiFetch(client, '/chat/completions', {
      method: 'POST',
      headers: { ...JSON_HEADERS, accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, idle.signal]) : idle.signal,
      timeoutMs: timing.totalTimeoutMs,
    });
    if (!res.body) throw new ProviderError('unavailable', 'chat answer has no body');
    reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    let finished = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      touch();
      for (const data of parser.push(value)) {
        const step = handleEvent(data);
        if (step.done) return;
        if (step.finished) finished = true;
        if (step.text) yield step.text;
      }
    }
    for (const data of parser.end()) {
      const step = handleEvent(data);
      if (step.done) return;
      if (step.finished) finished = true;
      if (step.text) yield step.text;
    }
    // Gateways that omit [DONE] still mark the last choice finished; anything else was cut off.
    if (!finished) throw new ProviderError('network', 'chat stream ended before [DONE]');
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    if (idle.signal.aborted) throw idle.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    reader?.cancel().catch(() => {});
  }
}

interface ChatStep {
  text?: string;
  /** A choice carried finish_reason: the answer is complete even if [DONE] never comes. */
  finished?: boolean;
  /** `data: [DONE]`, the end of the stream. */
  done?: boolean;
}

function handleEvent(data: string): ChatStep {
  if (data === '[DONE]') return { done: true };
  let chunk: ChatChunk;
  try {
    chunk = JSON.parse(data) as ChatChunk;
  } catch {
    throw new ProviderError('unavailable', `chat stream chunk is not JSON: ${data.slice(0, 200)}`);
  }
  if (chunk.error) throw errorFromBody(chunk.error);
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content;
  return {
    text: typeof content === 'string' ? content : undefined,
    finished: Boolean(choice?.finish_reason),
  };
}

/**
 * Server-sent events as the HTML standard defines them: lines `data: …`, an event ends at a blank line and
 * its data lines are joined with newlines; comments (`:`) and other fields are ignored.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];

  push(text: string): string[] {
    this.buffer += text;
    const events: string[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the end of a chunk may be the first half of \r\n: wait for more.
      if (this.buffer[newline] === '\r' && newline + 1 === this.buffer.length) break;
      this.buffer = this.buffer.slice(newline + width);
      this.line(line, events);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return events;
  }

  end(): string[] {
    const events: string[] = [];
    if (this.buffer) this.line(this.buffer, events);
    this.buffer = '';
    this.line('', events);
    return events;
  }

  private line(line: string, events: string[]) {
    if (line === '') {
      if (this.data.length) events.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
  }
}
