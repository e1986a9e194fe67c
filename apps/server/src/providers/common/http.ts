import { kindFromStatus, ProviderError } from '../provider-error';

export interface VendorRequest extends Omit<RequestInit, 'signal'> {
  signal?: AbortSignal;
  /** Per-request timeout; the task's own signal still applies. Default 60 s. */
  timeoutMs?: number;
}

/**
 * fetch for vendor APIs: a timeout on top of the task's abort signal, network failures and HTTP errors turned
 * into classified ProviderErrors (with Retry-After honoured), and the body parsed as JSON. `describe` pulls the
 * vendor's own error text out of an error body for the log.
 */
export async function vendorFetch(
  url: string,
  init: VendorRequest = {},
  describe: (body: unknown, status: number) => string = defaultDescribe,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, withDeadline(init));
  } catch (err) {
    throw fetchFailure(url, err, init.signal);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw new ProviderError(kindFromStatus(res.status), `${res.status} ${describe(body, res.status)}`, {
      retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
    });
  }
  return res;
}

/** fetch options with the per-request timeout joined to the task's own abort signal. */
export function withDeadline(init: VendorRequest): RequestInit {
  const { timeoutMs = 60_000, signal, ...rest } = init;
  return {
    ...rest,
    signal: AbortSignal.any(
      signal ? [AbortSignal.timeout(timeoutMs), signal] : [AbortSignal.timeout(timeoutMs)],
    ),
  };
}

/** What to throw when a vendor fetch fails: the task's own abort as itself, else a classified timeout or network error. */
export function fetchFailure(url: string, err: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason ?? err;
  const name = (err as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ProviderError('timeout', `${url}: timed out`, { cause: err });
  return new ProviderError('network', `${url}: ${(err as Error).message}`, { cause: err });
}

export async function vendorJson<T>(
  url: string,
  init: VendorRequest = {},
  describe = defaultDescribe,
): Promise<T> {
  const res = await vendorFetch(url, init, describe);
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError('unavailable', `${url}: answer is not JSON: ${text.slice(0, 200)}`);
  }
}

function defaultDescribe(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  return JSON.stringify(body).slice(0, 500);
}

export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * Polls an async vendor job until `check` returns a value (done) or throws (failed). The interval grows to
 * `maxIntervalMs`; the total wait is bounded so a job the vendor forgot cannot hold a worker forever.
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  options: { signal: AbortSignal; intervalMs?: number; maxIntervalMs?: number; timeoutMs?: number },
): Promise<T> {
  const { signal, intervalMs = 1000, maxIntervalMs = 10_000, timeoutMs = 30 * 60_000 } = options;
  const deadline = Date.now() + timeoutMs;
  let wait = intervalMs;
  for (;;) {
    signal.throwIfAborted();
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() + wait > deadline)
      throw new ProviderError('timeout', `job not finished after ${timeoutMs} ms`);
    await sleep(wait, signal);
    wait = Math.min(maxIntervalMs, Math.round(wait * 1.5));
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
