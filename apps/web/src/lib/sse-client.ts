import { STREAM } from '@lizi/shared';

/**
 * Server-sent events over fetch (spec §4, §7, §9). fetch rather than EventSource so the client can check the
 * content type, see the status text of a failed answer and decide itself how to retry:
 * - the answer must be ok and text/event-stream, else an error is emitted (连接失败：{statusText} /
 *   预期响应类型为 text/event-stream);
 * - after a failure (or the server ending the stream) it reconnects up to `maxRetries` times, waiting
 *   `baseRetryIntervalMs × retry count`; a successful connection resets the count;
 * - every `ping` (and any other event) restarts a liveness timer; if it expires the client reconnects;
 * - message data is JSON-parsed when possible, else handed over as text;
 * - `close()` stops everything (logout, unmount).
 */
export interface SseMessage<T = unknown> {
  event: string;
  data: T;
  id?: string;
}

export const sseText = {
  connectFailed: (statusText: string) => `连接失败：${statusText}`,
  badContentType: '预期响应类型为 text/event-stream',
  streamEnded: '连接已断开',
} as const;

export class SseError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SseError';
  }
}

export interface SseClientOptions {
  url?: string;
  /** Optional query (spec §7 "optional query"). */
  query?: Record<string, string>;
  maxRetries?: number;
  baseRetryIntervalMs?: number;
  pingTimeoutMs?: number;
  fetch?: typeof fetch;
  onMessage?: (message: SseMessage) => void;
  onError?: (error: SseError) => void;
  onOpen?: () => void;
  /** Gave up after the last retry. */
  onGiveUp?: () => void;
}

type Handler = (data: unknown, message: SseMessage) => void;

/** Parses the data of one event: JSON when it is JSON, the raw text otherwise. */
export function parseEventData(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Splits an event-stream text into complete events; the unfinished tail is returned as `rest`. */
export function parseEventChunk(buffer: string): { messages: SseMessage[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (data.length === 0 && event === 'message') continue;
    messages.push({ event, data: parseEventData(data.join('\n')), ...(id !== undefined ? { id } : {}) });
  }
  return { messages, rest };
}

export class SseClient {
  private readonly options: Required<
    Pick<SseClientOptions, 'url' | 'maxRetries' | 'baseRetryIntervalMs' | 'pingTimeoutMs'>
  > &
    SseClientOptions;
  private readonly handlers = new Map<string, Set<Handler>>();
  private controller: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private livenessTimer: ReturnType<typeof setTimeout> | null = null;
  private retryCount = 0;
  private closed = true;
  /** Bumped on every (re)connect so a superseded connection's late callbacks are ignored. */
  private generation = 0;

  constructor(options: SseClientOptions = {}) {
    this.options = {
      url: STREAM.path,
      maxRetries: STREAM.maxRetries,
      baseRetryIntervalMs: STREAM.baseRetryIntervalMs,
      pingTimeoutMs: STREAM.pingTimeoutMs,
      ...options,
    };
  }

  /** True from connect() until close() (or giving up), also while waiting to retry. */
  get active(): boolean {
    return !this.closed;
  }

  get retries(): number {
    return this.retryCount;
  }

  on<T = unknown>(event: string, handler: (data: T, message: SseMessage) => void): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as Handler);
    return () => {
      set.delete(handler as Handler);
    };
  }

  connect(): void {
    if (this.active) return;
    this.closed = false;
    this.retryCount = 0;
    void this.open();
  }

  close(): void {
    this.closed = true;
    this.generation += 1;
    this.clearTimers();
    this.controller?.abort();
    this.controller = null;
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.livenessTimer) clearTimeout(this.livenessTimer);
    this.retryTimer = null;
    this.livenessTimer = null;
  }

  private buildUrl(): string {
    const { url, query } = this.options;
    if (!query || Object.keys(query).length === 0) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
  }

  private restartLiveness(generation: number): void {
    if (this.livenessTimer) clearTimeout(this.livenessTimer);
    this.livenessTimer = setTimeout(() => {
      if (generation !== this.generation || this.closed) return;
      // No ping in time: the connection is dead even if the socket says otherwise. Reconnect at once.
      this.reconnectNow();
    }, this.options.pingTimeoutMs);
  }

  private reconnectNow(): void {
    this.generation += 1;
    this.controller?.abort();
    this.controller = null;
    this.clearTimers();
    void this.open();
  }

  private fail(error: SseError, generation: number): void {
    if (generation !== this.generation || this.closed) return;
    this.generation += 1;
    this.controller?.abort();
    this.controller = null;
    this.clearTimers();
    this.options.onError?.(error);
    if (this.retryCount >= this.options.maxRetries) {
      this.closed = true;
      this.options.onGiveUp?.();
      return;
    }
    this.retryCount += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) void this.open();
    }, this.options.baseRetryIntervalMs * this.retryCount);
  }

  private dispatch(message: SseMessage): void {
    for (const handler of [...(this.handlers.get(message.event) ?? [])]) handler(message.data, message);
    for (const handler of [...(this.handlers.get('*') ?? [])]) handler(message.data, message);
    this.options.onMessage?.(message);
  }

  private async open(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    const controller = new AbortController();
    this.controller = controller;
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(this.buildUrl(), {
        credentials: 'include',
        headers: { accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.fail(
        new SseError(sseText.connectFailed(error instanceof Error ? error.message : String(error))),
        generation,
      );
      return;
    }
    if (generation !== this.generation) return;
    if (!response.ok) {
      this.fail(
        new SseError(sseText.connectFailed(response.statusText || String(response.status)), response.status),
        generation,
      );
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('text/event-stream')) {
      this.fail(new SseError(sseText.badContentType, response.status), generation);
      return;
    }
    if (!response.body) {
      this.fail(new SseError(sseText.badContentType, response.status), generation);
      return;
    }
    this.retryCount = 0;
    this.options.onOpen?.();
    this.restartLiveness(generation);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (generation !== this.generation) return;
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const { messages, rest } = parseEventChunk(buffer);
        buffer = rest;
        for (const message of messages) {
          if (generation !== this.generation) return;
          this.restartLiveness(generation);
          this.dispatch(message);
        }
      }
    } catch (error) {
      if (controller.signal.aborted || generation !== this.generation) return;
      this.fail(
        new SseError(sseText.connectFailed(error instanceof Error ? error.message : String(error))),
        generation,
      );
      return;
    }
    this.fail(new SseError(sseText.streamEnded), generation);
  }
}
