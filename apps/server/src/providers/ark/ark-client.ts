import { describeBody, isRecord, retryAfterOf, stringOf, vendorRequest } from '../common/vendor-request';
import type { ProviderConfig } from '../model-provider';
import { ProviderError } from '../provider-error';
import { arkError } from './ark-errors';

export const ARK_DEFAULT_BASE_URL = 'https://ark.cn-beijing.volces.com/api/v3';

export interface ArkCallOptions {
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Answer null for a 404 (a task id the vendor no longer knows) instead of throwing. */
  notFoundAsNull?: boolean;
}

export type ArkCall = <T>(method: 'GET' | 'POST', path: string, options: ArkCallOptions) => Promise<T>;

/** Bearer-key JSON calls to the Ark data plane; every non-2xx answer becomes a classified ProviderError. */
export function createArkCall(config: ProviderConfig): ArkCall {
  const baseUrl = (config.baseUrl || ARK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  return async <T>(method: 'GET' | 'POST', path: string, options: ArkCallOptions): Promise<T> => {
    if (!config.apiKey) throw new ProviderError('not_configured', 'ark: no API key configured');
    const answer = await vendorRequest(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    if (answer.status === 404 && options.notFoundAsNull) return null as T;
    const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : null;
    throw arkError(
      stringOf(error?.code),
      stringOf(error?.message) ?? describeBody(answer.body),
      answer.status,
      retryAfterOf(answer),
    );
  };
}
