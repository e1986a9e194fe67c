import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { gradientPng } from '../support/png';
import { type RunningServer, startServer } from '../support/server';
import { E2E_CAPTCHA, signInOverHttp } from '../support/session';
import { smsCodeFor } from '../support/sms';

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

const numberIn = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/[^\d]/g, ''));

describe('generation: 图片超分 in the AI toolbox, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The built-in local provider (ESRGAN) serves image.upscale without any key.
    server = await startServer({
      CAPTCHA_TEST_ANSWER: E2E_CAPTCHA,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOCAL_PROVIDER: '1',
    });
    browser = await launchBrowser();
    page = await newPage(browser, server.url);
    // 李经理: a company member with a bound phone (王小明 would first meet the bind-phone dialog).
    const cookie = await signInOverHttp(server.url, 'manager');
    await page.context().addCookies([{ ...cookie, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads, upscales ×2 with live progress and balance, downloads, stars and finds the work', async () => {
    await page.goto('/set/toolSet/aiToolbox?aiToolboxTabIndex=3');
    await page.getByRole('tab', { name: /图片超分/, selected: true }).waitFor();
    const badge = page.getByRole('button', { name: '制作栗明细' });
    await expect.poll(() => numberIn(badge), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await numberIn(badge);
    expect(await page.getByTestId('tool-unavailable').count()).toBe(0);
    await shot(page, 'generation-toolbox-upscale');

    await page.getByTestId('upload-image').setInputFiles({
      name: 'e2e-gradient.png',
      mimeType: 'image/png',
      buffer: gradientPng(48, 32),
    });
    await page.getByRole('button', { name: '移除原图' }).waitFor();
    await page.getByText('输出约 96 × 64 像素').waitFor();
    const submit = page.getByRole('button', { name: /开始生成/ });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    const cost = await numberIn(page.getByTestId('cost-estimate').locator('b'));
    expect(cost).toBeGreaterThan(0);
    await shot(page, 'generation-upscale-uploaded');

    await submit.click();
    const result = page.getByTestId('task-result');
    // The reserve is pushed over the stream: the badge follows without a reload.
    await expect.poll(() => numberIn(badge), { timeout: 15_000 }).toBe(before - cost);

    // Follow the task live: record every state the panel shows until it settles.
    const seen = new Set<string>();
    const deadline = Date.now() + 100_000;
    for (;;) {
      const status = (await result.getAttribute('data-status').catch(() => null)) ?? '';
      if (status) seen.add(status);
      if (status === '2' || status === '3') break;
      if (Date.now() > deadline) throw new Error(`task did not finish; states seen: ${[...seen].join(',')}`);
      if (status === '1' && !seen.has('shot')) {
        seen.add('shot');
        await shot(page, 'generation-upscale-running');
      }
      await page.waitForTimeout(150);
    }
    expect(await result.getAttribute('data-status'), await result.innerText()).toBe('2');
    expect([...seen].some((s) => s === '0' || s === '1')).toBe(true);
    const output = page.getByTestId('task-output').first();
    await output.locator('img').waitFor();
    await output.getByText('96 × 64').waitFor();
    await shot(page, 'generation-upscale-done');

    // The viewer: zoom by 1.2, Esc closes.
    await output.getByRole('button', { name: /^\S*\s?查\s*看$/ }).click();
    await page.getByRole('dialog', { name: '图片预览' }).waitFor();
    await page.getByRole('button', { name: '放大' }).click();
    await expect.poll(() => page.getByTestId('viewer-scale').textContent()).toBe('120%');
    await shot(page, 'generation-viewer');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '图片预览' }).waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      output.getByRole('link', { name: /下\s*载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.(png|jpe?g|webp)$/);
    const saved = await download.path();
    expect((await readFile(saved)).length).toBeGreaterThan(100);

    await output.getByRole('button', { name: /收\s*藏/ }).click();
    await page.getByText('已收藏', { exact: true }).first().waitFor();

    // The task centre lists it as done.
    await page.getByTestId('task-centre-button').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '任务中心' });
    const item = drawer.getByTestId('task-item').first();
    await item.getByText('图片超分').waitFor();
    await item.getByText('已完成').waitFor();
    await shot(page, 'generation-task-centre');
    await page.keyboard.press('Escape');

    await page.goto('/work/image/favorite');
    const card = page.getByTestId('work-card').first();
    await card.waitFor();
    expect(await card.getByRole('button', { name: '取消收藏' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'generation-works-favorite');
    await page.goto('/work/image/history');
    await page.getByTestId('work-card').first().waitFor();
  });

  it('meets 温馨提示 on a real submit with too few points and reaches the points application', async () => {
    // A newcomer registers by phone, joins 演示公司 and is approved: a member with 0 points.
    const phone = '13900000077';
    const post = (path: string, body: object, cookie = '') =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    await post('/api/v1/user/phone/code', { phone, scene: 'register' });
    const registered = await post('/api/v1/user/register', {
      channel: 'phone',
      phone,
      code: await smsCodeFor(server, phone),
      realname: '周新员',
    });
    const newcomer = /^([^=]+)=([^;]+)/.exec(registered.headers.get('set-cookie') ?? '');
    if (!newcomer?.[1] || !newcomer[2]) throw new Error('registration gave no session');
    const newcomerCookie = `${newcomer[1]}=${newcomer[2]}`;
    const managerSession = await signInOverHttp(server.url, 'manager');
    const managerCookie = `${managerSession.name}=${managerSession.value}`;
    const info = async (cookie: string) =>
      (await (await fetch(`${server.url}/api/v1/user/info`, { headers: { cookie } })).json()).data;
    const enterpriseId = (await info(managerCookie)).enterprise.id;
    await post('/api/v1/user/applyEnterprise', { mode: 'join', enterpriseId }, newcomerCookie);
    const review = await post(
      '/api/v1/company/members/review',
      { enterpriseId, userId: (await info(newcomerCookie)).userId, action: 'approve' },
      managerCookie,
    );
    expect((await review.json()).code).toBe(0);

    const member = await newPage(browser, server.url);
    await member
      .context()
      .addCookies([
        { name: newcomer[1], value: newcomer[2], url: server.url, httpOnly: true, sameSite: 'Lax' },
      ]);
    await member.goto('/set/toolSet/aiToolbox?aiToolboxTabIndex=3');
    await member
      .getByTestId('upload-image')
      .setInputFiles({ name: 'e2e-small.png', mimeType: 'image/png', buffer: gradientPng(24, 16) });
    await member.getByRole('button', { name: '移除原图' }).waitFor();
    const submit = member.getByRole('button', { name: /开始生成/ });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await submit.click();
    // The server refuses with 400403 and its estimate; nothing was charged, and the dialog leads to the application.
    const tip = member.getByRole('dialog').filter({ hasText: '温馨提示' });
    await tip.getByText(/预计消耗 \d+，可用 0/).waitFor();
    await shot(member, 'generation-insufficient-points');
    await tip.getByRole('button', { name: '申请制作栗' }).click();
    await member.getByRole('dialog', { name: '申请制作栗' }).waitFor();
    const tasks = await (
      await fetch(`${server.url}/api/v1/tasks`, { headers: { cookie: newcomerCookie } })
    ).json();
    expect(tasks.data.total).toBe(0);
    await member.context().close();
  });
});
