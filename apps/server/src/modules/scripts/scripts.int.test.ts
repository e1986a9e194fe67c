import type { ServerResponse } from 'node:http';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorServer } from '../../providers/common/test-server';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

const PASSWORD = 'Lizi@2026';

/** A script as a model would write it; the test streams it in small pieces like a real vendor. */
const MODEL_SCRIPT = {
  title: '雨夜来信',
  characters: [
    { name: '林夏', description: '归国建筑师', appearance: '28 岁女性，齐肩黑发，米色风衣' },
    { name: '陈默', description: '咖啡馆老板', appearance: '30 岁男性，短发，戴眼镜' },
  ],
  episodes: [
    {
      episode: 1,
      scenes: [
        {
          heading: '雨夜重逢',
          location: '街角咖啡馆',
          timeOfDay: '夜',
          description: '大雨，暖黄的灯',
          lines: [
            { kind: 'action', text: '林夏推门而入。' },
            { kind: 'dialogue', roleName: '林夏', text: '好久不见。', emotion: '平静' },
            { kind: 'dialogue', roleName: '陈默', text: '你怎么回来了？', emotion: '惊讶' },
          ],
        },
        {
          heading: '天台',
          location: '公司天台',
          timeOfDay: '日',
          description: '',
          lines: [{ kind: 'narration', text: '十年前的约定被重新想起。' }],
        },
      ],
    },
  ],
};

function streamChunks(res: ServerResponse, text: string, opts: { done?: boolean } = {}) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (let i = 0; i < text.length; i += 40) {
    const content = text.slice(i, i + 40);
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
  }
  if (opts.done !== false) res.write('data: [DONE]\n\n');
  res.end();
}

