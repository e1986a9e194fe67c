import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gradientPng } from './png';

/**
 * A local server speaking the OpenAI-compatible protocol the product's adapter uses (GET /v1/models,
 * POST /v1/chat/completions with `stream: true` server-sent events, POST /v1/images/generations and
 * /v1/images/edits answering `b64_json`), so the browser tests drive the real adapter over real HTTP without
 * the internet. It plays a screenwriter and a storyboard artist the way a model would: the answers follow
 * the request (the idea, the characters and the numbered lines it was sent), in the JSON shapes the system
 * prompts ask for. `failNextImages(n)` makes the next n image calls answer a content-policy refusal, the way
 * vendors refuse a picture.
 */
export interface OpenAiVendor {
  url: string;
  /** Every request seen, for assertions. */
  calls: { path: string; body: string }[];
  failNextImages(n: number): void;
  close(): Promise<void>;
}

interface ChatBody {
  messages?: { role: string; content: string }[];
  stream?: boolean;
}

export const VENDOR_CHARACTERS = [
  { name: '林夏', appearance: '二十五岁女性，齐肩黑发，米色风衣，眼神坚定', gender: '女' },
  { name: '周屿', appearance: '二十八岁男性，短发，深蓝工装夹克，手里总拿着相机', gender: '男' },
] as const;

function scriptAnswer(idea: string): string {
  const [a, b] = VENDOR_CHARACTERS;
  return JSON.stringify({
    title: '雨夜相机',
    characters: VENDOR_CHARACTERS.map((c) => ({
      name: c.name,
      description: c === a ? '寻找失踪哥哥的记者' : '知道真相的摄影师',
      appearance: c.appearance,
      gender: c.gender,
      age: '青年',
    })),
    episodes: [
      {
        episode: 1,
        scenes: [
          {
            heading: '雨夜重逢',
            location: '老城区街角',
            timeOfDay: '夜',
            description: `霓虹灯在积水里摇晃。故事源于：${idea.slice(0, 60)}`,
            lines: [
              { kind: 'narration', text: '那一夜，雨一直没有停。' },
              { kind: 'action', text: `${a.name}撑伞走进街角，看见${b.name}正在拍照。` },
              {
                kind: 'dialogue',
                roleName: a.name,
                text: '你就是那个拍下最后一张照片的人？',
                emotion: '急切',
              },
              { kind: 'dialogue', roleName: b.name, text: '照片在这里，可你真的想知道吗？', emotion: '犹豫' },
            ],
          },
        ],
      },
    ],
  });
}

/** Four shots over the lines it was sent (`L1 [旁白] …`) and the characters listed (`- 名字：…`). */
function storyboardAnswer(user: string): string {
  const lines = [...user.matchAll(/^(L\d+) \[(对白|旁白|动作)\]/gm)].map((m) => m[1] as string);
  const names = [...user.matchAll(/^- ([^：\n]+)：/gm)].map((m) => (m[1] as string).trim());
  const shots = [
    { kind: 'shotScene', framing: '远景', roles: [] as string[], prompt: '雨夜老城区街角，霓虹倒映在积水中' },
    { kind: 'shotRole', framing: '中景', roles: names.slice(0, 1), prompt: '撑伞的年轻女子走进街角' },
    { kind: 'shotRole', framing: '近景', roles: names.slice(0, 1), prompt: '女子神情急切地发问' },
    { kind: 'shotImg', framing: '近景', roles: names.slice(0, 2), prompt: '男子举起相机，女子注视着他' },
  ].map((s, i) => ({
    scene: 'S1',
    ...s,
    videoPrompt: '镜头缓慢推进，雨丝落下',
    lines: lines[i] ? [lines[i]] : [],
    duration: 2,
  }));
  return JSON.stringify({ shots });
}

function chatAnswer(body: ChatBody): string {
  const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
  if (system.includes('分镜')) return storyboardAnswer(user);
  const idea = /创意：(.*)/.exec(user)?.[1] ?? user;
  return scriptAnswer(idea);
}

async function sendChat(res: ServerResponse, body: ChatBody, text: string, chunkDelayMs: number) {
  const id = `chatcmpl-${Date.now()}`;
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // Small pieces, as a model streams, so the browser shows the writing arrive (paced when asked, so a test
  // can watch the text grow).
  for (let i = 0; i < text.length; i += 24) {
    const delta = { content: text.slice(i, i + 24) };
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`,
    );
    if (chunkDelayMs > 0) await new Promise((r) => setTimeout(r, chunkDelayMs));
  }
  res.write(
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

/** The size asked for (`1024x576`), scaled down so the local video steps stay quick on two cores. */
function imageOf(size: string | undefined, seed: string): Buffer {
  const [w = 1024, h = 1024] = (size ?? '1024x1024').split('x').map(Number);
  const scale = 320 / Math.max(w, h);
  const blue = createHash('sha1').update(seed).digest()[0] ?? 160;
  return gradientPng(Math.round(w * scale), Math.round(h * scale), blue);
}

export interface OpenAiVendorOptions {
  /** Pause between streamed chat chunks, so the writing is visible in the browser for a while. */
  chatChunkDelayMs?: number;
}

export async function startOpenAiVendor(
  apiKey: string,
  options: OpenAiVendorOptions = {},
): Promise<OpenAiVendor> {
  const calls: OpenAiVendor['calls'] = [];
  let failImages = 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const path = new URL(req.url ?? '/', 'http://vendor').pathname;
    calls.push({ path, body: raw.toString('utf8').slice(0, 4000) });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    if (req.method === 'GET' && path === '/v1/models')
      return json(200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] });
    if (req.method === 'POST' && path === '/v1/chat/completions') {
      const body = JSON.parse(raw.toString('utf8')) as ChatBody;
      return sendChat(res, body, chatAnswer(body), options.chatChunkDelayMs ?? 0);
    }
    if (req.method === 'POST' && (path === '/v1/images/generations' || path === '/v1/images/edits')) {
      if (failImages > 0) {
        failImages--;
        return json(400, {
          error: {
            message: 'Your request was rejected as a result of our safety system.',
            type: 'invalid_request_error',
            code: 'content_policy_violation',
          },
        });
      }
      // Edits come as multipart: read the fields we need without a parser.
      const text = raw.toString('latin1');
      const field = (name: string) =>
        path.endsWith('generations')
          ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>)[name]
          : new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(text)?.[1];
      const n = Math.max(1, Number(field('n') ?? 1));
      const size = field('size') as string | undefined;
      const prompt = String(field('prompt') ?? '');
      const data = Array.from({ length: n }, (_, i) => ({
        b64_json: imageOf(size, `${prompt}#${i}`).toString('base64'),
      }));
      return json(200, { created: Math.floor(Date.now() / 1000), data });
    }
    json(404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    failNextImages: (n) => {
      failImages = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
