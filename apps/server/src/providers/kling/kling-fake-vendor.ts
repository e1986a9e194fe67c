import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson, startVendorServer } from '../common/test-server';

/*
 * A stand-in for the Kling open platform as 可灵 documents it: every request carries `Bearer <JWT>`, which
 * this server verifies with its own copy of the secret (HS256, iss = access key, inside nbf..exp); answers
 * are `{ code, message, request_id, data }`, with the documented HTTP status per code (an exhausted resource
 * pack is 429 + 1102); tasks go submitted → processing → succeed/failed.
 */

export const AK = 'kling-access-key';
export const SK = 'kling-secret-key';
type Mode = 'ok' | 'rate' | 'concurrency' | 'balance' | 'content' | 'auth' | 'server';
type Outcome = 'succeed' | 'risk' | 'bad' | 'forever';

export interface Task {
  path: string;
  polls: number;
  outcome: Outcome;
}

export const fake = {
  mode: 'ok' as Mode,
  outcome: 'succeed' as Outcome,
  tasks: new Map<string, Task>(),
  violations: [] as string[],
  onPoll: null as null | ((task: Task) => void),
};
let server: Awaited<ReturnType<typeof startVendorServer>>;

const answer = (
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  data: unknown = null,
  headers = {},
) => sendJson(res, status, { code, message, request_id: 'req-kling', data }, headers);

function verifyJwt(header: string | undefined): string | null {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return 'malformed token';
  const head = JSON.parse(Buffer.from(h, 'base64url').toString());
  if (head.alg !== 'HS256' || head.typ !== 'JWT') return 'header';
  const expected = createHmac('sha256', SK).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  if (claims.iss !== AK) return 'iss';
  if (!(claims.nbf <= now && now < claims.exp)) return 'not valid now';
  if (claims.exp - claims.nbf > 1805 + 1) return 'lifetime';
  return null;
}

function refuse(req: RecordedRequest, res: ServerResponse): boolean {
  const problem = verifyJwt(req.headers.authorization);
  if (problem || fake.mode === 'auth') {
    answer(
      res,
      401,
      problem === 'not valid now' ? 1004 : 1002,
      `Authorization is invalid (${problem ?? 'mode'})`,
    );
    return true;
  }
  const errors: Partial<Record<Mode, [number, number, string]>> = {
    rate: [429, 1302, 'Rate limit exceeded'],
    concurrency: [429, 1303, 'parallel task over resource pack limit'],
    balance: [429, 1102, 'Resource pack depleted or expired'],
    content: [400, 1301, 'Content security policy triggered'],
    server: [500, 5000, 'Server internal error'],
  };
  const error = errors[fake.mode];
  if (error && req.method === 'POST') {
    answer(res, error[0], error[1], error[2], null, fake.mode === 'rate' ? { 'retry-after': '10' } : {});
    return true;
  }
  return false;
}

