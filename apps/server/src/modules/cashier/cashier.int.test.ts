import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../lib/crypto-tokens';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
} from '../../providers/payment/sandbox/sandbox.provider';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';
import { getOrCreateSecret, secretKey } from '../secrets/secrets.repository';
import { signTicket } from './ticket';

const PASSWORD = 'Lizi@2026';

describeEachDatabase('cashier: tickets, orders, sandbox payments', (driver) => {
  let t: TestApp;
  let base = '';
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies.app = await signIn(t.app, t.ctx, 'appuser', PASSWORD);
    cookies.app2 = await signIn(t.app, t.ctx, 'appuser', PASSWORD);
    cookies.member = await signIn(t.app, t.ctx, 'member', PASSWORD);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const info = async (who: string) =>
    (await as(who, { method: 'GET', url: '/api/v1/user/info' })).json().data;
  const check = (who: string, payload: object) =>
    as(who, { method: 'POST', url: '/api/v1/cashier/ticket/check', payload });
  const sessionIdOf = (who: string) => sha256((cookies[who] ?? '').split('=')[1] ?? '');

  /** Over real HTTP, as the browser in the cashier iframe does. */
  async function http(who: string, method: string, path: string, body?: object) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: cookies[who] ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    return res;
  }

  // biome-ignore lint/suspicious/noExplicitAny: test reads of the JSON envelope
  const envelope = async (res: Response) => (await res.json()) as { code: number; msg: string; data: any };

  async function balanceOf(who: string) {
    return (await as(who, { method: 'GET', url: '/api/v1/user/points/balance' })).json().data as {
      total: number;
      applyIntegral: number;
    };
  }

  async function topupEntries(orderId: string) {
    const { rows } = await t.ctx.database.query<{ n: number; points: string }>(
      `select count(*)::int as n, coalesce(sum(apply_delta + gift_delta), 0)::text as points
         from integral_ledger where idempotency_key = $1 and kind = 'topup'`,
      [`topup:${orderId}`],
    );
    return { n: rows[0]?.n ?? 0, points: Number(rows[0]?.points ?? 0) };
  }

  async function orderRow(orderId: string) {
    const { rows } = await t.ctx.database.query<{ status: string; provider_trade_no: string | null }>(
      'select status, provider_trade_no from payment_orders where id = $1',
      [orderId],
    );
    return rows[0];
  }

  async function newOrder(packageId = 'p500', who = 'app') {
    const ticket = (await info(who)).ticket as string;
    const res = await http(who, 'POST', '/api/v1/cashier/orders', { packageId, ticket });
    const body = (await envelope(res)) as { code: number; data: { orderId: string; payUrl: string } };
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  }

  /** Opens the sandbox pay page like the browser and returns its confirm form action. */
  async function confirmActionOf(payUrl: string) {
    const page = await fetch(`${base}${payUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error('no confirm form');
    return { html, action: action.replaceAll('&amp;', '&') };
  }

  describe('secrets', () => {
    it('creates a key once, even when several callers race for it', async () => {
      const values = await Promise.all(
        Array.from({ length: 5 }, () => getOrCreateSecret(t.ctx.db, 'test.race')),
      );
      expect(new Set(values).size).toBe(1);
      expect(Buffer.from(values[0] as string, 'base64url')).toHaveLength(32);
      expect(await getOrCreateSecret(t.ctx.db, 'test.race')).toBe(values[0]);
    });
  });

  describe('ticket', () => {
    it('is in user info for app users only', async () => {
      const app = await info('app');
      expect(app.isAppUser).toBe(true);
      expect(app.ticket).toMatch(/^[\w-]+\.[\w-]+$/);
      const member = await info('member');
      expect(member.isAppUser).toBe(false);
      expect(member.ticket).toBeNull();
    });

    it('checks valid for its own session with invoker webgame', async () => {
      const app = await info('app');
      const res = await check('app', { invoker: 'webgame', ticket: app.ticket });
      expect(res.json()).toMatchObject({ code: 0, data: { valid: true, userId: app.userId } });
    });

    it('refuses another invoker, naming the field', async () => {
      const { ticket } = await info('app');
      const res = await check('app', { invoker: 'webshop', ticket });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('invoker');
      expect(res.json().msg).toContain('webgame');
    });

    it('refuses a tampered ticket', async () => {
      const { ticket } = await info('app');
      const [body, sig] = (ticket as string).split('.') as [string, string];
      const tampered = `${body}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
      const res = await check('app', { invoker: 'webgame', ticket: tampered });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('收银凭证无效，请重新打开收银台');
    });

    it('refuses an expired ticket', async () => {
      const key = await secretKey(t.ctx.db, 'cashier.ticket');
      const { userId } = await info('app');
      const expired = signTicket(
        { userId, sessionId: sessionIdOf('app'), expiresAt: Date.now() - 1000 },
        key,
      );
      const res = await check('app', { invoker: 'webgame', ticket: expired });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('收银凭证已过期，请重新打开收银台');
    });

    it('accepts a ticket of another live session of the same user, refuses it once that session ended', async () => {
      cookies.app3 = await signIn(t.app, t.ctx, 'appuser', PASSWORD);
      const { ticket } = (await as('app3', { method: 'GET', url: '/api/v1/cashier/ticket' })).json().data;
      expect((await check('app', { invoker: 'webgame', ticket })).json().data.valid).toBe(true);
      await as('app3', { method: 'POST', url: '/api/v1/user/logout' });
      const res = await check('app', { invoker: 'webgame', ticket });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('收银凭证所属的登录已失效，请重新打开收银台');
    });

    it('refuses a ticket of a session that never existed, and of another user', async () => {
      const key = await secretKey(t.ctx.db, 'cashier.ticket');
      const { userId } = await info('app');
      const ghost = signTicket({ userId, sessionId: sha256('ghost'), expiresAt: Date.now() + 60_000 }, key);
      const res = await check('app', { invoker: 'webgame', ticket: ghost });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('收银凭证所属的登录已失效，请重新打开收银台');
      const { ticket } = await info('app');
      const foreign = await check('member', { invoker: 'webgame', ticket });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().msg).toBe('收银凭证不属于当前登录账号');
    });

    it('gives a fresh ticket for the calling session, to app users only', async () => {
      const res = await as('app2', { method: 'GET', url: '/api/v1/cashier/ticket' });
      const { ticket } = res.json().data;
      expect((await check('app2', { invoker: 'webgame', ticket })).json().data.valid).toBe(true);
      const member = await as('member', { method: 'GET', url: '/api/v1/cashier/ticket' });
      expect(member.statusCode).toBe(403);
      expect(member.json().msg).toBe('当前账号暂不支持充值');
    });

    it('needs a session', async () => {
      const { ticket } = await info('app');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cashier/ticket/check',
        payload: { invoker: 'webgame', ticket },
      });
      expect(res.json().code).toBe(400404);
    });
  });

  describe('packages and orders', () => {
    it('lists the fixed packages with amounts in fen', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/cashier/packages' });
      expect(res.json().data).toEqual([
        { id: 'p100', points: 100, amountFen: 1000, badge: null },
        { id: 'p500', points: 500, amountFen: 4500, badge: '9 折' },
        { id: 'p1000', points: 1000, amountFen: 8000, badge: '8 折' },
        { id: 'p5000', points: 5000, amountFen: 35000, badge: '7 折 · 最划算' },
      ]);
    });

    it('refuses users who are not app users', async () => {
      const { ticket } = await info('app');
      const res = await as('member', {
        method: 'POST',
        url: '/api/v1/cashier/orders',
        payload: { packageId: 'p100', ticket },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('当前账号暂不支持充值');
    });

    it('refuses an unknown package, naming the field', async () => {
      const { ticket } = await info('app');
      const res = await as('app', {
        method: 'POST',
        url: '/api/v1/cashier/orders',
        payload: { packageId: 'p999', ticket },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('packageId');
      expect(res.json().data.fields[0].field).toBe('packageId');
    });

    it('refuses without a valid ticket', async () => {
      const missing = await as('app', {
        method: 'POST',
        url: '/api/v1/cashier/orders',
        payload: { packageId: 'p100' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toContain('ticket');
      const res = await as('app', {
        method: 'POST',
        url: '/api/v1/cashier/orders',
        payload: { packageId: 'p100', ticket: 'bm90LmE.dGlja2V0' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('收银凭证无效，请重新打开收银台');
    });

    it('shows an order to its owner only', async () => {
      const { orderId, payUrl } = await newOrder('p100');
      expect(payUrl).toMatch(new RegExp(`^/api/pay/sandbox/${orderId}\\?`));
      const own = await as('app', { method: 'GET', url: `/api/v1/cashier/orders/${orderId}` });
      expect(own.json().data).toMatchObject({
        orderId,
        status: 'created',
        points: 100,
        amountFen: 1000,
        paidAt: null,
      });
      const other = await as('member', { method: 'GET', url: `/api/v1/cashier/orders/${orderId}` });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('sandbox payment over real HTTP', () => {
    it('pays, is notified by the sandbox, credits once; a replayed notice credits nothing more', async () => {
      const sent: { url: string; body: string; headers: Record<string, string> }[] = [];
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/api/v1/cashier/notify/')) {
          sent.push({
            url,
            body: String(init?.body),
            headers: { ...(init?.headers as Record<string, string>) },
          });
        }
        return realFetch(input, init);
      });

      const before = await balanceOf('app');
      const { orderId, payUrl } = await newOrder('p500');
      const { html, action } = await confirmActionOf(payUrl);
      expect(html).toContain('45.00');
      expect(html).toContain(orderId);
      expect(html).toContain('确认支付');
      expect(html).toContain('充值 500 制作栗');

      const confirm = await fetch(`${base}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: '',
        redirect: 'manual',
      });
      expect(confirm.status).toBe(303);
      expect(confirm.headers.get('location')).toBe(`${base}/cashier/result?orderId=${orderId}`);

      // The notification really went over HTTP to this server's own origin, signed.
      expect(sent).toHaveLength(1);
      const notice = sent[0] as (typeof sent)[number];
      expect(notice.url).toBe(`${base}/api/v1/cashier/notify/sandbox`);
      expect(notice.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.parse(notice.body)).toMatchObject({ orderId, amountFen: 4500, status: 'SUCCESS' });

      const after = await balanceOf('app');
      expect(after.total).toBe(before.total + 500);
      expect(after.applyIntegral).toBe(before.applyIntegral + 500);
      expect(await topupEntries(orderId)).toEqual({ n: 1, points: 500 });
      const order = (await envelope(await http('app', 'GET', `/api/v1/cashier/orders/${orderId}`))).data;
      expect(order).toMatchObject({ status: 'paid', points: 500 });
      expect(order.paidAt).not.toBeNull();
      const history = (
        await as('app', { method: 'GET', url: '/api/v1/user/points/cost/history', query: { costType: '2' } })
      ).json().data.list;
      expect(history[0]).toMatchObject({ usage: '充值 500 制作栗', points: 500 });

      // The very same notice again, twice at once: acknowledged, nothing credited.
      const replays = await Promise.all(
        [1, 2].map(() =>
          realFetch(notice.url, { method: 'POST', headers: notice.headers, body: notice.body }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(replays).toEqual([200, 200]);
      expect(await topupEntries(orderId)).toEqual({ n: 1, points: 500 });
      expect((await balanceOf('app')).total).toBe(before.total + 500);

      // A second click on 确认支付 (a second trade at the vendor) credits nothing either.
      const again = await fetch(`${base}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: '',
        redirect: 'manual',
      });
      expect(again.status).toBe(303);
      expect(await topupEntries(orderId)).toEqual({ n: 1, points: 500 });
      expect((await orderRow(orderId))?.provider_trade_no).toBe(JSON.parse(notice.body).tradeNo);
    });

    it('refuses a bad signature with 401 and changes nothing', async () => {
      const before = await balanceOf('app');
      const { orderId } = await newOrder('p100');
      const body = JSON.stringify({ orderId, tradeNo: 'SBXFORGED1', amountFen: 1000, status: 'SUCCESS' });
      const forged = await fetch(`${base}/api/v1/cashier/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64) },
        body,
      });
      expect(forged.status).toBe(401);
      expect((await envelope(forged)).msg).toBe('支付通知签名无效');
      const unsigned = await fetch(`${base}/api/v1/cashier/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(unsigned.status).toBe(401);
      expect(await orderRow(orderId)).toEqual({ status: 'created', provider_trade_no: null });
      expect(await topupEntries(orderId)).toEqual({ n: 0, points: 0 });
      expect((await balanceOf('app')).total).toBe(before.total);
    });

    it('refuses a correctly signed notice whose amount is not the order amount', async () => {
      const { orderId } = await newOrder('p1000');
      const key = await secretKey(t.ctx.db, 'payment.sandbox');
      const body = JSON.stringify({ orderId, tradeNo: 'SBXCHEAP1', amountFen: 1, status: 'SUCCESS' });
      const res = await fetch(`${base}/api/v1/cashier/notify/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, key),
        },
        body,
      });
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe('支付金额与订单金额不符');
      expect((await orderRow(orderId))?.status).toBe('created');
      expect(await topupEntries(orderId)).toEqual({ n: 0, points: 0 });
    });

    it('refuses a pay page whose signed query was changed', async () => {
      const { payUrl } = await newOrder('p5000');
      const cheaper = payUrl.replace('amount=35000', 'amount=1');
      const page = await fetch(`${base}${cheaper}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('支付链接无效');
      const confirm = await fetch(`${base}${cheaper.replace('?', '/confirm?')}`, {
        method: 'POST',
        headers: { origin: base },
        redirect: 'manual',
      });
      expect(confirm.status).toBe(400);
    });
  });

  describe('cashier script and pages', () => {
    it('serves the cashier script as cacheable JavaScript', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/cashier/sdk.js?v=2999999' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/javascript');
      expect(res.headers['cache-control']).toContain('max-age=600');
      expect(res.body).toContain('window.LiziCashier');
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/cashier/sdk.js',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves the cashier page with the packages, its script from this origin and the CSP', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/cashier?ticket=x.y' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('充值制作栗');
      expect(res.body).toContain('value="p5000"');
      expect(res.body).toContain('src="/api/cashier/page.js"');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      const script = await t.app.inject({ method: 'GET', url: '/api/cashier/page.js' });
      expect(script.headers['content-type']).toContain('application/javascript');
      const result = await t.app.inject({ method: 'GET', url: '/cashier/result?orderId=LZ1' });
      expect(result.body).toContain('data-order-id="LZ1"');
    });

    it('tells the web where the cashier script is', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/app/config' });
      expect(res.json().data.cashierScriptUrl).toBe('/api/cashier/sdk.js');
    });
  });
});

describe('cashier with payments off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PAYMENT_PROVIDER: 'off' });
  });
  afterAll(() => t?.close());

  it('answers 503 to new orders and notifications', async () => {
    const cookie = await signIn(t.app, t.ctx, 'appuser', PASSWORD);
    const { ticket } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { cookie } })
    ).json().data;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cashier/orders',
      headers: { cookie },
      payload: { packageId: 'p100', ticket },
    });
    expect(order.statusCode).toBe(503);
    expect(order.json().msg).toBe('充值服务暂未开通');
    const notify = await t.app.inject({ method: 'POST', url: '/api/v1/cashier/notify/sandbox', payload: {} });
    expect(notify.statusCode).toBe(503);
    const page = await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/LZ1' });
    expect(page.statusCode).toBe(404);
  });
});
