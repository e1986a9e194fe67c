import { ErrorCode, REQUEST_TIMEOUT_MS } from '@lizi/shared';
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiClient,
  apiGet,
  apiPost,
  createApiClient,
  NETWORK_ERROR_CODE,
  onApiErrorCode,
} from './api-client';

/** A fake transport: answers every request with the given status and body, like a server would. */
function answer(status: number, body: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
  };
}

const networkDown: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
};

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('api client', () => {
  it('is configured per spec §7', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it.each([0, 200])('unwraps data when code is %i', async (code) => {
    const client = createApiClient({ adapter: answer(200, { code, msg: 'ok', data: { total: 5 } }) });
    await expect(apiGet('/v1/user/points/balance', undefined, client)).resolves.toEqual({ total: 5 });
  });

  it('rejects a non-zero code with the body', async () => {
    const body = {
      code: 400001,
      msg: '手机号格式不正确',
      data: { fields: [{ field: 'phone', msg: '格式不正确' }] },
    };
    const client = createApiClient({ adapter: answer(200, body) });
    await expect(apiPost('/v1/user/login', {}, undefined, client)).rejects.toMatchObject(body);
  });

  it('rejects an HTTP error carrying an envelope with that envelope', async () => {
    const body = { code: ErrorCode.FORBIDDEN, msg: '没有权限执行此操作', data: null };
    const client = createApiClient({ adapter: answer(403, body) });
    await expect(apiGet('/v1/x', undefined, client)).rejects.toMatchObject({ ...body, httpStatus: 403 });
  });

  it('rejects network failures with a body-like object', async () => {
    const client = createApiClient({ adapter: networkDown });
    await expect(apiGet('/v1/x', undefined, client)).rejects.toEqual({
      code: NETWORK_ERROR_CODE,
      msg: '网络异常，请稍后重试',
      data: null,
      httpStatus: undefined,
    });
  });

  it('rejects a non-envelope HTTP error (proxy page, 502) as a network error', async () => {
    const client = createApiClient({ adapter: answer(502, '<html>Bad Gateway</html>') });
    await expect(apiGet('/v1/x', undefined, client)).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      httpStatus: 502,
    });
  });

  it('passes answers without an envelope through untouched', async () => {
    const client = createApiClient({ adapter: answer(200, '<svg/>') });
    await expect(apiGet('/v1/user/captcha', undefined, client)).resolves.toBe('<svg/>');
  });

  it('calls the hook registered for the code, before rejecting, whatever the HTTP status', async () => {
    const order: string[] = [];
    const handler = vi.fn(async (_error: unknown) => {
      await Promise.resolve();
      order.push('hook');
    });
    cleanups.push(onApiErrorCode(ErrorCode.SESSION_INVALID, handler));
    const body = { code: ErrorCode.SESSION_INVALID, msg: '登录已失效，请重新登录', data: null };

    for (const status of [200, 401]) {
      const client = createApiClient({ adapter: answer(status, body) });
      await apiGet('/v1/user/info', undefined, client).catch(() => order.push('rejected'));
    }
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[0]?.[0]).toMatchObject(body);
    expect(order).toEqual(['hook', 'rejected', 'hook', 'rejected']);
  });

  it('does not call hooks of other codes, nor any hook when the call opts out', async () => {
    const handler = vi.fn();
    cleanups.push(onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, handler));
    const client = createApiClient({
      adapter: answer(200, { code: ErrorCode.SESSION_INVALID, msg: '', data: null }),
    });
    await expect(apiGet('/v1/x', undefined, client)).rejects.toBeDefined();
    const insufficient = createApiClient({
      adapter: answer(402, { code: ErrorCode.POINTS_INSUFFICIENT, msg: '制作栗不足', data: null }),
    });
    await expect(apiGet('/v1/x', { skipErrorHooks: true }, insufficient)).rejects.toMatchObject({
      code: 400403,
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(apiGet('/v1/x', undefined, insufficient)).rejects.toMatchObject({ code: 400403 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('still rejects with the original body when a hook throws', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(spy.mockRestore);
    cleanups.push(
      onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, () => {
        throw new Error('boom');
      }),
    );
    const client = createApiClient({
      adapter: answer(200, { code: ErrorCode.POINTS_INSUFFICIENT, msg: '制作栗不足', data: null }),
    });
    await expect(apiGet('/v1/x', undefined, client)).rejects.toMatchObject({
      code: 400403,
      msg: '制作栗不足',
    });
  });

  it('stops calling a hook after unsubscribe', async () => {
    const handler = vi.fn();
    const off = onApiErrorCode(ErrorCode.SESSION_INVALID, handler);
    off();
    const client = createApiClient({
      adapter: answer(200, { code: ErrorCode.SESSION_INVALID, msg: '', data: null }),
    });
    await expect(apiGet('/v1/x', undefined, client)).rejects.toBeDefined();
    expect(handler).not.toHaveBeenCalled();
  });
});
