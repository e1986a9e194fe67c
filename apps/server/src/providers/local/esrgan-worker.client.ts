import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverRoot } from '../../lib/paths';

/**
 * The main-thread side of ESRGAN: one warm worker per process (the WASM module and loaded models stay in it
 * between tasks), one job at a time in submission order. Cancelling a running job terminates the worker,
 * since inference cannot be interrupted mid-patch; the next job starts a fresh one.
 */

export interface RgbImage {
  width: number;
  height: number;
  /** Packed 8-bit RGB, row-major. */
  pixels: Uint8Array;
}

export interface UpscaleJob extends RgbImage {
  scale: 2 | 4;
}

export interface EsrganBackendInfo {
  backend: string;
  simd: boolean;
}

type WorkerMessage =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'error'; id: number; message: string }
  | ({ type: 'done'; id: number } & Record<string, unknown>);

interface Pending {
  worker: Worker;
  resolve(message: Record<string, unknown>): void;
  reject(err: unknown): void;
  onProgress?: (fraction: number) => void;
}

/** Source rows per model call (minus overlap); the slim RDN models were trained on 128 px patches. */
const PATCH_SIZE = 128;
const PADDING = 8;
/** The WASM heap only grows; an idle worker is let go so a one-off huge image does not pin that memory. */
const IDLE_MS = 10 * 60_000;

export const esrganWorkerPath = () => path.join(serverRoot(), 'src/providers/local/esrgan.worker.cjs');

export class EsrganWorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private tail: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  upscale(
    job: UpscaleJob,
    options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
  ): Promise<RgbImage> {
    return this.serialised(options.signal, async (worker, id) => {
      const pixels = job.pixels.slice().buffer;
      const done = this.request(worker, id, options.onProgress);
      worker.postMessage(
        {
          type: 'upscale',
          id,
          scale: job.scale,
          width: job.width,
          height: job.height,
          pixels,
          patchSize: PATCH_SIZE,
          padding: PADDING,
        },
        [pixels],
      );
      const out = await done;
      return {
        width: out.width as number,
        height: out.height as number,
        pixels: new Uint8Array(out.pixels as ArrayBuffer),
      };
    });
  }

  /** Initialises the WASM backend and loads the ×2 model: the connection test of the local provider. */
  probe(signal?: AbortSignal): Promise<EsrganBackendInfo> {
    return this.serialised(signal, async (worker, id) => {
      const done = this.request(worker, id);
      worker.postMessage({ type: 'probe', id });
      const out = await done;
      return { backend: String(out.backend), simd: out.simd === true };
    });
  }

  /** Stops the worker (tests, shutdown); the next job starts a new one. */
  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.clearIdle();
    if (worker) await worker.terminate();
  }

  private async serialised<T>(
    signal: AbortSignal | undefined,
    fn: (worker: Worker, id: number) => Promise<T>,
  ): Promise<T> {
    const turn = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => {
      release = resolve;
    });
    try {
      await untilAborted(turn, signal);
      signal?.throwIfAborted();
      this.clearIdle();
      const worker = this.ensureWorker();
      worker.ref();
      const id = this.nextId++;
      const onAbort = () => {
        this.pending.get(id)?.reject(signal?.reason);
        this.pending.delete(id);
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return await fn(worker, id);
      } finally {
        signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
        if (this.worker === worker) {
          worker.unref();
          this.armIdle();
        }
      }
    } finally {
      // A job abandoned while queued still waits for its predecessor, so two jobs never share the worker.
      void turn.then(release);
    }
  }

  private request(
    worker: Worker,
    id: number,
    onProgress?: (fraction: number) => void,
  ): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject, onProgress });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const file = esrganWorkerPath();
    if (!existsSync(file)) throw new Error(`ESRGAN worker script missing: ${file}`);
    const worker = new Worker(file);
    worker.on('message', (message: WorkerMessage) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      if (message.type === 'progress') pending.onProgress?.(message.fraction);
      else if (message.type === 'done') pending.resolve(message);
      else {
        pending.reject(new Error(message.message));
        // A failure inside WASM (out of memory, most likely) can leave the module unusable: start afresh.
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      // Only this worker's jobs: after a cancel, the old worker's exit arrives once its successor is busy.
      for (const [id, pending] of this.pending) {
        if (pending.worker !== worker) continue;
        this.pending.delete(id);
        pending.reject(err);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`ESRGAN worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private armIdle() {
    this.clearIdle();
    this.idleTimer = setTimeout(() => void this.terminate(), IDLE_MS);
    this.idleTimer.unref();
  }

  private clearIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

function untilAborted(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, reject);
  });
}

let shared: EsrganWorkerClient | null = null;

/** The process-wide client, so every local provider instance shares the one warm worker. */
export function esrganWorker(): EsrganWorkerClient {
  shared ??= new EsrganWorkerClient();
  return shared;
}
