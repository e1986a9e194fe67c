import { describeBody, isRecord, retryAfterOf, stringOf, vendorRequest } from '../common/vendor-request';
import type { ProviderConfig } from '../model-provider';
import { ProviderError } from '../provider-error';
import { dashscopeError } from './dashscope-errors';

export const DASHSCOPE_DEFAULT_BASE_URL = 'https://dashscope.aliyuncs.com/api/v1';

export interface DashScopeCallOptions {
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** X-DashScope-Async: enable — every generation submit is async over HTTP. */
  async?: boolean;
  /** X-DashScope-OssResourceResolve: enable — the body holds oss:// URLs from the temporary storage. */
  ossResolve?: boolean;
}

export type DashScopeCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  options: DashScopeCallOptions,
) => Promise<T>;

export function dashscopeBaseUrl(config: ProviderConfig): string {
  return (config.baseUrl || DASHSCOPE_DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/** Bearer-key JSON calls; a non-2xx answer becomes a ProviderError classified from its `code`. */
export function createDashScopeCall(config: ProviderConfig): DashScopeCall {
  const baseUrl = dashscopeBaseUrl(config);
  return async <T>(method: 'GET' | 'POST', path: string, options: DashScopeCallOptions): Promise<T> => {
    if (!config.apiKey) throw new ProviderError('not_configured', 'dashscope: no API key configured');
    const headers: Record<string, string> = { authorization: `Bearer ${config.apiKey}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.async) headers['x-dashscope-async'] = 'enable';
    if (options.ossResolve) headers['x-dashscope-ossresourceresolve'] = 'enable';
    const answer = await vendorRequest(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const body = isRecord(answer.body) ? answer.body : {};
    throw dashscopeError(
      stringOf(body.code),
      stringOf(body.message) ?? describeBody(answer.body),
      answer.status,
      retryAfterOf(answer),
    );
  };
}
