// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, useSessionStore } from '../../session';
import { WatermarkApplyEntry } from './WatermarkApplyEntry';

const api = vi.hoisted(() => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  apiPost: api.apiPost,
  apiGet: api.apiGet,
}));

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

beforeEach(() => {
  api.apiPost.mockReset();
  api.apiGet.mockReset();
  useSessionStore.getState().setUser(makeSessionUser({ noWatermark: 0 }));
});
afterEach(cleanup);

function renderEntry() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <WatermarkApplyEntry />
      </AntdApp>
    </QueryClientProvider>,
  );
}

describe('watermark-free application', () => {
  it('sends nothing and turns the agreement red while it is unticked', async () => {
    renderEntry();
    fireEvent.click(screen.getByRole('button', { name: /申请无水印下载/ }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: /确认申请/ }));
    await screen.findByRole('alert');
    expect(screen.getByTestId('watermark-agreement').className).toMatch(/agreeWarn/);
    expect(api.apiPost).not.toHaveBeenCalled();
  });

  it('applies with OPEN, toasts 申请成功 and refreshes the user, which hides the entry', async () => {
    const approved = makeSessionUser({ noWatermark: 1 });
    api.apiPost.mockResolvedValue(approved);
    api.apiGet.mockResolvedValue(approved);
    renderEntry();
    fireEvent.click(screen.getByRole('button', { name: /申请无水印下载/ }));
    fireEvent.click(await screen.findByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确认申请/ }));
    });
    expect(api.apiPost).toHaveBeenCalledWith('/v1/user/watermark/apply', {
      noWatermark: 'OPEN',
      agree: true,
    });
    await screen.findByText('申请成功');
    await waitFor(() => expect(useSessionStore.getState().user?.noWatermark).toBe(1));
    expect(api.apiGet).toHaveBeenCalledWith('/v1/user/info', expect.anything());
    expect(screen.queryByRole('button', { name: /申请无水印下载/ })).toBeNull();
  });

  it('shows the server message on failure, or 申请失败', async () => {
    api.apiPost.mockRejectedValueOnce({ code: 409001, msg: '已申请过无水印下载', data: null });
    renderEntry();
    fireEvent.click(screen.getByRole('button', { name: /申请无水印下载/ }));
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /确认申请/ }));
    await screen.findByText('已申请过无水印下载');
    api.apiPost.mockRejectedValueOnce(new Error('boom'));
    fireEvent.click(screen.getByRole('button', { name: /确认申请/ }));
    await screen.findByText('申请失败');
  });

  it('is not offered once the user may download without the watermark', () => {
    useSessionStore.getState().setUser(makeSessionUser({ noWatermark: 1 }));
    renderEntry();
    expect(screen.queryByRole('button', { name: /申请无水印下载/ })).toBeNull();
  });
});
