import { signInOverHttp } from './session';

/**
 * The product's JSON API as one signed-in user sees it, for test set-up and for checking what the browser
 * did: answers are unwrapped from the `{code,msg,data}` envelope, and any code other than 0 throws with
 * the server's message.
 */
export interface ApiSession {
  cookie: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

export async function apiSession(baseUrl: string, username: string): Promise<ApiSession> {
  const session = await signInOverHttp(baseUrl, username);
  return apiWithCookie(baseUrl, `${session.name}=${session.value}`);
}

export function apiWithCookie(baseUrl: string, cookie: string): ApiSession {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let envelope: { code?: number; msg?: string; data?: T };
    try {
      envelope = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} → ${res.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (envelope.code !== 0) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 400)}`);
    return envelope.data as T;
  };
  return {
    cookie,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
  };
}

/**
 * Calls `read` until `done` accepts its answer, and returns that answer; on timeout, throws with the last
 * answer so a failure says where things stood.
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  intervalMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not reached in ${timeoutMs / 1000} s; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
