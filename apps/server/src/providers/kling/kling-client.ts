import { describeBody, isRecord, retryAfterOf, stringOf, vendorRequest } from '../common/vendor-request';
import type { ProviderConfig } from '../model-provider';
import { kindFromStatus, ProviderError, type ProviderErrorKind } from '../provider-error';
import { createKlingTokenSource } from './kling-jwt';

export const KLING_DEFAULT_BASE_URL = 'https://api-beijing.klingai.com';
export const KLING_OUT_OF_CREDIT = '可灵账户资源包已用尽、已过期或账户欠费，请管理员充值后重试';
const ACCOUNT_PROBLEM = '可灵账户状态异常，请管理员登录可灵开放平台检查账户';

/** Kling's resource-not-found code: what a query for a task id it no longer keeps answers. */
const NOT_FOUND = 1203;

export interface KlingCallOptions {
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Answer null for a task the vendor does not know (1203 / 404) instead of throwing. */
  notFoundAsNull?: boolean;
}

export type KlingCall = <T>(method: 'GET' | 'POST', path: string, options: KlingCallOptions) => Promise<T>;

/**
 * JSON calls with the JWT as Bearer. Kling wraps every answer in `{ code, message, request_id, data }`; a code
 * other than 0 is an error whatever the HTTP status, and the code, not the status, decides its kind (an
 * exhausted resource pack comes back as HTTP 429 but is no rate limit).
 */
export function createKlingCall(config: ProviderConfig): KlingCall {
  const baseUrl = (config.baseUrl || KLING_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const token =
    config.apiKey && config.secretKey ? createKlingTokenSource(config.apiKey, config.secretKey) : null;
  return async <T>(method: 'GET' | 'POST', path: string, options: KlingCallOptions): Promise<T> => {
    if (!token) throw new ProviderError('not_configured', 'kling: access key or secret key missing');
    const answer = await vendorRequest(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token()}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    const body = isRecord(answer.body) ? answer.body : null;
    const code = typeof body?.code === 'number' ? body.code : undefined;
    const ok = answer.status >= 200 && answer.status < 300 && code === 0;
    if (ok) return body?.data as T;
    if (options.notFoundAsNull && (code === NOT_FOUND || answer.status === 404)) return null as T;
    throw klingError(
      code,
      stringOf(body?.message) ?? describeBody(answer.body),
      answer.status,
      retryAfterOf(answer),
    );
  };
}

/** 可灵「错误码」 to our kinds; `status` is null for a failed task. */
export function klingError(
  code: number | undefined,
  message: string,
  status: number | null,
  retryAfterMs: number | null = null,
): ProviderError {
  const detail = `${status ?? 'task'} ${code ?? ''}: ${message}`;
  if (code === 1101 || code === 1102)
    return new ProviderError('failed', detail, { userMessage: KLING_OUT_OF_CREDIT });
  if (code === 1100) return new ProviderError('failed', detail, { userMessage: ACCOUNT_PROBLEM });
  return new ProviderError(kindOfCode(code, status), detail, { retryAfterMs });
}

function kindOfCode(code: number | undefined, status: number | null): ProviderErrorKind {
  if (code !== undefined) {
    if (code >= 1000 && code <= 1004) return 'auth';
    if (code === 1103 || code === 1304) return 'auth'; // no permission for the API/model; IP not whitelisted
    if (code >= 1200 && code <= 1299) return 'bad_input';
    if (code === 1300 || code === 1301) return 'content_refused';
    if (code === 1302 || code === 1303) return 'rate_limited';
    if (code === 5002) return 'timeout';
    if (code >= 5000) return 'unavailable';
  }
  return status !== null && status >= 400 ? kindFromStatus(status) : 'unavailable';
}
