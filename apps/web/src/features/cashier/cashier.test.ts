// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, useSessionStore } from '../session';
import { checkCashierTicket, fetchCashierTicket } from './api/cashier-ticket.api';
import { destroyCashier, openCashier, showCashier } from './cashier';
import { resetCashierScript } from './cashier-script';
import type { LiziCashierOptions } from './cashier-sdk.types';

vi.mock('./api/cashier-ticket.api', () => ({
  checkCashierTicket: vi.fn(),
  fetchCashierTicket: vi.fn(),
}));
vi.mock('../../lib/reload', () => ({ reloadSoon: vi.fn() }));

const { reloadSoon } = await import('../../lib/reload');

function fakeCashier() {
  const instance = { show: vi.fn(), hide: vi.fn(), destroy: vi.fn() };
  const created: LiziCashierOptions[] = [];
  window.LiziCashier = {
    version: 'test',
    create: (options) => {
      created.push(options);
      return instance;
    },
  };
  return { instance, created };
}

const toast = { error: vi.fn(), success: vi.fn() };

beforeEach(() => {
  vi.mocked(checkCashierTicket).mockResolvedValue({ valid: true, userId: 1 });
  vi.mocked(fetchCashierTicket).mockResolvedValue('fresh.ticket');
});
afterEach(() => {
  destroyCashier();
  resetCashierScript();
  useSessionStore.getState().clear();
  vi.clearAllMocks();
});

describe('openCashier', () => {
  it('returns false without a ticket when not forced (spec §5), loading nothing', async () => {
    useSessionStore.getState().setUser(makeSessionUser({ ticket: null }));
    expect(await openCashier({ toast })).toBe(false);
    expect(checkCashierTicket).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('checks the ticket, creates one instance and shows it on every open', async () => {
    useSessionStore.getState().setUser(makeSessionUser({ isAppUser: true, ticket: 'user.ticket' }));
    const { instance, created } = fakeCashier();
    expect(await openCashier({ toast })).toBe(true);
    expect(await openCashier({ force: true, toast })).toBe(true);
    expect(checkCashierTicket).toHaveBeenCalledWith('user.ticket');
    expect(created).toHaveLength(1);
    expect(created[0]?.ticket).toBe('user.ticket');
    expect(instance.show).toHaveBeenCalledTimes(2);
    showCashier();
    expect(instance.show).toHaveBeenCalledTimes(3);
  });

  it('renews a ticket that no longer checks and keeps the new one', async () => {
    useSessionStore.getState().setUser(makeSessionUser({ isAppUser: true, ticket: 'old.ticket' }));
    vi.mocked(checkCashierTicket).mockRejectedValue({
      code: 403001,
      msg: '收银凭证已过期，请重新打开收银台',
    });
    const { created } = fakeCashier();
    expect(await openCashier({ toast })).toBe(true);
    expect(created[0]?.ticket).toBe('fresh.ticket');
    expect(useSessionStore.getState().user?.ticket).toBe('fresh.ticket');
  });

  it('after a payment says so and reloads the page (after 1 s, spec §4)', async () => {
    useSessionStore.getState().setUser(makeSessionUser({ isAppUser: true, ticket: 'user.ticket' }));
    const { created } = fakeCashier();
    await openCashier({ toast });
    created[0]?.onSuccess?.({ orderId: 'LZ1' });
    expect(toast.success).toHaveBeenCalledWith('充值成功，制作栗已到账');
    expect(reloadSoon).toHaveBeenCalledTimes(1);
  });

  it('toasts 收银台加载失败 when the script cannot be loaded', async () => {
    useSessionStore.getState().setUser(makeSessionUser({ isAppUser: true, ticket: 'user.ticket' }));
    const opened = openCashier({ toast });
    await vi.waitFor(() => expect(document.querySelector('script[data-lizi-cashier-sdk]')).not.toBeNull());
    document.querySelector('script[data-lizi-cashier-sdk]')?.dispatchEvent(new Event('error'));
    expect(await opened).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('收银台加载失败');
  });

  it('says 收银台未初始化 when shown before it was created', () => {
    expect(() => showCashier()).toThrow('收银台未初始化');
  });

  it('on a forced open without a usable ticket says why', async () => {
    useSessionStore.getState().setUser(makeSessionUser({ ticket: null }));
    vi.mocked(fetchCashierTicket).mockRejectedValue({
      code: 403001,
      msg: '当前账号暂不支持充值',
      data: null,
    });
    expect(await openCashier({ force: true, toast })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('当前账号暂不支持充值');
  });
});
