import type { RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import type { ComfyHistoryEntry, ComfyUiClient } from './comfyui-client';
import { type ComfySocket, executionError, interrupted } from './comfyui-socket';

export interface WaitSettings {
  /** Between /history queries when there is no websocket. */
  pollIntervalMs: number;
  /** Between /history queries while the websocket is up: only a safety net for a lost "done" event. */
  socketCheckIntervalMs: number;
  /** The longest a prompt may take, queue time included. */
  timeoutMs: number;
}

/**
 * Waits for a queued prompt. /history is the source of truth; the websocket only brings progress and wakes
 * the waiter the moment the prompt ends. Without a socket (or after it drops) /history is polled.
 */
export async function waitForPrompt(
  client: ComfyUiClient,
  promptId: string,
  socket: ComfySocket | null,
  ctx: RunContext,
  settings: WaitSettings,
): Promise<ComfyHistoryEntry> {
  const deadline = Date.now() + settings.timeoutMs;
  let wake: (() => void) | null = null;
  let ended = false;
  let failure: ProviderError | null = null;
  let reported = 0;
  socket?.follow(promptId, {
    progress(value, max) {
      // Several samplers each count from 0: never let the bar run backwards.
      const percent = Math.min(95, Math.floor((value / max) * 95));
      if (percent > reported) {
        reported = percent;
        ctx.progress(percent);
      }
    },
    done() {
      ended = true;
      wake?.();
    },
    failed(error) {
      failure = error;
      wake?.();
    },
    closed() {
      wake?.();
    },
  });

  for (;;) {
    ctx.signal.throwIfAborted();
    if (failure) throw failure;
    const entry = await client.history(promptId, ctx.signal);
    if (entry) return checkEntry(entry);
    if (await isLost(client, promptId, ctx.signal)) {
      throw new ProviderError(
        'failed',
        `prompt ${promptId} is neither queued nor in the history of the ComfyUI host`,
        {
          userMessage: '生成失败：ComfyUI 上的任务已丢失（服务可能重启过）',
        },
      );
    }
    if (Date.now() >= deadline) throw new ProviderError('timeout', `prompt ${promptId} not finished in time`);
    // "done" can come a moment before the entry is written (execution_success precedes it).
    const wait = ended ? 200 : socket?.alive ? settings.socketCheckIntervalMs : settings.pollIntervalMs;
    await new Promise<void>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        ctx.signal.removeEventListener('abort', onAbort);
        wake = null;
        resolve();
      };
      const onAbort = () => {
        clearTimeout(timer);
        reject(ctx.signal.reason);
      };
      const timer = setTimeout(finish, Math.min(wait, Math.max(0, deadline - Date.now())));
      ctx.signal.addEventListener('abort', onAbort, { once: true });
      wake = finish;
    });
  }
}

/**
 * A prompt missing from both the queue and the history was lost (host restarted, history cleared). The
 * history is asked once more because the prompt may have finished between the two questions.
 */
async function isLost(client: ComfyUiClient, promptId: string, signal: AbortSignal): Promise<boolean> {
  const queued = await client.isQueued(promptId, signal);
  if (queued !== false) return false;
  return (await client.history(promptId, signal)) === undefined;
}

function checkEntry(entry: ComfyHistoryEntry): ComfyHistoryEntry {
  const status = entry.status;
  if (status?.status_str === 'error') {
    const messages = status.messages ?? [];
    const error = messages.find(([type]) => type === 'execution_error');
    if (error) throw executionError(error[1] ?? {});
    if (messages.some(([type]) => type === 'execution_interrupted')) throw interrupted();
    throw new ProviderError('failed', 'ComfyUI reports the prompt failed', {
      userMessage: '生成失败：ComfyUI 工作流执行出错',
    });
  }
  return entry;
}