/** The events of a text/event-stream body. */
function sseEvents(body: string) {
  return body
    .split('\n\n')
    .filter((b) => b.includes('event:'))
    .map((block) => {
      const event = /event: (.*)/.exec(block)?.[1] ?? '';
      const data = JSON.parse(/data: (.*)/.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
}

describeEachDatabase('scripts: projects, AI write, Excel, edits', (driver) => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    vendor = await startVendorServer({
      'POST /v1/chat/completions': (req, res) => {
        const user: string = req.json().messages.at(-1).content;
        if (user.includes('拒绝'))
          return void res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'refused', type: 'invalid_request_error' } }));
        if (user.includes('胡言乱语')) return streamChunks(res, '抱歉，我只能写一首诗。');
        if (user.includes('断流'))
          return streamChunks(res, JSON.stringify(MODEL_SCRIPT).slice(0, 200), { done: false });
        // Fenced, with chatter around it: the parser must still find the object.
        return streamChunks(res, `好的，剧本如下：\n\`\`\`json\n${JSON.stringify(MODEL_SCRIPT)}\n\`\`\``);
      },
    });
    t = await createTestApp(driver, {
      LOCAL_PROVIDER: '0',
      OPENAI_API_KEY: 'sk-test-chat',
      OPENAI_BASE_URL: `${vendor.url}/v1`,
    });
    for (const name of ['member', 'manager']) cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
  });

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const balance = async (who: string) =>
    (await as(who, { method: 'GET', url: '/api/v1/user/points/balance' })).json().data.total as number;
  const ledger = async (usage: string) =>
    (
      await t.ctx.database.query<{ points: number; kind: string }>(
        'select (apply_delta + gift_delta) as points, kind from integral_ledger where usage like $1 order by id',
        [`${usage}%`],
      )
    ).rows;
  const create = async (who = 'member', body: object = { title: '测试剧本' }) =>
    (await as(who, { method: 'POST', url: '/api/v2/script/projects', payload: body })).json().data;
  const get = async (id: string, who = 'member') =>
    as(who, { method: 'GET', url: `/api/v2/script/projects/${id}` });
  const write = (id: string, idea: string) =>
    as('member', { method: 'POST', url: `/api/v2/script/projects/${id}/write`, payload: { idea } });

  describe('AI write', () => {
    it('streams the model, stores scenes, lines and characters, charges scriptCost once', async () => {
      const s = await create('member', {});
      expect(s.title).toBe('未命名剧本');
      expect(s.stage).toBe(0);
      const before = await balance('member');
      const res = await write(s.id, '两个老同学在雨夜重逢');
      expect(res.headers['content-type']).toContain('text/event-stream');
      const events = sseEvents(res.body);
      expect(events[0]).toEqual({ event: 'start', data: { cost: 5 } });
      const streamed = events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join('');
      expect(streamed).toContain('雨夜重逢');
      const done = events.at(-1);
      expect(done?.event).toBe('done');
      expect(await balance('member')).toBe(before - 5);
      const detail = (await get(s.id)).json().data;
      expect(detail.title).toBe('雨夜来信');
      expect(detail.source).toBe(0);
      expect(detail.stage).toBe(1);
      expect(detail.writeStatus).toBe(2);
      expect(detail.episodes[0].scenes).toHaveLength(2);
      expect(detail.lineCount).toBe(4);
      expect(detail.roles.map((r: { name: string }) => r.name)).toEqual(['林夏', '陈默']);
      const dialogue = detail.episodes[0].scenes[0].lines[1];
      expect(dialogue).toMatchObject({ kind: 'dialogue', roleName: '林夏', emotion: '平静' });
      expect(dialogue.roleId).toBe(detail.roles[0].id);
      const { rows } = await t.ctx.database.query<{ appearance: string }>(
        'select appearance from roles where script_id = $1 order by position',
        [s.id],
      );
      expect(rows[0]?.appearance).toContain('齐肩黑发');
      expect(await ledger('AI 剧本创作')).toEqual([{ points: -5, kind: 'consume' }]);
      // What the vendor was asked: our system prompt and the idea.
      const call = vendor.requests.at(-1)?.json();
      expect(call.stream).toBe(true);
      expect(call.messages[0].role).toBe('system');
      expect(call.messages[1].content).toContain('雨夜重逢');
    });

    it.each([
      ['the vendor refuses', '请拒绝这个'],
      ['the answer is not a script', '一段胡言乱语的故事'],
      ['the stream breaks off', '一个会断流的故事'],
    ])('refunds and writes nothing when %s', async (_case, idea) => {
      const s = await create();
      const before = await balance('member');
      const events = sseEvents((await write(s.id, idea)).body);
      const last = events.at(-1);
      expect(last?.event).toBe('error');
      expect(last?.data.msg).toContain('已退还 5 制作栗');
      expect(await balance('member')).toBe(before);
      const detail = (await get(s.id)).json().data;
      expect(detail.writeStatus).toBe(3);
      expect(detail.writeError).toContain('已退还');
      expect(detail.sceneCount).toBe(0);
      expect(detail.roles).toHaveLength(0);
    });

    it('refuses with 400403 and changes nothing when the balance is short', async () => {
      const s = await create();
      await t.ctx.database.query("update integral_settings set value = 100000 where key = 'scriptCost'");
      try {
        const before = await balance('member');
        const res = await write(s.id, '一个很贵的故事');
        expect(res.json().code).toBe(400403);
        expect(res.json().data.cost).toBe(100000);
        expect(await balance('member')).toBe(before);
        expect((await get(s.id)).json().data.writeStatus).toBe(0);
      } finally {
        await t.ctx.database.query("update integral_settings set value = 5 where key = 'scriptCost'");
      }
    });

    it('validates the idea', async () => {
      const s = await create();
      const res = await write(s.id, '短');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('idea');
    });
  });

  describe('projects and stages', () => {
    it('lists own projects newest first with counts; another user gets 404', async () => {
      const a = await create('member', { title: '第一部' });
      const b = await create('member', { title: '第二部', aspectRatio: '9:16' });
      expect(b.canvas).toBe('720x1280');
      const list = (await as('member', { method: 'GET', url: '/api/v2/script/projects?limit=2' })).json()
        .data;
      expect(list.list[0].id).toBe(b.id);
      expect(list.list[1].id).toBe(a.id);
      expect(list.total).toBeGreaterThanOrEqual(2);
      expect((await get(a.id, 'manager')).statusCode).toBe(404);
      const foreignEdit = await as('manager', {
        method: 'PATCH',
        url: `/api/v2/script/projects/${a.id}`,
        payload: { title: '偷改' },
      });
      expect(foreignEdit.statusCode).toBe(404);
      const del = await as('member', { method: 'DELETE', url: `/api/v2/script/projects/${a.id}` });
      expect(del.statusCode).toBe(200);
      expect((await get(a.id)).statusCode).toBe(404);
    });

    it('opens steps in order once their prerequisites hold, and always goes back', async () => {
      const s = await create();
      const step = (to: string) =>
        as('member', { method: 'PATCH', url: `/api/v2/script/projects/${s.id}/step`, payload: { step: to } });
      expect((await step('art')).json().msg).toContain('按顺序');
      expect((await step('create')).json().data.stage).toBe(1);
      const noLines = await step('art');
      expect(noLines.statusCode).toBe(409);
      expect(noLines.json().msg).toContain('剧本还没有内容');
      const scene = (
        await as('member', {
          method: 'POST',
          url: `/api/v2/script/projects/${s.id}/scenes`,
          payload: { heading: '开场' },
        })
      ).json().data.episodes[0].scenes[0];
      await as('member', {
        method: 'POST',
        url: `/api/v2/script/projects/${s.id}/lines/edit`,
        payload: {
          action: 'add',
          sceneId: scene.id,
          line: { kind: 'dialogue', roleName: '阿明', text: '你好' },
        },
      });
      const art = await step('art');
      expect(art.json().data).toMatchObject({ stage: 2, step: 'art' });
      expect((await step('artImage')).json().msg).toContain('还没有角色');
      await t.ctx.database.query(
        `insert into roles (script_id, user_id, name) select id, user_id, '阿明' from scripts where id = $1`,
        [s.id],
      );
      expect((await step('artImage')).json().data.stage).toBe(3);
      const blocked = await step('storyboard');
      expect(blocked.json().msg).toContain('阿明');
      // Back to a reached step: allowed, the stage stays.
      const back = (await step('create')).json().data;
      expect(back).toMatchObject({ step: 'create', stage: 3 });
      // The dialogue line now links to the character by name.
      expect((await get(s.id)).json().data.episodes[0].scenes[0].lines[0].roleId).toBeTruthy();
    });
  });

  describe('hand edits with history and undo', () => {
    it('adds, replaces, deletes and undoes lines and scenes', async () => {
      const s = await create();
      const url = `/api/v2/script/projects/${s.id}`;
      const post = (path: string, payload?: object) =>
        as('member', { method: 'POST', url: `${url}${path}`, payload });
      const sceneA = (await post('/scenes', { heading: '甲' })).json().data.episodes[0].scenes[0];
      let d = (
        await post('/lines/edit', { action: 'add', sceneId: sceneA.id, line: { kind: 'action', text: '一' } })
      ).json().data;
      d = (
        await post('/lines/edit', {
          action: 'add',
          sceneId: sceneA.id,
          line: { kind: 'narration', text: '三' },
        })
      ).json().data;
      const [one, three] = d.episodes[0].scenes[0].lines;
      d = (
        await post('/lines/edit', {
          action: 'add',
          sceneId: sceneA.id,
          afterLineId: one.id,
          line: { kind: 'dialogue', roleName: '甲', text: '二' },
        })
      ).json().data;
      const texts = (x: typeof d) => x.episodes[0].scenes[0].lines.map((l: { text: string }) => l.text);
      expect(texts(d)).toEqual(['一', '二', '三']);
      d = (
        await post('/lines/edit', {
          action: 'replace',
          lineId: three.id,
          line: { kind: 'narration', text: '叁' },
        })
      ).json().data;
      d = (await post('/lines/edit', { action: 'delete', lineId: one.id })).json().data;
      expect(texts(d)).toEqual(['二', '叁']);
      const bad = await post('/lines/edit', {
        action: 'add',
        sceneId: sceneA.id,
        line: { kind: 'dialogue', text: '谁说的' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('角色');
      await as('member', { method: 'DELETE', url: `${url}/scenes/${sceneA.id}` });
      expect((await get(s.id)).json().data.sceneCount).toBe(0);
      const history = (await as('member', { method: 'GET', url: `${url}/edits` })).json().data;
      expect(history[0].summary).toContain('删除场次「甲」');
      expect(history[1].summary).toContain('删除动作「一」');
      d = (await post('/edits/undo')).json().data;
      expect(texts(d)).toEqual(['二', '叁']);
      d = (await post('/edits/undo')).json().data;
      expect(texts(d)).toEqual(['一', '二', '叁']);
      d = (await post('/edits/undo')).json().data;
      expect(texts(d)).toEqual(['一', '二', '三']);
      const lines = d.episodes[0].scenes[0].lines;
      d = (
        await post('/lines/reorder', { sceneId: sceneA.id, lineIds: [lines[2].id, lines[0].id, lines[1].id] })
      ).json().data;
      expect(texts(d)).toEqual(['三', '一', '二']);
      const foreign = await as('manager', { method: 'POST', url: `${url}/edits/undo` });
      expect(foreign.statusCode).toBe(404);
      for (let i = 0; i < 4; i++) await post('/edits/undo');
      expect((await post('/edits/undo')).json().msg).toBe('没有可以撤销的修改');
      expect((await get(s.id)).json().data.sceneCount).toBe(0);
    });
  });

  describe('Excel', () => {
    const upload = (id: string, data: Buffer) => {
      const boundary = '----lizi-script-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="剧本.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return as('member', {
        method: 'POST',
        url: `/api/v2/script/projects/${id}/import`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const template = async () => {
      const res = await as('member', { method: 'GET', url: '/api/v2/script/excel/template' });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      return wb;
    };

    it('round-trips the template: download, fill rows, import', async () => {
      const wb = await template();
      expect(wb.worksheets.map((w) => w.name)).toEqual(['剧本', '角色', '填写说明']);
      const sheet = wb.getWorksheet('剧本') as ExcelJS.Worksheet;
      sheet.addRow([2, 1, '码头', '旧码头', '清晨', '', '对白', '老周', '船要开了。', '焦急']);
      sheet.addRow([null, null, null, null, null, null, '动作', null, '汽笛声响起。']);
      const s = await create();
      const res = await upload(s.id, Buffer.from(await wb.xlsx.writeBuffer()));
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d.source).toBe(3);
      expect(d.stage).toBe(1);
      expect(d.episodes.map((e: { episode: number }) => e.episode)).toEqual([1, 2]);
      expect(d.episodes[0].scenes).toHaveLength(2);
      expect(d.episodes[1].scenes[0]).toMatchObject({
        heading: '码头',
        location: '旧码头',
        timeOfDay: '清晨',
      });
      expect(d.episodes[1].scenes[0].lines.map((l: { text: string }) => l.text)).toEqual([
        '船要开了。',
        '汽笛声响起。',
      ]);
      expect(d.lineCount).toBe(7);
      // Characters from the 角色 sheet and every speaker.
      expect(d.roles.map((r: { name: string }) => r.name)).toEqual(['林夏', '陈默', '老周']);
    });

    it('refuses a file with a bad row, naming it, and writes nothing', async () => {
      const wb = await template();
      const sheet = wb.getWorksheet('剧本') as ExcelJS.Worksheet;
      sheet.addRow([1, 3, '走廊', '', '', '', '唱歌', '', '啦啦啦']);
      sheet.addRow([1, 3, '', '', '', '', '对白', '', '没人说']);
      const s = await create();
      const res = await upload(s.id, Buffer.from(await wb.xlsx.writeBuffer()));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('第 7 行「类型」应为 动作、对白 或 旁白，实际为「唱歌」');
      expect(res.json().data.errors).toContain('第 8 行「角色」不能为空：对白必须填写说话的角色');
      const d = (await get(s.id)).json().data;
      expect(d.sceneCount).toBe(0);
      expect(d.roles).toHaveLength(0);
    });

    it('refuses a file that is not an xlsx by its content', async () => {
      const s = await create();
      const res = await upload(s.id, Buffer.from('集,场,类型\n1,1,动作'));
      expect(res.statusCode).toBe(415);
      expect(res.json().msg).toContain('.xlsx');
    });
  });
});

describeEachDatabase('scripts: AI write without a chat provider', (driver) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(driver, { LOCAL_PROVIDER: '0' });
    cookie = await signIn(t.app, t.ctx, 'member', PASSWORD);
  });
  afterAll(async () => t?.close());

  it('is refused with what to configure, before anything is charged', async () => {
    const s = (
      await t.app.inject({ method: 'POST', url: '/api/v2/script/projects', payload: {}, headers: { cookie } })
    ).json().data;
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/points/balance', headers: { cookie } })
    ).json().data.total;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/script/projects/${s.id}/write`,
      payload: { idea: '一个关于猫的故事' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe(503002);
    expect(res.json().msg).toMatch(/模型服务|对话|配置/);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/points/balance', headers: { cookie } })
    ).json().data.total;
    expect(after).toBe(before);
  });
});
