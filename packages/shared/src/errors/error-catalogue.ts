/**
 * The one error catalogue (DESIGN.md §4). Server answers and web handling both read it, so a code never
 * means two things. 400403 and 400404 are the spec's (§8); the rest are ours, numbered
 * `<http status><3-digit serial>` so the family is visible from the number alone.
 */
export const ErrorCode = {
  /** Points insufficient (spec §8): app users get the cashier, others the 温馨提示 confirm. */
  POINTS_INSUFFICIENT: 400403,
  /** Session invalid (spec §8): log out locally and go to /LoginView?redirect=… */
  SESSION_INVALID: 400404,
  VALIDATION_FAILED: 400001,
  BAD_REQUEST: 400002,
  UNAUTHENTICATED: 401001,
  FORBIDDEN: 403001,
  ROLE_NOT_ALLOWED: 403002,
  TENANT_MISMATCH: 403003,
  NOT_FOUND: 404001,
  ROUTE_NOT_FOUND: 404002,
  CONFLICT: 409001,
  /** Cancel of a finished task, retry of one that did not fail… */
  TASK_STATE_CONFLICT: 409002,
  PAYLOAD_TOO_LARGE: 413001,
  UNSUPPORTED_MEDIA_TYPE: 415001,
  RATE_LIMITED: 429001,
  INTERNAL: 500001,
  SERVICE_UNAVAILABLE: 503001,
  /** No model provider serves what the task needs: refused before any point is reserved. */
  PROVIDER_NOT_CONFIGURED: 503002,
  /** A model call made outside the task engine (storyboard draft…) failed or answered unusably; refunded. */
  AI_ANSWER_FAILED: 502001,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export interface ErrorDefinition {
  /** HTTP status sent with the envelope. */
  status: number;
  /** Default Chinese message; a thrower may give a more specific one (naming the field, the amount…). */
  msg: string;
}

export const errorCatalogue: Record<ErrorCodeValue, ErrorDefinition> = {
  [ErrorCode.POINTS_INSUFFICIENT]: { status: 402, msg: '制作栗不足，如需继续生成请申请制作栗' },
  [ErrorCode.SESSION_INVALID]: { status: 401, msg: '登录已失效，请重新登录' },
  [ErrorCode.VALIDATION_FAILED]: { status: 400, msg: '请求参数有误' },
  [ErrorCode.BAD_REQUEST]: { status: 400, msg: '请求无法处理' },
  [ErrorCode.UNAUTHENTICATED]: { status: 401, msg: '请先登录' },
  [ErrorCode.FORBIDDEN]: { status: 403, msg: '没有权限执行此操作' },
  [ErrorCode.ROLE_NOT_ALLOWED]: { status: 403, msg: '当前角色无权访问' },
  [ErrorCode.TENANT_MISMATCH]: { status: 403, msg: '无权操作其他企业的数据' },
  [ErrorCode.NOT_FOUND]: { status: 404, msg: '请求的资源不存在' },
  [ErrorCode.ROUTE_NOT_FOUND]: { status: 404, msg: '接口不存在' },
  [ErrorCode.CONFLICT]: { status: 409, msg: '数据已被修改，请刷新后重试' },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { status: 413, msg: '上传内容过大' },
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: { status: 415, msg: '不支持的文件类型' },
  [ErrorCode.RATE_LIMITED]: { status: 429, msg: '操作过于频繁，请稍后再试' },
  [ErrorCode.INTERNAL]: { status: 500, msg: '服务器开小差了，请稍后再试' },
  [ErrorCode.SERVICE_UNAVAILABLE]: { status: 503, msg: '服务暂不可用，请稍后再试' },
  [ErrorCode.TASK_STATE_CONFLICT]: { status: 409, msg: '任务当前状态不支持该操作' },
  [ErrorCode.PROVIDER_NOT_CONFIGURED]: { status: 503, msg: '未配置可用的模型服务' },
  [ErrorCode.AI_ANSWER_FAILED]: { status: 502, msg: '模型服务未能给出可用的结果，制作栗已退还' },
};

export function isKnownErrorCode(code: number): code is ErrorCodeValue {
  return Object.hasOwn(errorCatalogue, code);
}
