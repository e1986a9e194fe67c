import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { vendorFetch, vendorJson } from '../common/http';
import type { InputFile } from '../model-provider';
import { ProviderError } from '../provider-error';
import type { WorkflowGraph } from './comfyui-workflow';

/** One file a node saved, as /history lists it and /view serves it. */
export interface ComfyFileRef {
  filename: string;
  subfolder: string;
  type: string;
  /** Video nodes (VideoHelperSuite) add the MIME type, e.g. "video/h264-mp4". */
  format?: string;
}

export interface ComfyHistoryEntry {
  outputs?: Record<string, Record<string, unknown>>;
  /** Absent on old ComfyUI versions. */
  status?: {
    status_str?: string;
    completed?: boolean;
    messages?: [string, Record<string, unknown>][];
  } | null;
}

/**
 * The ComfyUI server routes this adapter uses (server.py of comfyanonymous/ComfyUI): POST /upload/image,
 * POST /prompt, GET /history/{id}, GET /queue, GET /view, GET /system_stats. A reverse proxy in front of a
 * GPU host may want a key, sent as a Bearer token.
 */
export class ComfyUiClient {
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly apiKey: string | null,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  headers(): Record<string, string> {
    return this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {};
  }

  socketUrl(clientId: string): string {
    return `${this.base.replace(/^http/, 'ws')}/ws?clientId=${encodeURIComponent(clientId)}`;
  }

  /** Puts an input into ComfyUI's input folder under a fresh name; returns the value a LoadImage input takes. */
  async upload(file: InputFile, signal: AbortSignal): Promise<string> {
    const ext = extensionOf(file);
    const form = new FormData();
    form.append(
      'image',
      new Blob([await readFile(file.path)], { type: file.mime }),
      `lizi-${randomUUID()}${ext}`,
    );
    // The name is unique, so overwriting never replaces another task's input; it only skips ComfyUI's renaming.
    form.append('overwrite', 'true');
    form.append('type', 'input');
    const answer = await vendorJson<{ name?: unknown; subfolder?: unknown }>(`${this.base}/upload/image`, {
      method: 'POST',
      headers: this.headers(),
      body: form,
      signal,
      timeoutMs: 5 * 60_000,
    });
    if (typeof answer.name !== 'string' || !answer.name)
      throw new ProviderError(
        'unavailable',
        `upload answer without a name: ${JSON.stringify(answer).slice(0, 200)}`,
      );
    return typeof answer.subfolder === 'string' && answer.subfolder
      ? `${answer.subfolder}/${answer.name}`
      : answer.name;
  }

  /** POST /prompt; a graph that fails validation comes back 400 with `error` and `node_errors`. */
  async queuePrompt(workflow: WorkflowGraph, clientId: string, signal: AbortSignal): Promise<string> {
    const answer = await vendorJson<{ prompt_id?: unknown }>(
      `${this.base}/prompt`,
      {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: workflow, client_id: clientId }),
        signal,
      },
      describePromptError,
    );
    if (typeof answer.prompt_id !== 'string' || !answer.prompt_id)
      throw new ProviderError(
        'unavailable',
        `/prompt answer without prompt_id: ${JSON.stringify(answer).slice(0, 200)}`,
      );
    return answer.prompt_id;
  }

  /** The finished prompt's entry, or undefined while it is queued or running (ComfyUI answers {}). */
  async history(promptId: string, signal: AbortSignal): Promise<ComfyHistoryEntry | undefined> {
    const answer = await vendorJson<Record<string, ComfyHistoryEntry>>(
      `${this.base}/history/${encodeURIComponent(promptId)}`,
      { headers: this.headers(), signal },
    );
    return answer && typeof answer === 'object' ? answer[promptId] : undefined;
  }

  /** Whether the prompt is running or waiting; null when the host would not say. */
  async isQueued(promptId: string, signal: AbortSignal): Promise<boolean | null> {
    try {
      const answer = await vendorJson<{ queue_running?: unknown[]; queue_pending?: unknown[] }>(
        `${this.base}/queue`,
        {
          headers: this.headers(),
          signal,
        },
      );
      // Queue items are [number, prompt_id, prompt, extra_data, outputs_to_execute].
      const items = [...(answer.queue_running ?? []), ...(answer.queue_pending ?? [])];
      return items.some((item) => Array.isArray(item) && item[1] === promptId);
    } catch (err) {
      if (signal.aborted) throw err;
      return null;
    }
  }

  /** Streams one output file to disk, so a long video never sits in memory. */
  async download(ref: ComfyFileRef, destination: string, signal: AbortSignal): Promise<void> {
    const query = new URLSearchParams({ filename: ref.filename, subfolder: ref.subfolder, type: ref.type });
    const res = await vendorFetch(`${this.base}/view?${query}`, {
      headers: this.headers(),
      signal,
      timeoutMs: 10 * 60_000,
    });
    if (!res.body) throw new ProviderError('unavailable', `/view ${ref.filename}: empty answer`);
    await pipeline(Readable.fromWeb(res.body as NodeReadableStream), createWriteStream(destination), {
      signal,
    });
  }

  async systemStats(signal?: AbortSignal) {
    return vendorJson<{
      system?: { comfyui_version?: string };
      devices?: { name?: string; vram_total?: number }[];
    }>(`${this.base}/system_stats`, { headers: this.headers(), signal, timeoutMs: 15_000 });
  }
}

function extensionOf(file: InputFile): string {
  const byMime: Record<string, string> = {
    'image/png': '.png',
    'image/jpeg': '.jpg',
    'image/webp': '.webp',
    'image/gif': '.gif',
    'video/mp4': '.mp4',
    'video/webm': '.webm',
    'audio/wav': '.wav',
    'audio/x-wav': '.wav',
    'audio/mpeg': '.mp3',
  };
  return byMime[file.mime] ?? /\.[A-Za-z0-9]{1,5}$/.exec(file.path)?.[0] ?? '';
}

/** ComfyUI's 400: {error: {type, message, details}, node_errors: {id: {class_type, errors: [{message, details}]}}}. */
function describePromptError(body: unknown): string {
  if (!body || typeof body !== 'object') return String(body).slice(0, 500);
  const { error, node_errors: nodeErrors } = body as {
    error?: { message?: string; details?: string } | string;
    node_errors?: Record<string, { class_type?: string; errors?: { message?: string; details?: string }[] }>;
  };
  const parts: string[] = [];
  if (typeof error === 'string') parts.push(error);
  else if (error) parts.push([error.message, error.details].filter(Boolean).join(': '));
  for (const [id, node] of Object.entries(nodeErrors ?? {}))
    for (const e of node.errors ?? [])
      parts.push(`${node.class_type ?? '?'} #${id}: ${e.message} ${e.details ?? ''}`.trim());
  return parts.join('; ').slice(0, 1000);
}
