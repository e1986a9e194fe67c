import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scripts, timbres } from '../../db/schema';
import { jobDefinitions } from '../../jobs';
import { sendJson, startVendorServer } from '../../providers/common/test-server';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

const PASSWORD = 'Lizi@2026';

async function png(color: string) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function multipart(filename: string, data: Buffer) {
  const boundary = '----lizi-roles-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('roles: characters, their images and the script style', (driver) => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  const cookies: Record<string, string> = {};
  let scriptId = '';
  let otherScriptId = '';

  beforeAll(async () => {
    const answer = async (n: number) =>
      Promise.all(
        Array.from({ length: n }, async () => ({ b64_json: (await png('#7a4bd5')).toString('base64') })),
      );
    vendor = await startVendorServer({
      'POST /v1/images/generations': async (req, res) =>
        sendJson(res, 200, { created: 1, data: await answer(req.json().n ?? 1) }),
      'POST /v1/images/edits': async (req, res) => {
        const n = Number(/name="n"\r\n\r\n(\d+)/.exec(req.body.toString('latin1'))?.[1] ?? 1);
        sendJson(res, 200, { created: 1, data: await answer(n) });
      },
    });
    t = await createTestApp(driver, {
      LOCAL_PROVIDER: '0',
      OPENAI_API_KEY: 'sk-roles-test',
      OPENAI_BASE_URL: `${vendor.url}/v1`,
    });
    for (const name of ['member', 'manager']) cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 2);
    const ids = await t.ctx.database.query<{ id: number; username: string }>(
      "select id, username from users where username in ('member','manager')",
    );
    const idOf = (u: string) => ids.rows.find((r) => r.username === u)?.id as number;
    const [mine] = await t.ctx.db
      .insert(scripts)
      .values({ userId: idOf('member'), title: '雨夜来客', styleId: 'anime' })
      .returning();
    const [theirs] = await t.ctx.db
      .insert(scripts)
      .values({ userId: idOf('manager'), title: '别人的剧本' })
      .returning();
    scriptId = mine?.id as string;
    otherScriptId = theirs?.id as string;
    await t.ctx.db
      .insert(timbres)
      .values({
        id: 'roles-test-voice',
        name: '沉稳男声',
        style: '青年男声',
        gender: 'male',
        sampleText: '你好',
      })
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
  });

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const post = (who: string, url: string, payload: object) => as(who, { method: 'POST', url, payload });
  const get = (who: string, url: string) => as(who, { method: 'GET', url });
  const balance = async (who: string) =>
    (await get(who, '/api/v1/user/points/balance')).json().data.total as number;
  const roleCount = async () =>
    Number((await t.ctx.database.query<{ n: string }>('select count(*)::text as n from roles')).rows[0]?.n);

  async function waitHistory(roleId: string, hisId: string) {
    for (let i = 0; i < 300; i++) {
      const his = (await get('member', `/api/v2/script/roles/image/gcHistory/${hisId}`)).json().data;
      if (his.task && his.task.status >= 2) return his;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`history ${hisId} of ${roleId} did not finish`);
  }

  let roleId = '';

  it('creates a character by hand and saves its settings', async () => {
    const created = await post('member', '/api/v2/script/roles/create', {
      scriptId,
      name: '林夏',
      description: '咖啡馆老板娘',
    });
    expect(created.statusCode).toBe(200);
    roleId = created.json().data.id;
    expect(created.json().data).toMatchObject({
      name: '林夏',
      image: null,
      refFileIds: [],
      timbreName: null,
    });

    const saved = await post('member', '/api/v2/script/roles/save', {
      roleId,
      appearance: '二十多岁，短发，米色风衣',
      gender: '女',
      age: '26',
      refParams: { face_w: 80, raw: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      appearance: '二十多岁，短发，米色风衣',
      refParams: { face_w: 80, raw: true },
    });
    const list = (await get('member', `/api/v2/script/roles/list?scriptId=${scriptId}`)).json().data.items;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['林夏']);
  });

  it('names bad input in Chinese and writes nothing', async () => {
    const before = await roleCount();
    const empty = await post('member', '/api/v2/script/roles/create', { scriptId, name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('角色名');
    const unknown = await post('member', '/api/v2/script/roles/create', { scriptId, name: '甲', extra: 1 });
    expect(unknown.statusCode).toBe(400);
    const badWeight = await post('member', '/api/v2/script/roles/save', {
      roleId,
      refParams: { face_w: 500 },
    });
    expect(badWeight.statusCode).toBe(400);
    const foreignRef = await post('member', '/api/v2/script/roles/save', {
      roleId,
      refFileIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(foreignRef.statusCode).toBe(400);
    expect(foreignRef.json().msg).toContain('refFileIds');
    expect(await roleCount()).toBe(before);
  });

  it("keeps other users' scripts and roles out of reach", async () => {
    const res = await post('member', '/api/v2/script/roles/create', {
      scriptId: otherScriptId,
      name: '闯入者',
    });
    expect(res.statusCode).toBe(404);
    expect((await get('manager', `/api/v2/script/roles/list?scriptId=${scriptId}`)).statusCode).toBe(404);
    expect((await post('manager', '/api/v2/script/roles/save', { roleId, name: '改名' })).statusCode).toBe(
      404,
    );
    expect((await get('manager', `/api/v2/script/roles/image/gcHistory?roleId=${roleId}`)).statusCode).toBe(
      404,
    );
  });

  let firstOutput = '';
  let createHisId = '';

  it('draws the character from appearance + style, lists it in gcHistory, and replace sets the image', async () => {
    const before = await balance('member');
    const res = await post('member', '/api/v2/script/roles/image/createByAi', { roleId, count: 2 });
    expect(res.statusCode).toBe(200);
    const his = res.json().data;
    createHisId = his.id;
    expect(his.task.type).toBe('gcimg-storyboard-bytxt');
    expect(his.task.costPoints).toBe(8);
    expect(await balance('member')).toBe(before - 8);
    const done = await waitHistory(roleId, his.id);
    expect(done.task.status).toBe(2);
    expect(done.task.outputs).toHaveLength(2);
    const call = vendor.requests.find((r) => r.path === '/v1/images/generations');
    const prompt: string = call?.json().prompt;
    expect(prompt).toContain('米色风衣');
    expect(prompt).toContain('三视图');
    expect(prompt).toContain('anime style');

    const items = (await get('member', `/api/v2/script/roles/image/gcHistory?roleId=${roleId}`)).json().data
      .items;
    expect(items.map((h: { id: string }) => h.id)).toContain(his.id);
    const withTask = (await get('member', `/api/v2/script/roles/image/list?scriptId=${scriptId}`)).json().data
      .items;
    expect(withTask[0].imageTask.id).toBe(his.task.id);

    firstOutput = done.task.outputs[0].id;
    const wrong = await post('member', '/api/v2/script/roles/image/replace', {
      roleId,
      hisId: his.id,
      fileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    const replaced = await post('member', '/api/v2/script/roles/image/replace', {
      roleId,
      hisId: his.id,
      fileId: firstOutput,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.imageFileId).toBe(firstOutput);
    expect(replaced.json().data.image.id).toBe(firstOutput);
  });

  it('edits the current image with it as source and character reference', async () => {
    const before = vendor.requests.length;
    const res = await post('member', '/api/v2/script/roles/image/editByAi', {
      roleId,
      prompt: '换成红色围巾',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.task.type).toBe('gcimg-storyboard-byframe');
    expect(res.json().data.task.params.imageFileId).toBe(firstOutput);
    expect(res.json().data.task.params.refs.cref).toEqual([firstOutput]);
    const done = await waitHistory(roleId, res.json().data.id);
    expect(done.task.status).toBe(2);
    const call = vendor.requests.slice(before).find((r) => r.path === '/v1/images/edits');
    expect(call).toBeDefined();
    const body = call?.body.toString('latin1') ?? '';
    // The current image went up as image data (source, then the cref reference).
    expect(body).toMatch(/name="image(\[\])?"; filename="image-1\.png"/);
    expect(body).toContain('\x89PNG');
    expect(call?.body.toString('utf8')).toContain('换成红色围巾');
  });

  it('retries a finished generation as a new task, charged again', async () => {
    const before = await balance('member');
    const res = await post('member', '/api/v2/script/roles/image/retry', { roleId, hisId: createHisId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).not.toBe(createHisId);
    expect(res.json().data.action).toBe('retry');
    expect(await balance('member')).toBe(before - 8);
    await waitHistory(roleId, res.json().data.id);
  });

  it('takes an uploaded picture as the image and as references', async () => {
    const up = await as('member', {
      method: 'POST',
      url: '/api/v1/files',
      ...multipart('me.png', await png('#c0ffee')),
    });
    const fileId = up.json().data.id;
    const res = await post('member', '/api/v2/script/roles/image/replace', { roleId, fileId });
    expect(res.json().data.imageFileId).toBe(fileId);
    const saved = await post('member', '/api/v2/script/roles/save', { roleId, refFileIds: [fileId] });
    expect(saved.json().data.refFiles[0].id).toBe(fileId);
    const items = (await get('member', `/api/v2/script/roles/image/gcHistory?roleId=${roleId}`)).json().data
      .items;
    expect(
      items.some(
        (h: { action: string; file: { id: string } | null }) =>
          h.action === 'upload' && h.file?.id === fileId,
      ),
    ).toBe(true);
    const refs = (await get('member', `/api/v2/script/roles/refList?scriptId=${scriptId}`)).json().data;
    expect(refs.roles[0]).toMatchObject({ roleId, imageFileId: fileId, refFileIds: [fileId] });
  });

  it('sets a timbre that exists and shows its name', async () => {
    const bad = await post('member', '/api/v2/script/roles/updateTimbre', {
      roleId,
      timbreId: 'no-such-voice',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('音色');
    const res = await post('member', '/api/v2/script/roles/updateTimbre', {
      roleId,
      timbreId: 'roles-test-voice',
    });
    expect(res.json().data.timbreName).toBe('沉稳男声');
  });

  it('sets the script style; the custom style needs a prompt', async () => {
    const styles = (await get('member', '/api/v2/script/roles/imageStyles')).json().data.items;
    expect(styles.at(-1)).toMatchObject({ id: 'CUSTOM_STYEL', custom: true });
    const noPrompt = await post('member', '/api/v2/script/setImageStyle', {
      scriptId,
      styleId: 'CUSTOM_STYEL',
    });
    expect(noPrompt.statusCode).toBe(400);
    expect(noPrompt.json().msg).toContain('customPrompt');
    const unknown = await post('member', '/api/v2/script/setImageStyle', { scriptId, styleId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    const { rows } = await t.ctx.database.query<{ style_id: string }>(
      'select style_id from scripts where id = $1',
      [scriptId],
    );
    expect(rows[0]?.style_id).toBe('anime');
    const ok = await post('member', '/api/v2/script/setImageStyle', {
      scriptId,
      styleId: 'CUSTOM_STYEL',
      customPrompt: '蜡笔画，童趣',
    });
    expect(ok.json().data).toEqual({ styleId: 'CUSTOM_STYEL', customStylePrompt: '蜡笔画，童趣' });
    const foreign = await post('manager', '/api/v2/script/setImageStyle', { scriptId, styleId: 'anime' });
    expect(foreign.statusCode).toBe(404);
  });

  it('describes the reference controls', async () => {
    const data = (await get('member', '/api/v2/script/roles/refOptions')).json().data;
    expect(data.params.map((p: { key: string }) => p.key)).toEqual([
      'w',
      'face_w',
      'subject_w',
      'c',
      's',
      'raw',
    ]);
    for (const p of data.params) {
      if (p.control === 'slider')
        expect(p).toMatchObject({
          min: expect.any(Number),
          max: expect.any(Number),
          step: expect.any(Number),
        });
      else expect(p).toMatchObject({ control: 'switch', default: false });
    }
    expect(data.kinds.map((k: { key: string }) => k.key).sort()).toEqual([
      'bgImage',
      'cref',
      'oref',
      'roleRef',
      'sref',
    ]);
  });

  it('takes style feedback and lists poster styles', async () => {
    const res = await post('member', '/api/v1/aitools/styles/feedback', {
      styleId: 'anime',
      rating: 'like',
      text: '很好看',
    });
    expect(res.statusCode).toBe(200);
    const bad = await post('member', '/api/v1/aitools/styles/feedback', { styleId: 'anime', rating: 'meh' });
    expect(bad.statusCode).toBe(400);
    const posters = (await get('member', '/api/v1/aitools/image/styles?posterStyle=true')).json().data.items;
    expect(posters.every((s: { posterStyle: boolean }) => s.posterStyle)).toBe(true);
  });

  it('deletes a character', async () => {
    const extra = (await post('member', '/api/v2/script/roles/create', { scriptId, name: '路人' })).json()
      .data;
    expect(
      (await post('member', '/api/v2/script/roles/delete', { roleId: extra.id })).json().data.deleted,
    ).toBe(true);
    const list = (await get('member', `/api/v2/script/roles/list?scriptId=${scriptId}`)).json().data.items;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['林夏']);
  });
});
