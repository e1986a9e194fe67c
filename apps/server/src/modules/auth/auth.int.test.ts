import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureSms, cookieHeader, getCipher, seal, signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

const PASSWORD = 'Lizi@2026';

describeEachDatabase('accounts: unified login, sessions, phone, QR', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t?.close());

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const info = (cookie?: string) =>
    inject({ method: 'GET', url: '/api/v1/user/info', headers: cookie ? { cookie } : {} });

  async function ulpLogin(query: Record<string, string>) {
    return inject({ method: 'GET', url: '/api/v2/user/login', query });
  }

  describe('unified login', () => {
    it('issues a cipher with a PEM public key and a captcha picture bound to it', async () => {
      const { cipherId, publicKey } = await getCipher(t.app, t.ctx);
      expect(publicKey).toContain('BEGIN PUBLIC KEY');
      const captcha = await inject({
        method: 'GET',
        url: '/api/v1/user/captcha',
        query: { cipher_id: cipherId },
      });
      expect(captcha.headers['content-type']).toContain('image/svg+xml');
      expect(captcha.body).toContain('<path');
      const missing = await inject({
        method: 'GET',
        url: '/api/v1/user/captcha',
        query: { cipher_id: 'nope' },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('signs in through cipher → login → /auth and lands on the redirect with a session cookie', async () => {
      const { cipherId, publicKey, captcha } = await getCipher(t.app, t.ctx);
      const login = await ulpLogin({
        app_key: t.ctx.config.ulp.appKey,
        cipher_id: cipherId,
        login_data: seal(publicKey, { username: 'Manager', password: PASSWORD, code: captcha.toUpperCase() }),
        redirect_url: '/work/script/history',
      });
      expect(login.json()).toMatchObject({ code: 0, data: { token: expect.any(String) } });
      const auth = await inject({
        method: 'GET',
        url: '/api/ulp/auth',
        query: { ulp_token: login.json().data.token, redirect_url: '/work/script/history' },
      });
      expect(auth.statusCode).toBe(302);
      expect(auth.headers.location).toBe('/work/script/history');
      const cookie = auth.cookies.find((c) => c.name === 'MGAIGC-TEST');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const me = (await info(cookieHeader(auth))).json().data;
      expect(me).toMatchObject({
        username: 'manager',
        roleId: 3,
        userStatus: 2,
        isAdmin: true,
        isAuthenticated: true,
        needBindPhone: false,
        isUnApproved: false,
        isDeletedEnterprise: false,
        phoneMask: '138****0003',
        enterprise: { name: '演示公司', status: 1 },
      });

      // The token is single use.
      const again = await inject({
        method: 'GET',
        url: '/api/ulp/auth',
        query: { ulp_token: login.json().data.token },
      });
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toMatch(/^\/LoginView\?/);
      expect(decodeURIComponent(again.headers.location as string)).toContain('登录凭证已失效');
    });

    it('answers the spec texts for missing parameters and missing user fields', async () => {
      const { cipherId, publicKey, captcha } = await getCipher(t.app, t.ctx);
      const noKey = await ulpLogin({ cipher_id: cipherId, login_data: 'x', redirect_url: '/' });
      expect(noKey.json()).toMatchObject({ code: 400001, msg: '请传入正确的参数' });
      const wrongKey = await ulpLogin({
        app_key: 'other-app',
        cipher_id: cipherId,
        login_data: 'x',
        redirect_url: '/',
      });
      expect(wrongKey.json().msg).toBe('请传入正确的参数');
      const noPassword = await ulpLogin({
        app_key: t.ctx.config.ulp.appKey,
        cipher_id: cipherId,
        login_data: seal(publicKey, { username: 'boss', code: captcha }),
        redirect_url: '/',
      });
      expect(noPassword.json()).toMatchObject({ code: 400001, msg: '请传入必需的用户字段' });
    });

    it('uses a cipher once and checks the captcha', async () => {
      const { cipherId, publicKey } = await getCipher(t.app, t.ctx);
      const wrongCaptcha = await ulpLogin({
        app_key: t.ctx.config.ulp.appKey,
        cipher_id: cipherId,
        login_data: seal(publicKey, { username: 'boss', password: PASSWORD, code: 'zzzz' }),
        redirect_url: '/',
      });
      expect(wrongCaptcha.json().msg).toBe('图形验证码错误，请重新输入');
      const replay = await ulpLogin({
        app_key: t.ctx.config.ulp.appKey,
        cipher_id: cipherId,
        login_data: seal(publicKey, { username: 'boss', password: PASSWORD, code: 'zzzz' }),
        redirect_url: '/',
      });
      expect(replay.json().msg).toBe('登录信息已过期，请刷新页面后重试');
    });

    it('gives one message for unknown users and wrong passwords, then throttles', async () => {
      const attempt = async (username: string, password: string) => {
        const { cipherId, publicKey, captcha } = await getCipher(t.app, t.ctx);
        return ulpLogin({
          app_key: t.ctx.config.ulp.appKey,
          cipher_id: cipherId,
          login_data: seal(publicKey, { username, password, code: captcha }),
          redirect_url: '/',
        });
      };
      const unknown = await attempt('nobody-here', 'whatever1');
      const wrong = await attempt('appuser', 'wrong-password1');
      expect(unknown.json().msg).toBe('用户名或密码错误');
      expect(wrong.json().msg).toBe(unknown.json().msg);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      for (let i = 0; i < 4; i++) await attempt('appuser', `wrong-password${i}`);
      const locked = await attempt('appuser', PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().msg).toContain('尝试次数过多');
    });

    it('never redirects to a foreign site after sign-in', async () => {
      const cookieFree = await inject({
        method: 'GET',
        url: '/api/ulp/auth',
        query: { ulp_token: 'bogus', redirect_url: 'https://evil.example/steal' },
      });
      expect(cookieFree.headers.location).toContain('redirect=%2Fdashboard');
    });
  });

  describe('sessions', () => {
    it('tells "not signed in" from "session expired" with 400404', async () => {
      const anonymous = await info();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 400404, msg: '请先登录' });
      const stale = await info('MGAIGC-TEST=not-a-real-token');
      expect(stale.json()).toMatchObject({ code: 400404, msg: '登录已失效，请重新登录' });
    });

    it('revokes the session on logout', async () => {
      const cookie = await signIn(t.app, t.ctx, 'boss', PASSWORD);
      expect((await info(cookie)).json().data.roleId).toBe(2);
      const out = await inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie } });
      expect(out.json().code).toBe(0);
      expect((await info(cookie)).json().code).toBe(400404);
    });

    it('refuses cross-site state changes', async () => {
      const cookie = await signIn(t.app, t.ctx, 'boss', PASSWORD);
      const res = await inject({
        method: 'POST',
        url: '/api/v1/user/settings/update',
        headers: { cookie, origin: 'https://evil.example' },
        payload: { realname: '黑客' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('跨站请求被拒绝');
      const same = await inject({
        method: 'POST',
        url: '/api/v1/user/settings/update',
        headers: { cookie, origin: 'http://app.test:8080', host: 'app.test:8080' },
        payload: { realname: '陈总' },
      });
      expect(same.json().code).toBe(0);
    });

    it('validates settings by field and changes nothing on bad input', async () => {
      const cookie = await signIn(t.app, t.ctx, 'manager', PASSWORD);
      const bad = await inject({
        method: 'POST',
        url: '/api/v1/user/settings/update',
        headers: { cookie },
        payload: { realname: '', avatar: 'javascript:alert(1)' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('realname');
      expect((await info(cookie)).json().data.realname).toBe('李经理');
    });
  });

  describe('phone channel', () => {
    it('sends codes with a per-phone limit, logs in registered phones only', async () => {
      const sms = captureSms(t.ctx);
      const send = (phone: string, scene = 'login') =>
        inject({ method: 'POST', url: '/api/v1/user/phone/code', payload: { phone, scene } });
      expect((await send('13800000002')).json().code).toBe(0);
      const again = await send('13800000002');
      expect(again.statusCode).toBe(429);
      const login = await inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { channel: 'phone', phone: '13800000002', code: sms.last('13800000002') },
      });
      expect(login.json().data).toMatchObject({ username: 'boss', roleId: 2 });
      expect(cookieHeader(login)).toContain('MGAIGC-TEST=');

      expect((await send('13900000077')).json().code).toBe(0);
      const unknown = await inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { channel: 'phone', phone: '13900000077', code: sms.last('13900000077') },
      });
      expect(unknown.json().msg).toBe('该手机号尚未注册，请先注册');
    });

    it('burns a code after five wrong tries and names bad fields', async () => {
      const sms = captureSms(t.ctx);
      await inject({
        method: 'POST',
        url: '/api/v1/user/phone/code',
        payload: { phone: '13800000003', scene: 'login' },
      });
      for (let i = 0; i < 5; i++) {
        const wrong = await inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: {
            channel: 'phone',
            phone: '13800000003',
            code: '000000' === sms.last('13800000003') ? '111111' : '000000',
          },
        });
        expect(wrong.json().msg).toBe('验证码错误');
      }
      const right = await inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { channel: 'phone', phone: '13800000003', code: sms.last('13800000003') },
      });
      expect(right.json().msg).toBe('验证码已失效，请重新获取');
      const badPhone = await inject({
        method: 'POST',
        url: '/api/v1/user/phone/code',
        payload: { phone: '12345', scene: 'login' },
      });
      expect(badPhone.json()).toMatchObject({ code: 400001, data: { fields: [{ field: 'phone' }] } });
      expect(badPhone.json().msg).toContain('请输入正确的手机号');
    });

    it('registers a new phone user without a company, then binds nothing twice', async () => {
      const sms = captureSms(t.ctx);
      await inject({
        method: 'POST',
        url: '/api/v1/user/phone/code',
        payload: { phone: '13700000001', scene: 'register' },
      });
      const reg = await inject({
        method: 'POST',
        url: '/api/v1/user/register',
        payload: {
          channel: 'phone',
          phone: '13700000001',
          code: sms.last('13700000001'),
          realname: '新同学',
        },
      });
      expect(reg.json().data).toMatchObject({
        realname: '新同学',
        roleId: 4,
        userStatus: 0,
        enterprise: null,
        isUnApproved: true,
        needBindPhone: false,
      });
    });

    it('binds a phone for the member without one, and refuses a phone someone else has', async () => {
      const sms = captureSms(t.ctx);
      const cookie = await signIn(t.app, t.ctx, 'member', PASSWORD);
      expect((await info(cookie)).json().data.needBindPhone).toBe(true);
      const anonymous = await inject({
        method: 'POST',
        url: '/api/v1/user/phone/code',
        payload: { phone: '13600000009', scene: 'bind' },
      });
      expect(anonymous.json().code).toBe(400404);
      await inject({
        method: 'POST',
        url: '/api/v1/user/phone/code',
        headers: { cookie },
        payload: { phone: '13800000005', scene: 'bind' },
      });
      const taken = await inject({
        method: 'POST',
        url: '/api/v1/user/bindPhone',
        headers: { cookie },
        payload: { phone: '13800000005', code: sms.last('13800000005') },
      });
      expect(taken.json().msg).toBe('该手机号已被其他账号绑定');
      await inject({
        method: 'POST',
        url: '/api/v1/user/phone/code',
        headers: { cookie },
        payload: { phone: '13600000009', scene: 'bind' },
      });
      const bound = await inject({
        method: 'POST',
        url: '/api/v1/user/bindPhone',
        headers: { cookie },
        payload: { phone: '13600000009', code: sms.last('13600000009') },
      });
      expect(bound.json().data).toMatchObject({ needBindPhone: false, phoneMask: '136****0009' });
    });
  });

  describe('account registration', () => {
    it('checks captcha, username and password strength, and refuses a taken name', async () => {
      const register = async (data: object) => {
        const { cipherId, publicKey, captcha } = await getCipher(t.app, t.ctx);
        return inject({
          method: 'POST',
          url: '/api/v1/user/register',
          payload: {
            channel: 'oa',
            cipher_id: cipherId,
            register_data: seal(publicKey, { code: captcha, ...data }),
          },
        });
      };
      expect((await register({ username: 'boss', password: 'abc12345', realname: '重名' })).json().msg).toBe(
        '该用户名已被占用',
      );
      expect(
        (await register({ username: 'newbie', password: 'short', realname: '新人' })).json().msg,
      ).toContain('password');
      expect(
        (await register({ username: '1bad', password: 'abc12345', realname: '新人' })).json().msg,
      ).toContain('username');
      const ok = await register({ username: 'newbie', password: 'abc12345', realname: '新人' });
      expect(ok.json().data).toMatchObject({ username: 'newbie', userStatus: 0 });
      await expect(signIn(t.app, t.ctx, 'newbie', 'abc12345')).resolves.toContain('MGAIGC-TEST=');
    });
  });

  describe('app QR sign-in', () => {
    it('goes waiting → scanned → confirmed, starts the session once, and only for the asking browser', async () => {
      const created = (await inject({ method: 'GET', url: '/api/v1/user/ulpQRCode' })).json().data;
      expect(created.confirmUrl).toContain(`/m/qrConfirm?qrId=${created.qrId}`);
      const poll = (pollToken = created.pollToken) =>
        inject({
          method: 'GET',
          url: '/api/v1/user/ulpCheckQRCode',
          query: { qrId: created.qrId, pollToken },
        });
      expect((await poll()).json().data.status).toBe('waiting');
      expect((await poll('x'.repeat(20))).statusCode).toBe(404);

      const phone = await signIn(t.app, t.ctx, 'appuser', PASSWORD).catch(async () => {
        // appuser may be throttled by the earlier test; the member account works the same way.
        return signIn(t.app, t.ctx, 'manager', PASSWORD);
      });
      const act = (action: string) =>
        inject({
          method: 'POST',
          url: `/api/v1/user/ulpQRCode/${action}`,
          headers: { cookie: phone },
          payload: { qrId: created.qrId },
        });
      expect((await act('scan')).json().code).toBe(0);
      expect((await poll()).json().data.status).toBe('scanned');
      expect((await act('confirm')).json().code).toBe(0);
      const confirmed = await poll();
      expect(confirmed.json().data.status).toBe('confirmed');
      const desktop = cookieHeader(confirmed);
      expect((await info(desktop)).json().data.isAuthenticated).toBe(true);
      expect((await poll()).json().data.status).toBe('expired');
      expect((await act('confirm')).json().msg).toBe('二维码已失效，请在电脑上刷新二维码');
    });
  });
});
