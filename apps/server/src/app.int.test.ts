import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './lib/app-error';
import { signIn } from './test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from './test-support/test-context';

describeEachDatabase('HTTP envelope, errors, health and the SPA', (driver) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'lizi-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head><!--app-config--></head><body>shell</body></html>',
    );
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp(driver, { WEB_DIST_DIR: webDir, SITE_VARIANT: '' });
    // Routes that exist only in this test, to reach the error handler's branches.
    await t.app.close();
    const { buildApp } = await import('./app');
    const app = await buildApp(t.ctx);
    app.register(
      async (api) => {
        api.post(
          '/test/echo',
          {
            schema: { body: z.strictObject({ name: z.string().min(2), age: z.number().int() }) },
            config: { public: true },
          },
          async (req) => ({ code: 0, msg: 'ok', data: req.body }),
        );
        api.get('/test/boom', { config: { public: true } }, async () => {
          throw new Error('secret database password in stack');
        });
        api.get('/test/forbidden', { config: { public: true } }, async () => {
          throw new AppError('TENANT_MISMATCH');
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
    t = { ...t, app };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('reports database and queue health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.database).toMatchObject({ ok: true, driver });
    expect(body.data.queue.ok).toBe(true);
  });

  it('answers a validation error with 400001, the field named in Chinese, and a request id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x', age: 3 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400001);
    expect(body.msg).toContain('name');
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(body.data.fields[0].field).toBe('name');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('rejects unknown fields by name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'abc', age: 3, admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([{ field: 'admin', msg: '不允许的字段 admin' }]);
  });

  it('answers malformed JSON with a Chinese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400002, msg: '请求体不是有效的 JSON' });
  });

  it('hides 5xx details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500001, data: null });
    expect(res.body).not.toContain('secret');
  });

  it('carries AppError codes with their catalogue status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403003, msg: '无权操作其他企业的数据' });
  });

  it('keeps a caller-provided request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404002, requestId: 'trace-12345678' });
  });

  it('serves the SPA with history fallback and the site config embedded', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/work/script/history',
      headers: { host: 'open.lizi.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script type="application/json" id="app-config">');
    expect(res.body).toContain('"siteVariant":"open"');
    expect(res.body).not.toContain('<!--app-config-->');
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });

  it('lists image styles, to signed-in users only, with previews that render', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/aitools/image/styles' });
    expect(anonymous.json().code).toBe(400404);
    const cookie = await signIn(t.app, t.ctx, 'member', 'Lizi@2026');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const res = await get('/api/v1/aitools/image/styles');
    const items = res.json().data.items as { previewUrl: string; posterStyle: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    const preview = await t.app.inject({ method: 'GET', url: items[0]?.previewUrl ?? '' });
    expect(preview.headers['content-type']).toContain('image/svg+xml');
    const posters = await get('/api/v1/aitools/image/styles?posterStyle=true');
    const posterItems = posters.json().data.items as { posterStyle: boolean }[];
    expect(posterItems.length).toBeLessThan(items.length);
    expect(posterItems.every((s) => s.posterStyle)).toBe(true);
    const bad = await get('/api/v1/aitools/image/styles?posterStyle=maybe');
    expect(bad.json().code).toBe(400001);
  });
});
