import { ErrorCode } from '@lizi/shared';
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, createApiClient, onApiErrorCode } from '../../lib/api-client';
import {
  createInsufficientPointsHandler,
  type InsufficientPointsDeps,
  insufficientContent,
} from './insufficient-points';

/** The server's 400403 answer: HTTP 402 with the spec's variant message and the estimate. */
const insufficient: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const body = {
    code: ErrorCode.POINTS_INSUFFICIENT,
    msg: '制作栗不足，预计消耗 40，可用 12',
    data: { cost: 40, balance: 12 },
  };
  const response = {
    data: body,
    status: 402,
    statusText: 'Payment Required',
    headers: {},
    config,
    request: {},
  };
  throw new AxiosError('Request failed with status code 402', 'ERR_BAD_REQUEST', config, {}, response);
};

function deps(overrides: Partial<InsufficientPointsDeps> = {}) {
  const calls: string[] = [];
  let answer: (ok: boolean) => void = () => {};
  const d: InsufficientPointsDeps = {
    isAppUser: () => false,
    openCashier: vi.fn(async () => {
      calls.push('cashier');
      return true;
    }),
    confirm: vi.fn(
      (options) =>
        new Promise<boolean>((resolve) => {
          calls.push(`confirm:${options.title}`);
          answer = resolve;
        }),
    ),
    openApply: vi.fn(() => calls.push('apply')),
    reloadSetting: vi.fn(async () => {
      calls.push('reload');
    }),
    ...overrides,
  };
  return { d, calls, answer: (ok: boolean) => answer(ok) };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('400403 handler', () => {
  it('others: 温馨提示 confirm (申请制作栗 / 取消), the cost setting reloads, the call rejects; 申请 opens the form', async () => {
    const { d, calls, answer } = deps();
    cleanups.push(onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, createInsufficientPointsHandler(d)));
    const client = createApiClient({ adapter: insufficient });
    await expect(apiGet('/v1/tasks', undefined, client)).rejects.toMatchObject({ code: 400403 });
    expect(d.openCashier).not.toHaveBeenCalled();
    expect(calls).toEqual(['confirm:温馨提示', 'reload']);
    expect(d.confirm).toHaveBeenCalledWith({
      title: '温馨提示',
      content: '制作栗不足，如需继续生成请申请制作栗\n预计消耗 40，可用 12',
      okText: '申请制作栗',
      cancelText: '取消',
    });
    answer(true);
    await vi.waitFor(() => expect(d.openApply).toHaveBeenCalledOnce());
  });

  it('others: 取消 does not open the application form', async () => {
    const { d, answer } = deps();
    cleanups.push(onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, createInsufficientPointsHandler(d)));
    await expect(apiGet('/x', undefined, createApiClient({ adapter: insufficient }))).rejects.toBeTruthy();
    answer(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.openApply).not.toHaveBeenCalled();
  });

  it('app users: the cashier opens instead of the confirm, then the setting reloads and the call rejects', async () => {
    const { d, calls } = deps({ isAppUser: () => true });
    cleanups.push(onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, createInsufficientPointsHandler(d)));
    await expect(apiGet('/x', undefined, createApiClient({ adapter: insufficient }))).rejects.toMatchObject({
      code: 400403,
      data: { cost: 40, balance: 12 },
    });
    expect(calls).toEqual(['cashier', 'reload']);
    expect(d.confirm).not.toHaveBeenCalled();
  });

  it('app users without a ticket (openCashier → false) fall back to the confirm', async () => {
    const { d, calls } = deps({ isAppUser: () => true, openCashier: vi.fn(async () => false) });
    cleanups.push(onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, createInsufficientPointsHandler(d)));
    await expect(apiGet('/x', undefined, createApiClient({ adapter: insufficient }))).rejects.toBeTruthy();
    expect(calls).toEqual(['confirm:温馨提示', 'reload']);
  });

  it('shows one confirm at a time', async () => {
    const { d } = deps();
    cleanups.push(onApiErrorCode(ErrorCode.POINTS_INSUFFICIENT, createInsufficientPointsHandler(d)));
    const client = createApiClient({ adapter: insufficient });
    await expect(apiGet('/x', undefined, client)).rejects.toBeTruthy();
    await expect(apiGet('/x', undefined, client)).rejects.toBeTruthy();
    expect(d.confirm).toHaveBeenCalledOnce();
    expect(d.reloadSetting).toHaveBeenCalledTimes(2);
  });

  it('words the content without the estimate when the server sent none', () => {
    expect(insufficientContent({ data: null })).toBe('制作栗不足，如需继续生成请申请制作栗');
  });
});
