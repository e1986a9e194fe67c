import type { ServerResponse } from 'node:http';
import { type IntegralSetting, taskUnitCost, unitCost } from '@lizi/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, scriptLines, scriptScenes, scripts, users } from '../../db/schema';
import { jobDefinitions } from '../../jobs';
import { sendJson, startVendorServer } from '../../providers/common/test-server';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';
import { creditPoints, spendPoints } from '../points/points.service';

const PASSWORD = 'Lizi@2026';

interface TaskJson {
  status: number;
  errorMsg: string | null;
  outputs: { mime: string }[];
}

const png = async (color: string, w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

/** An OpenAI chat.completion.chunk stream carrying `text` in a few deltas. */
function streamChat(res: ServerResponse, text: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const third = Math.ceil(text.length / 3);
  for (let i = 0; i < text.length; i += third) res.write(chunk({ content: text.slice(i, i + third) }));
  res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
}

describeEachDatabase('storyboard: draft, shots, images, videos', (driver) => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  const cookies: Record<string, string> = {};
  let chatAnswer = '';
  let memberId = 0;
  let scriptId = '';
  let roleA = '';
  let roleB = '';
  const lineIds: string[] = [];

  beforeAll(async () => {
    vendor = await startVendorServer({
      'POST /v1/chat/completions': (_req, res) => streamChat(res, chatAnswer),
      'POST /v1/images/generations': async (req, res) => {
        const body = req.json();
        if (String(body.prompt).includes('拒绝'))
          return sendJson(res, 400, { error: { code: 'content_policy_violation', message: 'refused' } });
        const b64 = (await png('#3a7bd5')).toString('base64');
        return sendJson(res, 200, { data: Array.from({ length: body.n ?? 1 }, () => ({ b64_json: b64 })) });
      },
      'POST /v1/images/edits': async (req, res) => {
        const n = Number(/name="n"\r\n\r\n(\d+)/.exec(req.body.toString('latin1'))?.[1] ?? 1);
        const b64 = (await png('#d53a7b')).toString('base64');
        return sendJson(res, 200, { data: Array.from({ length: n }, () => ({ b64_json: b64 })) });
      },
    });
    t = await createTestApp(driver, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${vendor.url}/v1` });
    for (const name of ['member', 'manager']) cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 2);

    const [member] = await t.ctx.db.select().from(users).where(eq(users.username, 'member'));
    memberId = member?.id as number;
    const [script] = await t.ctx.db
      .insert(scripts)
      .values({
        userId: memberId,
        title: '雨夜重逢',
        aspectRatio: '16:9',
      })
      .returning();
    scriptId = script?.id as string;
    const [scene] = await t.ctx.db
      .insert(scriptScenes)
      .values({ scriptId, position: 1, heading: '第1场 夜 外 街角', location: '街角', timeOfDay: '夜' })
      .returning();
    const fileA = await upload('member', await png('#ff0000', 80, 80), 'a.png');
    const fileB = await upload('member', await png('#00ff00', 81, 81), 'b.png');
    const inserted = await t.ctx.db
      .insert(roles)
      .values([
        {
          scriptId,
          userId: memberId,
          name: '小明',
          appearance: '短发青年',
          imageFileId: fileA,
          position: 1,
          refParams: { face_w: 80 },
        },
        { scriptId, userId: memberId, name: '小红', appearance: '长发女孩', imageFileId: fileB, position: 2 },
      ])
      .returning();
    roleA = inserted[0]?.id as string;
    roleB = inserted[1]?.id as string;
    const lines = await t.ctx.db
      .insert(scriptLines)
      .values([
        {
          scriptId,
          sceneId: scene?.id as string,
          position: 1,
          kind: 'dialogue',
          roleId: roleA,
          roleName: '小明',
          text: '好久不见。',
        },
        {
          scriptId,
          sceneId: scene?.id as string,
          position: 2,
          kind: 'dialogue',
          roleId: roleB,
          roleName: '小红',
          text: '你还记得我？',
        },
        { scriptId, sceneId: scene?.id as string, position: 3, kind: 'action', text: '雨停了，街灯亮起。' },
      ])
      .returning();
    lineIds.push(...lines.map((l) => l.id));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
  });

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const balance = async () =>
    (await as('member', { method: 'GET', url: '/api/v1/user/points/balance' })).json().data.total as number;
  const setting = async () =>
    (await as('member', { method: 'GET', url: '/api/v1/user/points/cost/setting' })).json()
      .data as IntegralSetting;
  const board = async () =>
    (await as('member', { method: 'GET', url: `/api/v2/storyboard/shots?scriptId=${scriptId}` })).json().data;
  const countRows = async (sql: string) =>
    Number((await t.ctx.database.query<{ n: string }>(sql)).rows[0]?.n);
  async function upload(who: string, data: Buffer, filename: string) {
    const boundary = '----lizi-sb';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await as(who, {
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  }
  async function waitTask(id: string) {
    let task: TaskJson | undefined;
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      task = (await as('member', { method: 'GET', url: `/api/v1/tasks/${id}` })).json().data;
      if ((task?.status ?? 0) >= 2) return task as TaskJson;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`task ${id} did not finish: ${JSON.stringify(task)}`);
  }

  it('refunds a draft the model answered badly and writes nothing', async () => {
    chatAnswer = '好的，下面是分镜：第一镜……';
    const before = await balance();
    const res = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/draft',
      payload: { scriptId },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toContain('已退还');
    expect(await balance()).toBe(before);
    expect((await board()).shots).toHaveLength(0);
    const entries = await countRows(
      `select count(*)::text as n from integral_ledger where user_id = ${memberId} and usage like 'AI分镜%'`,
    );
    expect(entries).toBe(2); // the charge and its own refund
  });

  it('drafts shots from the script with one gcimg-promptv3-auto charge', async () => {
    chatAnswer = JSON.stringify({
      shots: [
        {
          scene: 'S1',
          kind: 'shotRole',
          framing: '中景',
          prompt: '雨夜街角，小明与小红对视',
          videoPrompt: '镜头缓慢推近',
          roles: ['小明', '小红'],
          lines: ['L1', 'L2'],
          duration: 4,
        },
        {
          scene: 'S1',
          kind: 'shotScene',
          framing: '远景',
          prompt: '雨后空街，街灯亮起',
          videoPrompt: '',
          roles: [],
          lines: ['L3'],
          duration: 3,
        },
        {
          scene: 'S1',
          kind: 'shotImg',
          framing: '特写',
          prompt: '小明微笑的脸',
          roles: ['小明', '路人甲'],
          lines: ['L9'],
          duration: 8,
        },
      ],
    });
    const before = await balance();
    const cost = unitCost(await setting(), 'gcimg-promptv3-auto');
    const res = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/draft',
      payload: { scriptId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shots = res.json().data.shots;
    expect(shots.map((s: { position: number }) => s.position)).toEqual([1, 2, 3]);
    expect(shots[0].roleIds).toEqual([roleA, roleB]);
    expect(shots[0].lineIds).toEqual([lineIds[0], lineIds[1]]);
    expect(shots[2].roleIds).toEqual([roleA]); // the unknown 路人甲 is dropped
    expect(shots[2].lineIds).toEqual([]);
    expect(await balance()).toBe(before - cost);
    const sent = vendor.requests
      .filter((r) => r.path === '/v1/chat/completions')
      .at(-1)
      ?.json();
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages[1].content).toContain('L2 [对白] 小红：你还记得我？');
  });

  it('inserts, reorders and renumbers in single calls, naming bad ids', async () => {
    let shots = (await board()).shots as { id: string; prompt: string }[];
    const ins = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/shots',
      payload: { scriptId, position: 2, prompt: '插入的镜头', roleIds: [roleB] },
    });
    expect(ins.statusCode, ins.body).toBe(200);
    const after = ins.json().data.shots as { id: string; prompt: string; position: number }[];
    expect(after.map((s) => s.prompt)).toEqual([
      shots[0]?.prompt,
      '插入的镜头',
      shots[1]?.prompt,
      shots[2]?.prompt,
    ]);
    const bad = await as('member', {
      method: 'PATCH',
      url: `/api/v2/storyboard/shots/${after[0]?.id}`,
      payload: { roleIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('角色');
    const partial = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/shots/reorder',
      payload: { scriptId, shotIds: [after[0]?.id] },
    });
    expect(partial.statusCode).toBe(400);
    const reversed = after.map((s) => s.id).reverse();
    const re = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/shots/reorder',
      payload: { scriptId, shotIds: reversed },
    });
    expect(re.json().data.shots.map((s: { id: string }) => s.id)).toEqual(reversed);
    // Back to the drafted order, the inserted shot removed, and numbered 1..n.
    await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/shots/reorder',
      payload: { scriptId, shotIds: after.map((s) => s.id) },
    });
    const del = await as('member', { method: 'DELETE', url: `/api/v2/storyboard/shots/${after[1]?.id}` });
    expect(del.json().data.shots.map((s: { position: number }) => s.position)).toEqual([1, 2, 3]);
    await t.ctx.database.query(`update shots set position = position * 10 where script_id = '${scriptId}'`);
    const ren = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/shots/renumber',
      payload: { scriptId },
    });
    shots = ren.json().data.shots;
    expect(shots.map((s) => (s as unknown as { position: number }).position)).toEqual([1, 2, 3]);
  });

  it('keeps other users out of the script and its shots', async () => {
    const shotId = (await board()).shots[0].id;
    expect(
      (await as('manager', { method: 'GET', url: `/api/v2/storyboard/shots?scriptId=${scriptId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await as('manager', {
          method: 'PATCH',
          url: `/api/v2/storyboard/shots/${shotId}`,
          payload: { prompt: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const images = await as('manager', {
      method: 'POST',
      url: '/api/v2/storyboard/images',
      payload: { scriptId, requestKey: 'manager-try-1' },
    });
    expect(images.statusCode).toBe(404);
    // The script picker (the scripts list) shows another user nothing of this script either.
    const list = (await as('manager', { method: 'GET', url: '/api/v2/script/projects' })).json().data;
    expect(list.list.map((s: { id: string }) => s.id)).not.toContain(scriptId);
  });

  it('refuses a batch the balance cannot cover and submits nothing', async () => {
    const tasksBefore = await countRows('select count(*)::text as n from tasks');
    const have = await balance();
    await spendPoints(t.ctx, {
      userId: memberId,
      key: 'test',
      unitCost: have - 3,
      count: 1,
      usage: '测试占用',
    });
    const res = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/images',
      payload: { scriptId, count: 2, requestKey: 'short-balance-1' },
    });
    expect(res.json().code).toBe(400403);
    expect(res.json().msg).toContain('3 个镜头');
    expect(await countRows('select count(*)::text as n from tasks')).toBe(tasksBefore);
    expect(await balance()).toBe(3);
    await creditPoints(t.ctx, {
      userId: memberId,
      applyDelta: 0,
      giftDelta: have - 3,
      kind: 'grant',
      usage: '测试归还',
    });
  });

  it('generates every shot image with the characters as references, charged per shot × count', async () => {
    const s = await setting();
    const before = await balance();
    const payload = {
      scriptId,
      aspectRatio: '16:9',
      resolution: '1K',
      modelFamily: 'ty',
      count: 2,
      requestKey: 'batch-images-1',
    };
    const res = await as('member', { method: 'POST', url: '/api/v2/storyboard/images', payload });
    expect(res.statusCode, res.body).toBe(200);
    const { submitted, cost } = res.json().data;
    const types = submitted.map((x: { task: { type: string } }) => x.task.type);
    expect(types).toEqual(['gcimg-storyboard-byfusion', 'gcimg-storyboard-bytxt', 'gcimg-storyboard-byimg']);
    const expected = types.reduce((sum: number, type: never) => sum + taskUnitCost(s, type) * 2, 0);
    expect(cost).toBe(expected);
    expect(await balance()).toBe(before - expected);
    // A double click: the same requestKey finds the same tasks and charges nothing.
    const again = await as('member', { method: 'POST', url: '/api/v2/storyboard/images', payload });
    expect(again.json().data.cost).toBe(0);
    expect(again.json().data.submitted.map((x: { task: { id: string } }) => x.task.id)).toEqual(
      submitted.map((x: { task: { id: string } }) => x.task.id),
    );
    for (const x of submitted) expect((await waitTask(x.task.id)).status).toBe(2);
    expect(await balance()).toBe(before - expected);

    // The two characters' chosen images went to the vendor as the fusion's images, once each.
    const fusion = vendor.requests.find(
      (r) => r.path === '/v1/images/edits' && r.body.toString('utf8').includes('小明与小红'),
    );
    expect(fusion?.body.toString('utf8').match(/name="image\[\]"/g)).toHaveLength(2);
    const shots = (await board()).shots;
    for (const shot of shots) {
      expect(shot.image?.mime).toMatch(/^image\//);
      expect(shot.imageChoices).toHaveLength(2);
    }
    // Choose the second output of the first shot.
    const chosen = await as('member', {
      method: 'POST',
      url: `/api/v2/storyboard/shots/${shots[0].id}/image/choose`,
      payload: { fileId: shots[0].imageChoices[1].id },
    });
    expect(chosen.json().data.image.id).toBe(shots[0].imageChoices[1].id);
  });

  it('refunds a failed shot image and retries that shot alone', async () => {
    const shots = (await board()).shots;
    const others = shots
      .filter((_: unknown, i: number) => i !== 1)
      .map((s: { imageTask: { id: string } }) => s.imageTask.id);
    await as('member', {
      method: 'PATCH',
      url: `/api/v2/storyboard/shots/${shots[1].id}`,
      payload: { prompt: '请拒绝这一镜' },
    });
    const before = await balance();
    const res = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/images',
      payload: { scriptId, shotIds: [shots[1].id], requestKey: 'fail-once-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const failed = await waitTask(res.json().data.submitted[0].task.id);
    expect(failed.status).toBe(3);
    expect(await balance()).toBe(before);
    await as('member', {
      method: 'PATCH',
      url: `/api/v2/storyboard/shots/${shots[1].id}`,
      payload: { prompt: '雨后空街，街灯亮起' },
    });
    const retry = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/images',
      payload: { scriptId, shotIds: [shots[1].id], requestKey: 'retry-once-1' },
    });
    const task = retry.json().data.submitted[0].task;
    expect(task.costPoints).toBeGreaterThan(0);
    expect((await waitTask(task.id)).status).toBe(2);
    const now = (await board()).shots;
    expect(
      now
        .filter((_: unknown, i: number) => i !== 1)
        .map((s: { imageTask: { id: string } }) => s.imageTask.id),
    ).toEqual(others);
    expect(now[1].imageTask.id).toBe(task.id);
  });

  it('lists the local camera-move renderer as the video model', async () => {
    const list = (await as('member', { method: 'GET', url: '/api/v1/aitools/video/model/list' })).json().data;
    const local = list.items.find((i: { vendor: string }) => i.vendor === 'local');
    expect(local).toMatchObject({
      frameModes: ['singleFrame', 'twoFrames'],
      cameraMove: true,
      features: [],
      isDefault: true,
    });
    expect(list.hint).toBeNull();
    expect(list.items.some((i: { vendor: string }) => i.vendor === 'openai')).toBe(false);
  });

  it('makes shot videos on the local provider, single frame and two frames', async () => {
    const shots = (await board()).shots;
    await as('member', {
      method: 'PATCH',
      url: `/api/v2/storyboard/shots/${shots[0].id}`,
      payload: { cameraMove: 'panLeft', videoFeatures: { highDetail: true } },
    });
    const noLast = await as('member', {
      method: 'PATCH',
      url: `/api/v2/storyboard/shots/${shots[1].id}`,
      payload: { frameMode: 'twoFrames' },
    });
    expect(noLast.statusCode).toBe(200);
    const missing = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/videos',
      payload: { scriptId, shotIds: [shots[1].id], requestKey: 'video-missing' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('第 2 镜');
    await as('member', {
      method: 'PATCH',
      url: `/api/v2/storyboard/shots/${shots[1].id}`,
      payload: { lastFrameFileId: shots[2].image.id },
    });
    const before = await balance();
    const res = await as('member', {
      method: 'POST',
      url: '/api/v2/storyboard/videos',
      payload: { scriptId, shotIds: [shots[0].id, shots[1].id], requestKey: 'videos-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [one, two] = res.json().data.submitted;
    expect(one.task.params).toMatchObject({
      frameMode: 'singleFrame',
      cameraMove: 'panLeft',
      duration: 5,
      firstFrameFileId: shots[0].imageChoices[1].id,
    });
    expect(two.task.params).toMatchObject({ frameMode: 'twoFrames', lastFrameFileId: shots[2].image.id });
    const unit = taskUnitCost(await setting(), 'gcvideo-byimg-sgl');
    expect(await balance()).toBe(before - 2 * unit);
    for (const x of [one, two]) {
      const done = await waitTask(x.task.id);
      expect(done.status, done.errorMsg ?? undefined).toBe(2);
      expect(done.outputs[0]?.mime).toBe('video/mp4');
    }
    const now = (await board()).shots;
    expect(now[0].video.mime).toBe('video/mp4');
    expect(now[1].video.mime).toBe('video/mp4');
  }, 300_000);
});

describe('storyboard without model services [pglite]', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOCAL_PROVIDER: '0' });
    cookie = await signIn(t.app, t.ctx, 'member', PASSWORD);
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses the draft before charging and lists no video model, saying what to configure', async () => {
    const [member] = await t.ctx.db.select().from(users).where(eq(users.username, 'member'));
    const [script] = await t.ctx.db
      .insert(scripts)
      .values({ userId: member?.id as number, title: '空' })
      .returning();
    const [scene] = await t.ctx.db
      .insert(scriptScenes)
      .values({ scriptId: script?.id as string, position: 1, heading: '第1场' })
      .returning();
    await t.ctx.db.insert(scriptLines).values({
      scriptId: script?.id as string,
      sceneId: scene?.id as string,
      position: 1,
      kind: 'action',
      text: '风吹过。',
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const before = (await get('/api/v1/user/points/balance')).json().data.total;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/storyboard/draft',
      headers: { cookie },
      payload: { scriptId: script?.id },
    });
    expect(res.json().code).toBe(503002);
    expect(res.json().msg).toContain('模型服务');
    expect((await get('/api/v1/user/points/balance')).json().data.total).toBe(before);
    const list = (await get('/api/v1/aitools/video/model/list')).json().data;
    expect(list.items).toEqual([]);
    expect(list.hint).toContain('图生视频');
  });
});
