import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { readImplicitLabel } from '../../media/labels';
import { sendJson, startVendorServer } from '../../providers/common/test-server';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

const PASSWORD = 'Lizi@2026';

/** A PNG the fake vendor returns, made fresh so every output is real image data. */
async function pngBase64(color: string) {
  return (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64');
}

function multipart(name: string, filename: string, data: Buffer, contentType: string) {
  const boundary = '----lizi-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('tasks: submit, run, settle, refund', (driver) => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  const cookies: Record<string, string> = {};
  let flakyCalls = 0;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    // The OpenAI images protocol, answered locally: prompts steer the outcome.
    vendor = await startVendorServer({
      'POST /v1/images/generations': async (req, res) => {
        const body = req.json();
        const prompt: string = body.prompt;
        if (prompt.includes('拒绝'))
          return sendJson(res, 400, {
            error: { code: 'content_policy_violation', message: 'refused', type: 'invalid_request_error' },
          });
        if (prompt.includes('偶发') && flakyCalls++ === 0)
          return sendJson(
            res,
            429,
            { error: { message: 'rate limited', type: 'requests' } },
            { 'retry-after': '0' },
          );
        if (prompt.includes('很慢')) await new Promise<void>((resolve) => (releaseSlow = resolve));
        const data = await Promise.all(Array.from({ length: body.n ?? 1 }, () => pngBase64('#3a7bd5')));
        return sendJson(res, 200, { created: 1, data: data.map((b64_json) => ({ b64_json })) });
      },
    });
    t = await createTestApp(driver, { LOCAL_PROVIDER: '0' });
    for (const name of ['admin', 'member', 'manager'])
      cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 2);
  });
  afterAll(async () => {
    releaseSlow();
    await t?.close();
    await vendor?.close();
  });

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const balance = async (who: string) =>
    (await as(who, { method: 'GET', url: '/api/v1/user/points/balance' })).json().data.total as number;
  const submit = (who: string, payload: object) => as(who, { method: 'POST', url: '/api/v1/tasks', payload });
  const countRows = async (table: string) =>
    Number(
      (await t.ctx.database.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]?.n,
    );

  async function waitFor(who: string, id: string, done: (task: { status: number }) => boolean) {
    for (let i = 0; i < 300; i++) {
      const task = (await as(who, { method: 'GET', url: `/api/v1/tasks/${id}` })).json().data;
      if (done(task)) return task;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`task ${id} did not reach the expected state`);
  }

  describe('before any provider serves text-to-image', () => {
    it('lists the type as unavailable with what to configure', async () => {
      const list = (await as('member', { method: 'GET', url: '/api/v1/tasks/catalogue' })).json().data;
      const item = list.find((i: { type: string }) => i.type === 'gcimg-storyboard-bytxt');
      expect(item.available).toBe(false);
      expect(item.reason).toContain('文生图');
    });

    it('refuses the submit before reserving anything', async () => {
      const before = await balance('member');
      const res = await submit('member', {
        type: 'gcimg-storyboard-bytxt',
        params: { prompt: '雨夜的街道' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe(503002);
      expect(res.json().msg).toContain('模型服务');
      expect(await balance('member')).toBe(before);
      expect(await countRows('tasks')).toBe(0);
    });
  });

  describe('provider settings in the platform back office', () => {
    it('is for platform admins only', async () => {
      const res = await as('manager', { method: 'GET', url: '/api/v1/admin/providers' });
      expect(res.statusCode).toBe(403);
    });

    it('stores the key sealed and shows only its last four characters', async () => {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/v1/admin/providers',
        payload: {
          vendor: 'openai',
          name: '测试网关',
          baseUrl: `${vendor.url}/v1`,
          apiKey: 'sk-test-secret-1234',
          models: { 'image.generate': 'gpt-image-1' },
          capabilities: ['image.generate'],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.keyPreview).toBe('••••1234');
      const { rows } = await t.ctx.database.query<{ k: string }>(
        'select api_key_enc as k from provider_configs',
      );
      expect(rows[0]?.k).not.toContain('sk-test-secret');
    });

    it('names the field of a bad provider body', async () => {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/v1/admin/providers',
        payload: { vendor: 'openai', name: '', baseUrl: 'not a url', capabilities: [] },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('a text-to-image task end to end', () => {
    it('reserves the cost, runs on the vendor, stores labelled outputs and lists them as works', async () => {
      const before = await balance('member');
      const res = await submit('member', {
        type: 'gcimg-storyboard-bytxt',
        params: { prompt: '雨夜的街道，霓虹灯', aspectRatio: '16:9' },
        count: 2,
      });
      expect(res.statusCode).toBe(200);
      const task = res.json().data;
      expect(task.costPoints).toBeGreaterThan(0);
      expect(await balance('member')).toBe(before - task.costPoints);
      const done = await waitFor('member', task.id, (x) => x.status >= 2);
      expect(done.status).toBe(2);
      expect(done.outputs).toHaveLength(2);
      // What the vendor was asked: the documented request shape with our key.
      const call = vendor.requests.find(
        (r) => r.path === '/v1/images/generations' && r.json().prompt.startsWith('雨夜'),
      );
      expect(call?.headers.authorization).toBe('Bearer sk-test-secret-1234');
      expect(call?.json().n).toBe(2);
      // The published file carries the implicit label, read back from the bytes served.
      const file = await as('member', { method: 'GET', url: done.outputs[0].url });
      expect(file.statusCode).toBe(200);
      const label = readImplicitLabel(file.rawPayload, file.headers['content-type'] as string);
      expect(label?.Label).toBe('1');
      expect(label?.ProduceID).toBe(done.outputs[0].id);
      // Another user cannot read it without the signature.
      const foreign = await as('manager', { method: 'GET', url: `/api/v1/files/${done.outputs[0].id}` });
      expect(foreign.statusCode).toBe(404);
      const works = (await as('member', { method: 'GET', url: '/api/v1/works?category=image' })).json().data;
      expect(works.total).toBe(2);
      const fav = await as('member', {
        method: 'POST',
        url: `/api/v1/works/${works.items[0].id}/favorite`,
        payload: { favorite: true },
      });
      expect(fav.json().data.favorite).toBe(true);
      const favs = (
        await as('member', { method: 'GET', url: '/api/v1/works?category=image&favorite=1' })
      ).json().data;
      expect(favs.total).toBe(1);
      expect(await balance('member')).toBe(before - task.costPoints);
    });

    it('charges once for a repeated idempotency key', async () => {
      const before = await balance('member');
      const payload = {
        type: 'gcimg-storyboard-bytxt',
        params: { prompt: '海边日出' },
        idempotencyKey: 'same-key-0001',
      };
      const [a, b] = await Promise.all([submit('member', payload), submit('member', payload)]);
      expect(a.json().data.id).toBe(b.json().data.id);
      expect(await balance('member')).toBe(before - a.json().data.costPoints);
      await waitFor('member', a.json().data.id, (x) => x.status >= 2);
    });

    it('retries a rate-limited call and charges once', async () => {
      const before = await balance('member');
      const task = (
        await submit('member', { type: 'gcimg-storyboard-bytxt', params: { prompt: '偶发限流的请求' } })
      ).json().data;
      const done = await waitFor('member', task.id, (x) => x.status >= 2);
      expect(done.status).toBe(2);
      expect(flakyCalls).toBeGreaterThanOrEqual(2);
      expect(await balance('member')).toBe(before - task.costPoints);
    });
  });

  describe('failure, cancel and retry', () => {
    it('rejects and refunds a task the vendor refuses, with a Chinese reason', async () => {
      const before = await balance('member');
      const task = (
        await submit('member', { type: 'gcimg-storyboard-bytxt', params: { prompt: '会被拒绝的内容' } })
      ).json().data;
      const done = await waitFor('member', task.id, (x) => x.status >= 2);
      expect(done.status).toBe(3);
      expect(done.errorCode).toBe('content_refused');
      expect(done.errorMsg).toMatch(/审核/);
      expect(await balance('member')).toBe(before);
      const history = (
        await as('member', { method: 'GET', url: '/api/v1/user/points/cost/history?costType=2' })
      ).json().data.list;
      expect(history[0].usage).toContain('退还');

      const retried = (await as('member', { method: 'POST', url: `/api/v1/tasks/${task.id}/retry` })).json()
        .data;
      expect(retried.retryOf).toBe(task.id);
      expect(retried.id).not.toBe(task.id);
      await waitFor('member', retried.id, (x) => x.status >= 2);
    });

    it('cancels a running task, refunds it, and publishes nothing when the vendor answers later', async () => {
      const before = await balance('member');
      const worksBefore = await countRows('works');
      const task = (
        await submit('member', { type: 'gcimg-storyboard-bytxt', params: { prompt: '很慢的生成' } })
      ).json().data;
      await waitFor('member', task.id, (x) => x.status === 1);
      const cancelled = await as('member', { method: 'POST', url: `/api/v1/tasks/${task.id}/cancel` });
      expect(cancelled.json().data.status).toBe(3);
      expect(await balance('member')).toBe(before);
      releaseSlow();
      await new Promise((r) => setTimeout(r, 2500));
      const after = (await as('member', { method: 'GET', url: `/api/v1/tasks/${task.id}` })).json().data;
      expect(after.status).toBe(3);
      expect(await countRows('works')).toBe(worksBefore);
      const again = await as('member', { method: 'POST', url: `/api/v1/tasks/${task.id}/cancel` });
      expect(again.json().code).toBe(409002);
      expect(await balance('member')).toBe(before);
    });

    it('does not show or cancel another user’s task', async () => {
      const task = (
        await submit('member', { type: 'gcimg-storyboard-bytxt', params: { prompt: '我的任务' } })
      ).json().data;
      expect((await as('manager', { method: 'GET', url: `/api/v1/tasks/${task.id}` })).statusCode).toBe(404);
      expect(
        (await as('manager', { method: 'POST', url: `/api/v1/tasks/${task.id}/cancel` })).statusCode,
      ).toBe(404);
      await waitFor('member', task.id, (x) => x.status >= 2);
    });
  });

  describe('bad input changes nothing', () => {
    it('names the param that is wrong', async () => {
      const tasksBefore = await countRows('tasks');
      const res = await submit('member', { type: 'gcimg-storyboard-bytxt', params: { prompt: '' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('params.prompt');
      const unknown = await submit('member', { type: 'gcimg-storyboard-nope', params: {} });
      expect(unknown.json().msg).toContain('type');
      const tooMany = await submit('member', {
        type: 'gcimg-storyboard-bytxt',
        params: { prompt: '猫' },
        count: 9,
      });
      expect(tooMany.json().msg).toContain('count');
      expect(await countRows('tasks')).toBe(tasksBefore);
    });

    it('refuses another user’s upload as an input', async () => {
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const up = await as('manager', {
        method: 'POST',
        url: '/api/v1/files',
        ...multipart('file', 'a.png', png, 'image/png'),
      });
      expect(up.statusCode).toBe(200);
      const res = await submit('member', {
        type: 'gcimg-storyboard-hd',
        params: { imageFileId: up.json().data.id, scale: 2 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('params.imageFileId：文件不存在或无权使用');
    });

    it('refuses an upload that is not media, whatever its name says', async () => {
      const res = await as('member', {
        method: 'POST',
        url: '/api/v1/files',
        ...multipart('file', 'fake.png', Buffer.from('hello, not an image'), 'image/png'),
      });
      expect(res.statusCode).toBe(415);
      expect(await countRows("files where role = 'upload' and name = 'fake.png'")).toBe(0);
    });

    it('answers 400403 with the estimate when the balance is short, and writes nothing', async () => {
      const tasksBefore = await countRows('tasks');
      await t.ctx.database.query(
        `insert into integral_task_costs (key, cost_points) values ('gcimg-storyboard-bytxt', 1000000)
         on conflict (key) do update set cost_points = excluded.cost_points`,
      );
      const res = await submit('member', { type: 'gcimg-storyboard-bytxt', params: { prompt: '太贵了' } });
      expect(res.json().code).toBe(400403);
      expect(res.json().msg).toContain('预计消耗 1000000');
      expect(await countRows('tasks')).toBe(tasksBefore);
      await t.ctx.database.query(
        `update integral_task_costs set cost_points = 4 where key = 'gcimg-storyboard-bytxt'`,
      );
    });
  });
});
