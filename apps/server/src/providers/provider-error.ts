/**
 * Why a provider call failed, classified once (DESIGN.md §6): retryable failures (rate limit, timeout, 5xx,
 * network) go back to the queue with backoff; final ones (bad input, content refused, auth, not configured)
 * reject the task and refund it. `userMessage` is the Chinese reason the user sees; `detail` keeps the
 * vendor's answer for the log only.
 */
export type ProviderErrorKind =
  | 'rate_limited'
  | 'timeout'
  | 'unavailable'
  | 'network'
  | 'bad_input'
  | 'content_refused'
  | 'auth'
  | 'not_configured'
  | 'failed';

const RETRYABLE: ReadonlySet<ProviderErrorKind> = new Set([
  'rate_limited',
  'timeout',
  'unavailable',
  'network',
]);

const MESSAGES: Record<ProviderErrorKind, string> = {
  rate_limited: '模型服务繁忙（请求过于频繁），稍后自动重试',
  timeout: '模型服务响应超时',
  unavailable: '模型服务暂时不可用',
  network: '无法连接模型服务',
  bad_input: '输入内容不符合模型要求',
  content_refused: '内容未通过模型服务的安全审核',
  auth: '模型服务鉴权失败，请管理员检查密钥',
  not_configured: '模型服务未配置',
  failed: '生成失败',
};

export class ProviderError extends Error {
  readonly retryable: boolean;
  readonly userMessage: string;
  /** Milliseconds the vendor asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | null;

  constructor(
    readonly kind: ProviderErrorKind,
    readonly detail: string,
    options: { userMessage?: string; retryAfterMs?: number | null; cause?: unknown } = {},
  ) {
    super(`${kind}: ${detail}`, { cause: options.cause });
    this.name = 'ProviderError';
    this.retryable = RETRYABLE.has(kind);
    this.userMessage = options.userMessage ?? MESSAGES[kind];
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** Maps an HTTP status from a vendor to a kind; the adapter may refine it from the body. */
export function kindFromStatus(status: number): ProviderErrorKind {
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'unavailable';
  if (status === 401 || status === 403) return 'auth';
  return 'bad_input';
}

export const isProviderError = (err: unknown): err is ProviderError => err instanceof ProviderError;
