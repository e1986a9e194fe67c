import { createApiClient, isApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';
import { ulpUrl } from '../../../lib/ulp';
import { authText } from '../../../locales/zh-CN/auth';

/**
 * HTTP client of the unified login service (spec §7): our own server by default, an external one when
 * ULP_BASE_URL is set. Its calls never trigger the app's error hooks: a failed sign-in is not a lost session.
 */
export const ulpClient = createApiClient({ baseURL: ulpUrl('') });

/**
 * Spec §8: the server's message when it sent one; otherwise 统一登录接口异常 when the service cannot be
 * reached, 获取公钥失败 for the cipher call, 登录接口异常 for the login call.
 */
export function ulpErrorMessage(error: unknown, step: 'cipher' | 'login'): string {
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return authText.ulpUnavailable;
  if (isApiError(error) && error.msg) return error.msg;
  return step === 'cipher' ? authText.publicKeyFailed : authText.loginFailed;
}
