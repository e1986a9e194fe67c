import { kindFromStatus, ProviderError, type ProviderErrorKind } from '../provider-error';

/** Shown when the vendor account has run out of money; the admin, not the user, can fix it. */
export const ARK_OUT_OF_CREDIT = '火山方舟账户余额不足或已欠费，请管理员充值后重试';
const NOT_OPENED = '火山方舟未开通该模型或推理接入点不存在，请管理员检查模型配置';

/**
 * Ark error codes (火山方舟「错误码」: `{ error: { code, message, type } }`) to our kinds. The code says more
 * than the status: a 403 may be an overdue account (final, the admin tops up) or a missing permission, a 429
 * may be a per-minute limit (retry) or an exhausted free quota (final).
 */
export function arkError(
  code: string | undefined,
  message: string,
  status: number | null,
  retryAfterMs: number | null = null,
): ProviderError {
  const detail = `${status ?? 'task'} ${code ?? ''}: ${message}`.trim();
  const c = code ?? '';
  if (
    c === 'AccountOverdueError' ||
    c.startsWith('OperationDenied.ServiceOverdue') ||
    c === 'QuotaExceeded' ||
    c === 'SetLimitExceeded'
  )
    return new ProviderError('failed', detail, { userMessage: ARK_OUT_OF_CREDIT });
  if (
    c.startsWith('OperationDenied.ServiceNotOpen') ||
    c === 'ModelNotOpen' ||
    c.startsWith('InvalidEndpoint')
  )
    return new ProviderError('not_configured', detail, { userMessage: NOT_OPENED });
  return new ProviderError(kindOfCode(c, status), detail, { retryAfterMs });
}

function kindOfCode(code: string, status: number | null): ProviderErrorKind {
  if (/SensitiveContent|RiskDetection/.test(code)) return 'content_refused';
  if (code === 'AuthenticationError' || code === 'AccessDenied') return 'auth';
  if (code.startsWith('RateLimitExceeded') || /RateLimitExceeded$/.test(code) || code === 'ServerOverloaded')
    return 'rate_limited';
  if (code.startsWith('InvalidParameter') || code.startsWith('MissingParameter')) return 'bad_input';
  if (code === 'InternalServiceError' || code.startsWith('InternalError')) return 'unavailable';
  if (status !== null) return kindFromStatus(status);
  // A task that failed without a code we know: the vendor said no, retrying the same input will not help.
  return 'failed';
}
