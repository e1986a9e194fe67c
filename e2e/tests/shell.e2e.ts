import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { E2E_CAPTCHA, signInContext } from '../support/session';

describe('web shell in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA_TEST_ANSWER: E2E_CAPTCHA, DISABLED_FEATURES: 'aiEmptyShot' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the sign-in page', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/LoginView');
    await page.getByText('登录栗子工坊').waitFor();
    expect(await page.title()).toContain('栗子工坊');
    await expect(page.getByRole('tab', { name: '账号登录' }).count()).resolves.toBe(1);
    await screenshot(page, 'login-view');
    await page.context().close();
  });

  it('follows / → /dashboard and /work → /work/script/history', async () => {
    const page = await newPage(browser, server.url);
    await signInContext(page.context(), server.url, 'manager');
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    // Signed in as manager: the dashboard greets the user by name.
    await page.getByText('你好，李经理').first().waitFor();
    await screenshot(page, 'dashboard');
    await page.goto('/work');
    await page.waitForURL('**/work/script/history');
    await screenshot(page, 'work-script-history');
    await page.context().close();
  });

  it('toasts on a disabled menu item and stays where it was', async () => {
    const page = await newPage(browser, server.url);
    await signInContext(page.context(), server.url, 'manager');
    await page.goto('/dashboard');
    await page.locator('aside, nav').getByText('AI空镜').first().click();
    await page.getByText('功能暂未开放，敬请期待').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await screenshot(page, 'disabled-menu-toast');
    await page.context().close();
  });

  it('shows a designed 404 page for an unknown screen', async () => {
    const page = await newPage(browser, server.url);
    await signInContext(page.context(), server.url, 'manager');
    const res = await page.goto('/no-such-screen');
    expect(res?.status()).toBe(200);
    await page.getByText('404').first().waitFor();
    await page.context().close();
  });
});
