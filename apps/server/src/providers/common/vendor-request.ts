import { fetchFailure, parseRetryAfter, type VendorRequest, withDeadline } from './http';

export interface VendorAnswer {
  status: number;
  headers: Headers;
  /** The body parsed as JSON when it is JSON, else its text. */
  body: unknown;
}

/**
 * fetch for vendors whose error bodies say more than their HTTP status: Kling answers an exhausted balance
 * with 429 (which vendorFetch would call a retryable rate limit), Ark and DashScope name the cause in a code.
 * Timeouts, aborts and network failures are classified as in vendorFetch (`fetchFailure`); every HTTP answer, error or
 * not, is handed back for the adapter to classify.
 */
export async function vendorRequest(url: string, init: VendorRequest = {}): Promise<VendorAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, withDeadline(init));
    text = await res.text();
  } catch (err) {
    throw fetchFailure(url, err, init.signal);
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (an HTML error page from a proxy, OSS XML): keep the text for the log
  }
  return { status: res.status, headers: res.headers, body };
}

export const retryAfterOf = (answer: VendorAnswer): number | null =>
  parseRetryAfter(answer.headers.get('retry-after'));

/** The start of a body for a log line or an error detail. */
export function describeBody(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? '').slice(0, 500);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