const isImage = (v: unknown) =>
  typeof v === 'string' && (/^https?:\/\//.test(v) || /^[A-Za-z0-9+/]+=*$/.test(v));

const CHECKS: Record<string, (b: Record<string, unknown>) => string[]> = {
  '/v1/videos/text2video': (b) => [
    ...(typeof b.prompt === 'string' && b.prompt.length <= 2500 ? [] : ['prompt']),
    ...(['16:9', '9:16', '1:1'].includes(b.aspect_ratio as string) ? [] : ['aspect_ratio']),
  ],
  '/v1/videos/image2video': (b) => [
    ...(isImage(b.image) ? [] : ['image must be a URL or bare Base64']),
    ...(b.image_tail === undefined || isImage(b.image_tail) ? [] : ['image_tail']),
    ...(b.image_tail !== undefined && b.mode !== 'pro' ? ['image_tail needs mode pro'] : []),
  ],
  '/v1/videos/lip-sync': (b) => {
    const i = (b.input ?? {}) as Record<string, unknown>;
    const problems = i.video_url || i.video_id ? [] : ['video'];
    if (i.mode === 'audio2video') {
      if (i.audio_type === 'url' && typeof i.audio_url !== 'string') problems.push('audio_url');
      if (i.audio_type === 'file' && !/^[A-Za-z0-9+/]+=*$/.test(String(i.audio_file)))
        problems.push('audio_file');
      if (i.audio_type !== 'url' && i.audio_type !== 'file') problems.push('audio_type');
    } else if (i.mode === 'text2video') {
      if (typeof i.text !== 'string' || i.text.length > 120) problems.push('text');
      if (typeof i.voice_id !== 'string' || !['zh', 'en'].includes(i.voice_language as string))
        problems.push('voice');
    } else problems.push('mode');
    return problems;
  },
  '/v1/images/kolors-virtual-try-on': (b) =>
    isImage(b.human_image) && isImage(b.cloth_image) ? [] : ['images'],
};

function submitRoute(path: string) {
  return (req: RecordedRequest, res: ServerResponse) => {
    if (refuse(req, res)) return;
    const body = req.json();
    const video = path.startsWith('/v1/videos/') && path !== '/v1/videos/lip-sync';
    if (video && !['std', 'pro'].includes(body.mode)) fake.violations.push('mode');
    if (video && !['5', '10'].includes(body.duration)) fake.violations.push('duration must be "5" or "10"');
    for (const problem of CHECKS[path]?.(body) ?? []) fake.violations.push(`${path}: ${problem}`);
    const id = `kt-${fake.tasks.size + 1}`;
    fake.tasks.set(id, { path, polls: 0, outcome: fake.outcome });
    answer(res, 200, 0, 'SUCCEED', { task_id: id, task_status: 'submitted', created_at: 1, updated_at: 1 });
  };
}

function queryRoute(path: string) {
  return (req: RecordedRequest, res: ServerResponse) => {
    if (refuse(req, res)) return;
    const id = req.path.split('/').pop() as string;
    const task = fake.tasks.get(id);
    if (!task || task.path !== path) return answer(res, 404, 1203, 'Resource not found');
    task.polls += 1;
    fake.onPoll?.(task);
    const base = { task_id: id, created_at: 1, updated_at: 2 };
    if (task.polls === 1) return answer(res, 200, 0, 'SUCCEED', { ...base, task_status: 'submitted' });
    if (task.polls === 2 || task.outcome === 'forever')
      return answer(res, 200, 0, 'SUCCEED', { ...base, task_status: 'processing' });
    if (task.outcome === 'risk')
      return answer(res, 200, 0, 'SUCCEED', {
        ...base,
        task_status: 'failed',
        task_status_msg: 'Failure to pass the risk control system',
      });
    if (task.outcome === 'bad')
      return answer(res, 200, 0, 'SUCCEED', {
        ...base,
        task_status: 'failed',
        task_status_msg: 'Image recognition failed',
      });
    const result = path.startsWith('/v1/images/')
      ? { images: [{ index: 0, url: `https://kling-out.example/${id}.png` }] }
      : { videos: [{ id: `v-${id}`, url: `https://kling-out.example/${id}.mp4`, duration: '5.1' }] };
    answer(res, 200, 0, 'SUCCEED', { ...base, task_status: 'succeed', task_result: result });
  };
}

const PATHS = [
  '/v1/videos/text2video',
  '/v1/videos/image2video',
  '/v1/videos/lip-sync',
  '/v1/images/kolors-virtual-try-on',
];

/** Starts the stand-in on a free local port; `resetFake` between tests. */
export async function startFakeKling() {
  const routes: Parameters<typeof startVendorServer>[0] = {};
  for (const path of PATHS) {
    routes[`POST ${path}`] = submitRoute(path);
    routes[`GET ${path}/:id`] = queryRoute(path);
  }
  routes['GET /v1/videos/text2video'] = (req, res) => {
    if (refuse(req, res)) return;
    if (!req.query.get('pageNum') || !req.query.get('pageSize')) fake.violations.push('list paging');
    answer(res, 200, 0, 'SUCCEED', []);
  };
  server = await startVendorServer(routes);
  return server;
}

export function resetFake() {
  fake.mode = 'ok';
  fake.outcome = 'succeed';
  fake.tasks.clear();
  fake.violations = [];
  fake.onPoll = null;
  server.requests.length = 0;
}
