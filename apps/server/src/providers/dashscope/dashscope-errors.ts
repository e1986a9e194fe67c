import { kindFromStatus, ProviderError, type ProviderErrorKind } from '../provider-error';

export const DASHSCOPE_OUT_OF_CREDIT = '阿里云百炼账户已欠费，请管理员充值后重试';
const NOT_OPENED = '阿里云百炼未开通该模型或模型名称有误，请管理员检查模型配置';

/**
 * DashScope error codes (百炼「错误信息」: `{ code, message, request_id }` on a failed call, `output.code` and
 * `output.message` on a FAILED task) to our kinds. `status` is null for a task failure.
 */
export function dashscopeError(
  code: string | undefined,
  message: string,
  status: number | null,
  retryAfterMs: number | null = null,
): ProviderError {
  const detail = `${status ?? 'task'} ${code ?? ''}: ${message}`.trim();
  const c = code ?? '';
  if (c.startsWith('Arrearage'))
    return new ProviderError('failed', detail, { userMessage: DASHSCOPE_OUT_OF_CREDIT });
  if (c === 'ModelNotFound' || c.startsWith('Model.AccessDenied') || c === 'AccessDenied.Unpurchased')
    return new ProviderError('not_configured', detail, { userMessage: NOT_OPENED });
  return new ProviderError(kindOfCode(c, status), detail, { retryAfterMs });
}

function kindOfCode(code: string, status: number | null): ProviderErrorKind {
  if (
    code.startsWith('DataInspection') ||
    code === 'IPInfringementSuspect' ||
    code === 'data_inspection_failed'
  )
    return 'content_refused';
  if (code.startsWith('Throttling')) return 'rate_limited';
  if (code === 'InvalidApiKey' || code.startsWith('AccessDenied') || code === 'Unauthorized') return 'auth';
  if (code.startsWith('InvalidParameter') || code.startsWith('InvalidFile') || code.startsWith('BadRequest'))
    return 'bad_input';
  if (code === 'InternalError.Timeout' || code === 'RequestTimeOut') return 'timeout';
  if (code.startsWith('InternalError') || code === 'SystemError' || code === 'ServiceUnavailable')
    return 'unavailable';
  if (status !== null) return kindFromStatus(status);
  return 'failed';
}
