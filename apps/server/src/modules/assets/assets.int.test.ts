import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { sendJson, startVendorServer } from '../../providers/common/test-server';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

const PASSWORD = 'Lizi@2026';
const png = (color: string) =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();

function multipart(data: Buffer) {
  const boundary = '----lizi-assets-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachDatabase('assets: library, material, clone, favourite, generate', (driver) => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    vendor = await startVendorServer({
      'POST /v1/images/generations': async (req, res) =>
        sendJson(res, 200, {
          created: 1,
          data: await Promise.all(
            Array.from({ length: req.json().n ?? 1 }, async () => ({
              b64_json: (await png('#334455')).toString('base64'),
            })),
          ),
        }),
    });
    t = await createTestApp(driver, {
      LOCAL_PROVIDER: '0',
      OPENAI_API_KEY: 'sk-assets',
      OPENAI_BASE_URL: `${vendor.url}/v1`,
    });
    for (const name of ['admin', 'member', 'manager'])
      cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 1);
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
  });

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const post = (who: string, url: string, payload: object) => as(who, { method: 'POST', url, payload });
  const list = async (who: string, q: string) =>
    (await as(who, { method: 'GET', url: `/api/v1/assets?${q}` })).json().data;
  const upload = async (who: string, color: string) =>
    (await as(who, { method: 'POST', url: '/api/v1/files', ...multipart(await png(color)) })).json().data
      .id as string;
  const countAssets = async () =>
    Number((await t.ctx.database.query<{ n: string }>('select count(*)::text as n from assets')).rows[0]?.n);

  let mine = '';
  let material = '';

  it('creates from an upload and lists it under 我创建的 only for its owner', async () => {
    const fileId = await upload('member', '#aa0000');
    const res = await post('member', '/api/v1/assets/create', { type: 'scene', name: '旧街', fileId });
    expect(res.statusCode).toBe(200);
    mine = res.json().data.id;
    expect(res.json().data).toMatchObject({ mine: true, material: false, favorite: false });
    expect((await list('member', 'type=scene&tab=created')).total).toBe(1);
    expect((await list('manager', 'type=scene&tab=created')).total).toBe(0);
    expect((await post('manager', '/api/v1/assets/delete', { id: mine })).statusCode).toBe(404);
    expect((await post('manager', '/api/v1/assets/favorite', { id: mine, favorite: true })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input in Chinese, naming the field, and writes nothing', async () => {
    const before = await countAssets();
    const noName = await post('member', '/api/v1/assets/create', {
      type: 'scene',
      name: '',
      fileId: await upload('member', '#00aa00'),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().msg).toContain('name');
    const badType = await post('member', '/api/v1/assets/create', {
      type: 'poster',
      name: '甲',
      fileId: mine,
    });
    expect(badType.json().msg).toContain('资产类型');
    const foreignFile = await post('manager', '/api/v1/assets/create', {
      type: 'scene',
      name: '借用',
      fileId: (await list('member', 'type=scene&tab=created')).items[0].fileId,
    });
    expect(foreignFile.statusCode).toBe(400);
    expect(foreignFile.json().msg).toContain('fileId');
    const notAdmin = await post('member', '/api/v1/assets/create', {
      type: 'scene',
      name: '素材',
      fileId: await upload('member', '#0000aa'),
      material: true,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(await countAssets()).toBe(before);
  });

  it('lets the platform publish material that everyone sees, clones and favourites as their own copy', async () => {
    const fileId = await upload('admin', '#ffaa00');
    const res = await post('admin', '/api/v1/assets/create', {
      type: 'empty-shot',
      name: '海边灯塔',
      fileId,
      material: true,
    });
    expect(res.statusCode).toBe(200);
    material = res.json().data.id;
    const seen = await list('member', 'type=empty-shot&tab=material');
    expect(seen.items.map((a: { id: string }) => a.id)).toEqual([material]);
    expect(seen.items[0]).toMatchObject({ material: true, mine: false });
    expect((await post('member', '/api/v1/assets/delete', { id: material })).statusCode).toBe(403);

    const clone = (await post('member', '/api/v1/assets/clone', { id: material })).json().data;
    expect(clone).toMatchObject({ mine: true, clonedFrom: material, name: '海边灯塔' });
    expect(clone.fileId).not.toBe(fileId);
    // The copy's file is the member's own, so it can be a task input (a shot background).
    const file = await as('member', { method: 'GET', url: `/api/v1/files/${clone.fileId}` });
    expect(file.statusCode).toBe(200);
    const again = (await post('member', '/api/v1/assets/clone', { id: material })).json().data;
    expect(again.id).toBe(clone.id);
    expect((await list('member', 'type=empty-shot&scope=cloneList')).total).toBe(1);

    const fav = await post('member', '/api/v1/assets/favorite', { id: material, favorite: true });
    expect(fav.json().data.id).toBe(clone.id);
    expect((await list('member', 'type=empty-shot&tab=favorited')).items[0].id).toBe(clone.id);
    const use = (await post('member', '/api/v1/assets/use', { id: material })).json().data;
    expect(use.id).toBe(clone.id);
  });

  it("saves a script's character with its image into the library once, and refuses one without an image", async () => {
    const script = (await post('member', '/api/v2/script/projects', { title: '存角色' })).json().data;
    const role = (
      await post('member', '/api/v2/script/roles/create', {
        scriptId: script.id,
        name: '林夏',
        appearance: '米色风衣',
      })
    ).json().data;
    const noImage = await post('member', '/api/v1/assets/clone', { roleId: role.id });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().msg).toContain('roleId');
    const fileId = await upload('member', '#00aa55');
    expect(
      (await post('member', '/api/v2/script/roles/image/replace', { roleId: role.id, fileId })).statusCode,
    ).toBe(200);
    const saved = (await post('member', '/api/v1/assets/clone', { roleId: role.id })).json().data;
    expect(saved).toMatchObject({ type: 'character', name: '林夏', fileId, mine: true });
    const again = (await post('member', '/api/v1/assets/clone', { roleId: role.id })).json().data;
    expect(again.id).toBe(saved.id);
    // Another user's character answers as missing.
    expect((await post('manager', '/api/v1/assets/clone', { roleId: role.id })).statusCode).toBe(404);
  });

  it('favourites and deletes own assets', async () => {
    expect(
      (await post('member', '/api/v1/assets/favorite', { id: mine, favorite: true })).json().data.favorite,
    ).toBe(true);
    expect((await list('member', 'type=scene&tab=favorited')).total).toBe(1);
    expect((await post('member', '/api/v1/assets/delete', { id: mine })).json().data.deleted).toBe(true);
    expect((await list('member', 'type=scene&tab=created')).total).toBe(0);
    expect((await post('member', '/api/v1/assets/delete', { id: mine })).statusCode).toBe(404);
  });

  it('generates an empty shot without people (charged) and saves the chosen output', async () => {
    const task = (
      await post('member', '/api/v1/assets/generate', { type: 'empty-shot', prompt: '黄昏的海边', count: 2 })
    ).json().data;
    expect(task.costPoints).toBe(8);
    let done = task;
    for (let i = 0; i < 300 && done.status < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      done = (await as('member', { method: 'GET', url: `/api/v1/tasks/${task.id}` })).json().data;
    }
    expect(done.status).toBe(2);
    const call = vendor.requests.find((r) => r.path === '/v1/images/generations');
    expect(call?.json().prompt).toContain('没有任何人物');
    const saved = await post('member', '/api/v1/assets/create', {
      type: 'empty-shot',
      name: '海边黄昏',
      prompt: '黄昏的海边',
      fileId: done.outputs[1].id,
    });
    expect(saved.json().data).toMatchObject({ taskId: task.id, fileId: done.outputs[1].id });
  });
});
