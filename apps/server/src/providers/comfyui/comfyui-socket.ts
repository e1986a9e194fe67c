import WebSocket from 'ws';
import { ProviderError } from '../provider-error';

export interface PromptListener {
  progress(value: number, max: number): void;
  done(): void;
  failed(error: ProviderError): void;
  /** The socket went away: the waiter falls back to polling. */
  closed(): void;
}

interface ComfyMessage {
  type?: string;
  data?: Record<string, unknown>;
}

const RELEVANT = new Set([
  'progress',
  'executing',
  'execution_success',
  'execution_error',
  'execution_interrupted',
]);

/**
 * ComfyUI's /ws?clientId=… feed (JSON text frames {type, data}; binary frames are previews and ignored). The
 * socket is opened before the prompt is queued so no event is missed; events that arrive before POST /prompt
 * has answered with the id are held and replayed once `follow` names the prompt.
 */
export class ComfySocket {
  private listener: { promptId: string; on: PromptListener } | null = null;
  private held: ComfyMessage[] = [];
  alive = true;

  constructor(private readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      let message: ComfyMessage;
      try {
        message = JSON.parse(data.toString()) as ComfyMessage;
      } catch {
        return;
      }
      if (!message.type || !RELEVANT.has(message.type)) return;
      if (this.listener) this.dispatch(message);
      else if (this.held.length < 10_000) this.held.push(message);
    });
    ws.on('close', () => {
      this.alive = false;
      this.listener?.on.closed();
    });
    // 'close' follows every error; without a listener an error event would crash the process.
    ws.on('error', () => {});
  }

  follow(promptId: string, on: PromptListener) {
    this.listener = { promptId, on };
    const held = this.held;
    this.held = [];
    for (const message of held) this.dispatch(message);
    if (!this.alive) on.closed();
  }

  close() {
    this.alive = false;
    this.ws.removeAllListeners('close');
    if (this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
    else this.ws.close();
  }

  private dispatch(message: ComfyMessage) {
    const listener = this.listener;
    if (!listener) return;
    const data = message.data ?? {};
    // The client id is ours alone, but a reconnecting host may still replay another prompt's tail.
    if (typeof data.prompt_id === 'string' && data.prompt_id !== listener.promptId) return;
    switch (message.type) {
      case 'progress':
        if (typeof data.value === 'number' && typeof data.max === 'number' && data.max > 0)
          listener.on.progress(data.value, data.max);
        return;
      case 'executing':
        // {node: null} is the end of the prompt (sent after its history entry is written).
        if (data.node === null) listener.on.done();
        return;
      case 'execution_success':
        listener.on.done();
        return;
      case 'execution_error':
        listener.on.failed(executionError(data));
        return;
      case 'execution_interrupted':
        listener.on.failed(interrupted());
        return;
    }
  }
}

/** An `execution_error` message (or the same inside a history entry's status messages) as a final failure. */
export function executionError(data: Record<string, unknown>): ProviderError {
  const where = [data.node_type, data.node_id !== undefined ? `#${String(data.node_id)}` : '']
    .filter(Boolean)
    .join(' ');
  const what = [data.exception_type, data.exception_message].filter(Boolean).join(': ');
  return new ProviderError(
    'failed',
    `ComfyUI execution error${where ? ` in ${where}` : ''}: ${what || 'unknown'}`,
    {
      userMessage: '生成失败：ComfyUI 工作流执行出错',
    },
  );
}

export function interrupted(): ProviderError {
  return new ProviderError('failed', 'ComfyUI execution interrupted', {
    userMessage: '生成失败：任务在 ComfyUI 上被中断',
  });
}

/**
 * Opens the feed, or resolves null when it cannot (no websocket through the proxy, refused, too slow): the
 * run then polls /history instead.
 */
export function openComfySocket(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ComfySocket | null> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(null);
    const ws = new WebSocket(url, { headers, handshakeTimeout: timeoutMs });
    const give = (socket: ComfySocket | null) => {
      signal.removeEventListener('abort', onAbort);
      resolve(socket);
    };
    const onAbort = () => {
      ws.terminate();
      give(null);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const socket = new ComfySocket(ws);
    ws.once('open', () => give(socket));
    ws.once('close', () => give(null));
  });
}
