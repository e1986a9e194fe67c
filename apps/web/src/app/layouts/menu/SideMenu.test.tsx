// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appConfig } from '../../../lib/app-config';
import { useAppStore } from '../../stores/app.store';
import { SideMenu } from './SideMenu';

// antd reads matchMedia for responsive behaviour; jsdom does not implement it.
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

const original = [...appConfig.disabledFeatures];
afterEach(() => {
  cleanup();
  appConfig.disabledFeatures.splice(0, appConfig.disabledFeatures.length, ...original);
});
afterAll(() => {
  document.body.innerHTML = '';
});

function renderMenu(path = '/dashboard') {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu /> }], { initialEntries: [path] });
  render(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
  );
  return router;
}

describe('SideMenu', () => {
  it('toasts instead of navigating for a disabled item', async () => {
    appConfig.disabledFeatures.push('lipSync');
    const router = renderMenu();
    expect(screen.getByText('未开放')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('对口型'));
    });
    expect(await screen.findByText('功能暂未开放，敬请期待')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('navigates for an enabled item', async () => {
    const router = renderMenu();
    await act(async () => {
      fireEvent.click(screen.getByText('图片超分'));
    });
    expect(router.state.location.pathname).toBe('/set/toolSet/aiToolbox');
    expect(router.state.location.search).toBe('?aiToolboxTabIndex=3');
  });

  it('asks for an application before team collaboration', async () => {
    renderMenu();
    await act(async () => {
      fireEvent.click(screen.getByText('团队协作'));
    });
    expect(await screen.findByText(/团队协作功能需提前申请/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即申请' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    });
    // The application form itself is mounted by the root layout and opens on this flag.
    expect(useAppStore.getState().projectAuthApplyOpen).toBe(true);
    useAppStore.getState().setProjectAuthApplyOpen(false);
  });
});
