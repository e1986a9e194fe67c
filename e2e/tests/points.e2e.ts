import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { E2E_CAPTCHA, signInOverHttp } from '../support/session';
import { variantUrl } from '../support/sms';

/** antd puts a space between the two characters of two-character button labels (通 过, 取 消). */
const twoChars = (label: string) => new RegExp(`^${label[0]}\\s*${label[1]}$`);

type Cookie = { name: string; value: string };

async function shot(page: Page, name: string) {
  await page.waitForTimeout(450);
  await screenshot(page, name);
}

async function withCookie(context: BrowserContext, url: string, cookie: Cookie) {
  await context.addCookies([{ ...cookie, url, httpOnly: true, sameSite: 'Lax' }]);
}

async function api<T = unknown>(server: RunningServer, cookie: Cookie, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: `${cookie.name}=${cookie.value}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/** The number the header badge shows (open site). */
async function badgeValue(badge: Locator): Promise<number> {
  const text = (await badge.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function expectBadge(badge: Locator, value: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await badgeValue(badge).catch(() => Number.NaN);
    if (current === value) return;
    if (Date.now() > deadline) throw new Error(`badge shows ${current}, expected ${value}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('points (制作栗) in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let openUrl: string;
  let manager: Page;
  let boss: Page;
  let managerCookie: Cookie;
  let bossCookie: Cookie;
  let managerId: number;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA_TEST_ANSWER: E2E_CAPTCHA, RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await launchBrowser();
    openUrl = variantUrl(server.url, 'open');
    managerCookie = await signInOverHttp(server.url, 'manager');
    bossCookie = await signInOverHttp(server.url, 'boss');
    managerId = (await api<{ userId: number }>(server, managerCookie, '/v1/user/info')).userId;
    // The manager works on the open site (badge in the header); the boss in the default site's back office.
    manager = await newPage(browser, openUrl);
    await withCookie(manager.context(), openUrl, managerCookie);
    boss = await newPage(browser, server.url);
    await withCookie(boss.context(), server.url, bossCookie);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the balance live: a grant in another browser raises the badge without a reload', async () => {
    await manager.goto('/dashboard');
    const badge = manager.getByRole('button', { name: '制作栗明细' });
    await badge.waitFor();
    await expectBadge(badge, 500);
    await badge.hover();
    await manager.getByText('个人制作栗由企业管理员分配').waitFor();
    await shot(manager, 'points-badge-tooltip');

    // Default site: the compact balance in the user dropdown.
    await boss.goto('/dashboard');
    await boss.getByRole('button', { name: /陈总/ }).hover();
    const entry = boss.getByTestId('points-entry');
    await entry.waitFor();
    await expect.poll(async () => entry.textContent()).toMatch(/1,000/);
    await shot(boss, 'points-user-dropdown-default');

    await boss.goto('/multiTenant/companyAdmin/pointsManage');
    await boss.getByTestId('pool-balance').filter({ hasText: '10,000' }).waitFor();
    await shot(boss, 'points-backoffice-pool');
    await boss.getByRole('button', { name: /分配制作栗/ }).click();
    const dialog = boss.getByRole('dialog', { name: '分配制作栗' });
    await dialog.getByRole('combobox').click();
    await dialog.getByRole('combobox').fill('李');
    await boss.locator('.ant-select-item-option', { hasText: '李经理' }).click();
    await dialog.getByRole('spinbutton').fill('30');
    await dialog.getByLabel('备注').fill('e2e 分配');
    await shot(boss, 'points-backoffice-grant-dialog');
    await dialog.getByRole('button', { name: '确认分配' }).click();
    await boss.getByText('分配成功').waitFor();
    await boss.getByTestId('pool-balance').filter({ hasText: '9,970' }).waitFor();
    await boss.getByRole('cell', { name: 'e2e 分配' }).or(boss.getByText('李经理').first()).first().waitFor();
    await shot(boss, 'points-backoffice-after-grant');

    // The stream pushes the new balance: no reload on the manager's page.
    await expectBadge(badge, 530);
  });

  it('lists the history in the details dialog, switches tabs and loads more on scroll', async () => {
    // 25 more gain entries (27 in all with the welcome gift and the grant above): more than one page of 20.
    for (let i = 0; i < 25; i++) {
      await api(server, bossCookie, '/v1/company/points/grant', {
        userId: managerId,
        amount: 1,
        note: `批量 ${i + 1}`,
      });
    }
    const badge = manager.getByRole('button', { name: '制作栗明细' });
    await expectBadge(badge, 555);
    await badge.click();
    const dialog = manager.getByRole('dialog', { name: '制作栗明细' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('points-current').textContent()).toBe('555');
    const rows = dialog.getByTestId('points-history-row');
    // The first page is 20; a list that does not yet overflow its box may already have asked for the next one.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(20);
    await dialog
      .getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
      .first()
      .waitFor();
    await shot(manager, 'points-details-all');

    await dialog.getByTestId('points-history').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(27);
    await dialog.getByText('没有更多了').waitFor();
    await shot(manager, 'points-details-all-scrolled');

    await dialog.getByText('消耗', { exact: true }).click();
    await dialog.getByText('暂无制作栗记录').waitFor();
    expect(await rows.count()).toBe(0);
    await shot(manager, 'points-details-consume-empty');

    await dialog.getByText('获得', { exact: true }).click();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(20);
    await shot(manager, 'points-details-gain');

    // The rules link goes to the public rules page.
    const rulesHref = await dialog.getByRole('link', { name: '查看制作栗规则' }).getAttribute('href');
    expect(rulesHref).toBe('/other/pointsRules');
  });

  it('applies for points in the dialog; the admin approves in the back office; the balance rises', async () => {
    const dialog = manager.getByRole('dialog', { name: '制作栗明细' });
    await dialog.getByRole('button', { name: '申请制作栗' }).click();
    const apply = manager.getByRole('dialog', { name: '申请制作栗' });
    await apply.waitFor();
    await apply.getByText('还没有申请记录').waitFor();
    await apply.getByRole('spinbutton').fill('80');
    await apply.getByLabel('申请理由').fill('宣传片分镜需要更多图片生成');
    await shot(manager, 'points-apply-dialog');
    await apply.getByRole('button', { name: '提交申请' }).click();
    await manager.getByText('申请成功').waitFor();
    await apply.waitFor({ state: 'hidden' });

    await boss.goto('/multiTenant/companyAdmin/pointsManage');
    const row = boss.getByRole('row', { name: /宣传片分镜需要更多图片生成/ });
    await row.waitFor();
    await row.getByRole('button', { name: twoChars('通过') }).click();
    const review = boss.getByRole('dialog', { name: '通过制作栗申请' });
    await review.getByRole('spinbutton').fill('60');
    await review.getByLabel('审核备注').fill('先发 60');
    await shot(boss, 'points-backoffice-approve');
    await review.getByRole('button', { name: '通过并发放' }).click();
    await boss.getByText('已通过，制作栗已发放').waitFor();
    await row.getByText('已通过').waitFor();
    await shot(boss, 'points-backoffice-applications');

    const badge = manager.getByRole('button', { name: '制作栗明细' });
    await expectBadge(badge, 615);
    await expect.poll(() => dialog.getByTestId('points-current').textContent()).toBe('615');

    // The member sees the outcome in the application dialog.
    await dialog.getByRole('button', { name: '申请制作栗' }).click();
    await manager.getByTestId('my-points-applications').getByText('已通过').waitFor();
    await shot(manager, 'points-apply-dialog-history');
    await manager
      .getByRole('dialog', { name: '申请制作栗' })
      .getByRole('button', { name: twoChars('取消') })
      .click();
  });

  it('gives a member points from member management and credits the pool from the platform', async () => {
    await boss.goto('/multiTenant/companyAdmin/memberManage');
    const row = boss.getByRole('row', { name: /赵小雨/ });
    await row.getByRole('button', { name: '分配制作栗' }).click();
    const dialog = boss.getByRole('dialog', { name: '分配制作栗' });
    await dialog.getByRole('spinbutton').fill('5');
    await dialog.getByRole('button', { name: '确认分配' }).click();
    await boss.getByText('分配成功').waitFor();

    const admin = await newPage(browser, server.url);
    await withCookie(admin.context(), server.url, await signInOverHttp(server.url, 'admin'));
    await admin.goto('/multiTenant/platformAdmin/companyManage');
    const company = admin.getByRole('row', { name: /演示公司/ });
    await company.getByRole('button', { name: '充值制作栗' }).click();
    const credit = admin.getByRole('dialog', { name: '充值制作栗' });
    await credit.getByRole('spinbutton').fill('1000');
    await shot(admin, 'points-platform-credit');
    await credit.getByRole('button', { name: '确认充值' }).click();
    // 10,000 − 30 − 25 − 60 − 5 + 1,000
    await admin.getByText('企业制作栗池余额 10,880').waitFor();
    await shot(admin, 'points-platform-credited');
    await admin.context().close();
  });

  it('shows the rules page and the 温馨提示 of 400403', async () => {
    await manager.goto('/other/pointsRules');
    await manager.getByRole('cell', { name: '剧本生成' }).waitFor();
    await manager.getByText('5 制作栗 / 次').first().waitFor();
    await shot(manager, 'points-rules');

    // Any call answered with 400403 gets the dialog (a real submit is in generation.e2e.ts): here the balance call.
    await manager.goto('/dashboard');
    await manager.getByRole('button', { name: '制作栗明细' }).waitFor();
    await manager.route('**/api/v1/user/points/balance', (route) =>
      route.fulfill({
        status: 402,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 400403,
          msg: '制作栗不足，预计消耗 40，可用 12',
          data: { cost: 40, balance: 12 },
        }),
      }),
    );
    // The open site loads the balance on init: reloading makes that call meet the 400403.
    await manager.reload();
    const tip = manager.getByRole('dialog').filter({ hasText: '温馨提示' });
    await tip.getByText('预计消耗 40，可用 12').waitFor();
    await shot(manager, 'points-insufficient-confirm');
    await tip.getByRole('button', { name: '申请制作栗' }).click();
    await manager.getByRole('dialog', { name: '申请制作栗' }).waitFor();
    await manager.unroute('**/api/v1/user/points/balance');
  });
});
