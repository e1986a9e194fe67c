import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { DEMO_PASSWORD, E2E_CAPTCHA, signInContext, signInOverHttp } from '../support/session';
import { smsCodeFor, variantUrl } from '../support/sms';

/** antd puts a space between the two characters of two-character button labels (登 录, 确 定). */
const twoChars = (label: string) => new RegExp(`^${label[0]}\\s*${label[1]}$`);

async function fillAccountForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByPlaceholder('账号', { exact: true }).fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByPlaceholder('图形验证码').fill(E2E_CAPTCHA);
  // The captcha picture belongs to the cipher the form will seal with.
  await page.getByRole('img', { name: '图形验证码' }).waitFor();
}

/** Dialogs and popovers animate in; take the picture once they have settled. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(450);
  await screenshot(page, name);
}

async function sessionWorks(serverUrl: string, cookie: { name: string; value: string }) {
  const res = await fetch(`${serverUrl}/api/v1/user/info`, {
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  });
  const body = (await res.json()) as { code: number };
  return { status: res.status, code: body.code };
}

async function withCookie(context: BrowserContext, url: string, cookie: { name: string; value: string }) {
  await context.addCookies([{ ...cookie, url, httpOnly: true, sameSite: 'Lax' }]);
}

describe('accounts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Every request of the run comes from 127.0.0.1, page chunks included: lift the per-address limit
    // (the sign-in routes keep their own, lower limits).
    server = await startServer({ CAPTCHA_TEST_ANSWER: E2E_CAPTCHA, RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in with an account through the sealed unified-login form and lands on /dashboard', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/LoginView');
    await fillAccountForm(page, 'manager');
    await shot(page, 'accounts-login-default-filled');
    await page.getByRole('button', { name: twoChars('登录') }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /李经理/ }).waitFor();

    // The user dropdown: greeting with the real name; on the default site only 退出登录.
    await page.getByRole('button', { name: /李经理/ }).hover();
    await page.getByRole('menuitem', { name: /退出登录/ }).waitFor();
    await page.getByText('你好，李经理').last().waitFor();
    await shot(page, 'accounts-user-dropdown-default');
    expect(await page.getByRole('menuitem', { name: /企业后台/ }).count()).toBe(0);

    // Default site logout: the unified-login logout redirect, back to /LoginView, session revoked.
    const [cookie] = await page.context().cookies();
    await page.getByRole('menuitem', { name: /退出登录/ }).click();
    await page.waitForURL('**/LoginView');
    expect(cookie).toBeDefined();
    if (cookie)
      await expect(sessionWorks(server.url, cookie)).resolves.toMatchObject({ status: 401, code: 400404 });
    await page.context().close();
  });

  it('shows the unified login’s error and the form’s own checks', async () => {
    const page = await newPage(browser, server.url);
    await page.goto(
      '/LoginView?redirect=%2Fwork&error=%E7%99%BB%E5%BD%95%E5%87%AD%E8%AF%81%E5%B7%B2%E5%A4%B1%E6%95%88',
    );
    await page.getByText('登录凭证已失效').waitFor();
    // Nothing is sent while a required field is empty (spec §5).
    await page.getByRole('button', { name: twoChars('登录') }).click();
    await page.getByText('请输入账号').waitFor();
    await page.getByText('请输入图形验证码').waitFor();
    await shot(page, 'accounts-login-errors');
    // A wrong password answers with the server's message, and the captcha is renewed.
    await fillAccountForm(page, 'boss', 'Wrong-pass-1');
    await page.getByRole('button', { name: twoChars('登录') }).click();
    await page.getByText('用户名或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/LoginView');
    await page.context().close();
  });

  it('sends an anonymous visitor of /work to /LoginView?redirect=… and back after signing in', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/work');
    await page.waitForURL('**/LoginView?redirect=%2Fwork%2Fscript%2Fhistory');
    await fillAccountForm(page, 'boss');
    await page.getByRole('button', { name: twoChars('登录') }).click();
    await page.waitForURL('**/work/script/history');
    await page.getByRole('button', { name: /陈总/ }).waitFor();
    await page.context().close();
  });

  it('logs a member out of /multiTenant/platformAdmin, on the server too', async () => {
    const page = await newPage(browser, server.url);
    const cookie = await signInOverHttp(server.url, 'member');
    await withCookie(page.context(), server.url, cookie);
    await expect(sessionWorks(server.url, cookie)).resolves.toMatchObject({ status: 200, code: 0 });
    await page.goto('/multiTenant/platformAdmin');
    await page.waitForURL((url) => url.pathname === '/LoginView' && url.search === '');
    await page.getByText('登录栗子工坊').waitFor();
    await expect(sessionWorks(server.url, cookie)).resolves.toMatchObject({ status: 401, code: 400404 });
    await page.context().close();
  });

  it('makes the member without a phone bind one before anything else', async () => {
    const page = await newPage(browser, server.url);
    await signInContext(page.context(), server.url, 'member');
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('绑定手机号').first().waitFor();
    await shot(page, 'accounts-bind-phone-dialog');
    // Not closable: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByPlaceholder('手机号').fill('13900000004');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /秒后重发/ }).waitFor();
    const code = await smsCodeFor(server, '13900000004');
    await dialog.getByPlaceholder('短信验证码').fill(code);
    await shot(page, 'accounts-bind-phone-filled');
    await dialog.getByRole('button', { name: '确认绑定' }).click();
    await page.getByText('绑定成功').waitFor();
    // The page reloads after 1 s; afterwards no dialog.
    await page.waitForEvent('load');
    await page.getByRole('button', { name: /王小明/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const info = await page.evaluate(async () => (await (await fetch('/api/v1/user/info')).json()).data);
    expect(info).toMatchObject({ phoneMask: '139****0004', needBindPhone: false });
    await page.context().close();
  });

  it('lets a company admin approve a new member, who then works without the change-company dialog', async () => {
    // A new person registers with a phone in the browser: no company yet → the change-company dialog.
    const newcomer = await newPage(browser, server.url);
    await newcomer.goto('/LoginView');
    await newcomer.getByRole('button', { name: '立即注册' }).click();
    await newcomer.getByRole('tab', { name: '手机注册' }).click();
    await newcomer.getByPlaceholder('姓名').fill('林新人');
    await newcomer.getByPlaceholder('手机号').fill('13900000011');
    await newcomer.getByRole('button', { name: '获取验证码' }).click();
    await newcomer.getByPlaceholder('短信验证码').fill(await smsCodeFor(server, '13900000011'));
    await shot(newcomer, 'accounts-register-phone');
    await newcomer.getByRole('button', { name: '注册并登录' }).click();
    await newcomer.waitForURL('**/dashboard');
    const dialog = newcomer.getByRole('dialog');
    await dialog.getByText('尚未加入企业').waitFor();
    await shot(newcomer, 'accounts-change-company-none');
    await dialog.getByRole('tab', { name: '开通新企业' }).click();
    await dialog.getByLabel('企业名称').waitFor();
    await shot(newcomer, 'accounts-change-company-create');
    await dialog.getByRole('tab', { name: '加入企业' }).click();

    await dialog.getByPlaceholder(/输入企业名称/).fill('演示');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    await dialog.getByRole('button', { name: /演示公司/ }).click();
    await shot(newcomer, 'accounts-change-company-search');
    await dialog.getByRole('button', { name: '申请加入' }).click();
    await newcomer.getByText('申请已提交').waitFor();
    await newcomer.waitForEvent('load');
    await newcomer.getByRole('dialog').getByText('等待企业审核').waitFor();
    await shot(newcomer, 'accounts-change-company-pending');

    // The company admin approves the pending member.
    const manager = await newPage(browser, server.url);
    await signInContext(manager.context(), server.url, 'manager');
    await manager.goto('/multiTenant/companyAdmin/memberManage');
    await manager.getByText('林新人').waitFor();
    await shot(manager, 'accounts-member-manage');
    await manager.getByText('待审核', { exact: true }).first().click();
    await manager.waitForURL('**/memberManage?status=1');
    const row = manager.getByRole('row', { name: /林新人/ });
    await row.getByRole('button', { name: twoChars('通过') }).click();
    await manager.getByRole('button', { name: twoChars('确定') }).click();
    await manager.getByText('已通过', { exact: true }).first().waitFor();
    await manager.getByText('没有符合条件的成员').waitFor();
    await shot(manager, 'accounts-member-approved');
    await manager.context().close();

    // The newcomer's page notices the approval (poll every 10 s) and reloads without the dialog.
    await newcomer.getByText('审核已通过').waitFor({ timeout: 20_000 });
    await newcomer.waitForEvent('load');
    await newcomer.goto('/dashboard');
    await newcomer.getByRole('button', { name: /林新人/ }).waitFor();
    expect(await newcomer.getByRole('dialog').count()).toBe(0);
    await shot(newcomer, 'accounts-newcomer-approved');
    await newcomer.context().close();
  });

  it('signs the desktop in by scanning the QR on a phone, and lets the phone cancel', async () => {
    const desktop = await newPage(browser, server.url);
    await desktop.goto('/LoginView?redirect=%2Fwork%2Fvideo%2Fhistory');
    await desktop.getByRole('tab', { name: '扫码登录' }).click();
    const qr = desktop.locator('svg[data-confirm-url]');
    await qr.waitFor();
    const confirmUrl = await qr.getAttribute('data-confirm-url');
    expect(confirmUrl).toMatch(/\/m\/qrConfirm\?qrId=/);
    await shot(desktop, 'accounts-qr-login');

    // The phone is not signed in: it signs in with an SMS code right on the confirm page.
    const phoneContext = await browser.newContext({
      baseURL: server.url,
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(confirmUrl ?? '');
    await phone.getByText('登录后确认').waitFor();
    await shot(phone, 'accounts-qr-confirm-sign-in');
    await phone.getByPlaceholder('手机号').fill('13800000005');
    await phone.getByRole('button', { name: '获取验证码' }).click();
    await phone.getByPlaceholder('短信验证码').fill(await smsCodeFor(server, '13800000005'));
    await phone.getByRole('button', { name: twoChars('登录') }).click();
    await phone.getByText('电脑端登录确认').waitFor();
    await shot(phone, 'accounts-qr-confirm-ready');
    await desktop.getByText('已扫码，请在手机上确认').waitFor();
    await shot(desktop, 'accounts-qr-scanned');
    await phone.getByRole('button', { name: '确认登录' }).click();
    await phone.getByText('已确认登录').waitFor();
    await shot(phone, 'accounts-qr-confirmed');
    await desktop.waitForURL('**/work/video/history');
    await desktop.getByRole('button', { name: /赵小雨/ }).waitFor();
    await desktop.context().close();

    // A second code, cancelled on the (now signed-in) phone: the desktop offers a new one.
    const other = await newPage(browser, server.url);
    await other.goto('/LoginView');
    await other.getByRole('tab', { name: '扫码登录' }).click();
    const secondUrl = await other.locator('svg[data-confirm-url]').getAttribute('data-confirm-url');
    await phone.goto(secondUrl ?? '');
    await phone.getByRole('button', { name: twoChars('取消') }).click();
    await phone.getByText('已取消登录').waitFor();
    await other.getByText('已在手机上取消登录').waitFor();
    await other.getByRole('button', { name: '刷新二维码' }).waitFor();
    await shot(other, 'accounts-qr-cancelled');
    await other.context().close();
    await phoneContext.close();
  });

  it('applies for team collaboration; the company super admin approves it and manages roles', async () => {
    const page = await newPage(browser, server.url);
    await signInContext(page.context(), server.url, 'manager');
    await page.goto('/dashboard');
    await page.locator('aside').getByText('团队协作').click();
    await page.getByRole('button', { name: '立即申请' }).click();
    const form = page.getByRole('dialog', { name: '申请团队协作权限' });
    await form.getByLabel('团队名称').fill('星河剧组');
    await form.getByLabel('项目类型').click();
    await page.getByTitle('短剧').click();
    await form.getByLabel('申请说明').fill('十集古装短剧，团队 8 人，计划三个月完成。');
    await shot(page, 'accounts-project-apply');
    await form.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('申请成功').waitFor();
    await page.context().close();

    const boss = await newPage(browser, server.url);
    await signInContext(boss.context(), server.url, 'boss');
    await boss.goto('/multiTenant/companyAdmin/projectManage');
    const row = boss.getByRole('row', { name: /星河剧组/ });
    await row.waitFor();
    await shot(boss, 'accounts-project-manage');
    await row.getByRole('button', { name: twoChars('通过') }).click();
    const review = boss.getByRole('dialog', { name: '通过团队协作权限申请' });
    await review.getByLabel('审核备注').fill('请按计划推进');
    await shot(boss, 'accounts-project-review');
    await review.getByRole('button', { name: twoChars('通过') }).click();
    await boss.getByText('已通过', { exact: true }).first().waitFor();
    await row.getByText('请按计划推进').waitFor();

    // Role change: only the super admin; member → company admin, then back.
    await boss.goto('/multiTenant/companyAdmin/memberManage?keyword=%E7%8E%8B%E5%B0%8F%E6%98%8E');
    const member = boss.getByRole('row', { name: /王小明/ });
    await member.getByLabel('王小明的角色').click();
    await boss.getByText('确定将「王小明」的角色调整为企业管理员吗？').waitFor();
    await shot(boss, 'accounts-member-role');
    await boss.getByRole('button', { name: twoChars('确定') }).click();
    await boss.getByText('角色已更新').waitFor();
    await member.getByText('企业管理员').waitFor();
    await member.getByLabel('王小明的角色').click();
    await boss.getByRole('button', { name: twoChars('确定') }).click();
    await member.getByText('普通成员').waitFor();
    await boss.context().close();
  });

  it('runs the platform back office on the open site and logs out with POST /logout', async () => {
    const openUrl = variantUrl(server.url, 'open');
    const page = await newPage(browser, openUrl);
    await page.goto('/LoginView');
    await page.getByText('人人可用的 AI 影视工坊').waitFor();
    expect(await page.getByRole('tab').first().textContent()).toBe('手机登录');
    await shot(page, 'accounts-login-open');

    // Someone asks to open a company (over HTTP, as a signed-in user).
    const applicant = await signInOverHttp(server.url, 'appuser');
    const applied = await fetch(`${server.url}/api/v1/user/applyEnterprise`, {
      method: 'POST',
      headers: { cookie: `${applicant.name}=${applicant.value}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        mode: 'create',
        name: '远山动画',
        contactName: '赵小雨',
        contactPhone: '13800000005',
        reason: '动画短片团队，十余人，希望统一管理制作栗。',
      }),
    });
    expect((await applied.json()).code).toBe(0);

    const cookie = await signInOverHttp(server.url, 'admin');
    await withCookie(page.context(), openUrl, cookie);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /平台管理员/ }).hover();
    await page.getByRole('menuitem', { name: /平台后台/ }).waitFor();
    await shot(page, 'accounts-user-dropdown-open');
    await page.getByRole('menuitem', { name: /平台后台/ }).click();
    await page.waitForURL('**/multiTenant/platformAdmin/companyManage');
    await page.getByRole('row', { name: /演示公司/ }).waitFor();
    await shot(page, 'accounts-company-manage');

    // Create a company.
    await page.getByRole('button', { name: /新建企业/ }).click();
    const create = page.getByRole('dialog', { name: '新建企业' });
    await create.getByLabel('企业名称').fill('星河影业');
    await create.getByLabel('联系人').fill('周星');
    await create.getByLabel('联系电话').fill('13900000021');
    await create.getByLabel('每日自动发放制作栗').click();
    await shot(page, 'accounts-company-create');
    await create.getByRole('button', { name: twoChars('创建') }).click();
    await page.getByText('企业已创建').waitFor();
    const row = page.getByRole('row', { name: /星河影业/ });
    await row.waitFor();

    // Auto issue off, disable (confirm), find it under 已停用, restore.
    await row.getByRole('switch').click();
    await page.getByText('已关闭每日自动发放制作栗').waitFor();
    await row.getByRole('button', { name: twoChars('停用') }).click();
    await page.getByText(/确定停用「星河影业」吗/).waitFor();
    await shot(page, 'accounts-company-disable-confirm');
    await page.getByRole('button', { name: twoChars('确定') }).click();
    await page.getByText('企业已停用').waitFor();
    await page.getByText('已停用', { exact: true }).first().click();
    await page.waitForURL('**/companyManage?status=2');
    await page
      .getByRole('row', { name: /星河影业/ })
      .getByRole('button', { name: twoChars('恢复') })
      .click();
    await page.getByRole('button', { name: twoChars('确定') }).click();
    await page.getByText('企业已恢复').waitFor();
    await page.getByText('没有符合条件的企业').waitFor();

    // Applications to open a company: approve one.
    await page.getByRole('tab', { name: '企业开通申请' }).click();
    const application = page.getByRole('row', { name: /远山动画/ });
    await application.waitFor();
    await shot(page, 'accounts-enterprise-applications');
    await application.getByRole('button', { name: twoChars('通过') }).click();
    const review = page.getByRole('dialog', { name: '通过企业开通申请' });
    await review.getByText('通过后将创建该企业').waitFor();
    await review.getByRole('button', { name: twoChars('通过') }).click();
    await page.getByText('已通过，企业已开通').waitFor();

    // A company's members, opened from the list.
    await page.getByRole('tab', { name: '企业列表' }).click();
    await page
      .getByRole('row', { name: /演示公司/ })
      .getByRole('button', { name: '成员管理' })
      .click();
    await page.waitForURL(/\/multiTenant\/companyAdmin\/memberManage\/\d+$/);
    await page.getByRole('row', { name: /李经理/ }).waitFor();
    await shot(page, 'accounts-member-manage-platform');

    // Open-site logout: POST /v1/user/logout, then /LoginView.
    await page.getByRole('button', { name: /平台管理员/ }).hover();
    await page.getByRole('menuitem', { name: /退出登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/LoginView');
    await expect(sessionWorks(server.url, cookie)).resolves.toMatchObject({ status: 401, code: 400404 });
    await page.context().close();
  });

  it('shows the class site’s own sign-in screen', async () => {
    const page = await newPage(browser, variantUrl(server.url, 'class'));
    await page.goto('/LoginView');
    await page.getByText('AI 影视创作实训课堂').waitFor();
    await shot(page, 'accounts-login-class');
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.getByPlaceholder('用户名（字母开头，4–32 位）').waitFor();
    await shot(page, 'accounts-register-account-class');

    // Account registration: sealed like sign-in; the new account is signed in and, having no phone yet,
    // is asked to bind one first.
    await page.getByPlaceholder('姓名').fill('许同学');
    await page.getByPlaceholder('用户名（字母开头，4–32 位）').fill('xu_student');
    await page.getByPlaceholder('设置密码（8–64 位，含字母和数字）').fill('Student2026');
    await page.getByPlaceholder('确认密码').fill('Student2026');
    await page.getByPlaceholder('图形验证码').fill(E2E_CAPTCHA);
    await page.getByRole('img', { name: '图形验证码' }).waitFor();
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('dialog').getByText('绑定手机号').first().waitFor();
    await page.getByRole('button', { name: /许同学/ }).waitFor();
    await page.context().close();
  });
});
