import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson, startVendorServer } from '../common/test-server';

/*
 * A stand-in for the Ark data plane as 火山方舟 documents it (图片生成 API, 创建/查询视频生成任务 API, 错误码),
 * written apart from the adapter: it checks the Bearer key and each documented field, keeps tasks in a
 * queued → running → final state machine, and answers errors in the documented `{ error: { code, message } }`.
 */

export const KEY = 'ark-test-key';
type Outcome = 'succeeded' | 'refused' | 'internal' | 'cancelled' | 'forever';
type Mode = 'ok' | 'rate' | 'auth' | 'sensitive' | 'overdue';

export interface Task {
  polls: number;
  outcome: Outcome;
}

export const fake = {
  mode: 'ok' as Mode,
  outcome: 'succeeded' as Outcome,
  tasks: new Map<string, Task>(),
  violations: [] as string[],
  onPoll: null as null | ((task: Task) => void),
};
let server: Awaited<ReturnType<typeof startVendorServer>>;

function arkErrorAnswer(res: ServerResponse, status: number, code: string, message: string, headers = {}) {
  sendJson(res, status, { error: { code, message, param: '', type: 'BadRequest' } }, headers);
}

/** Answers the mode's error and returns true, or false when the request may go on. */
function refuse(req: RecordedRequest, res: ServerResponse): boolean {
  if (req.headers.authorization !== `Bearer ${KEY}` || fake.mode === 'auth') {
    arkErrorAnswer(res, 401, 'AuthenticationError', 'The API key in the request is missing or invalid.');
    return true;
  }
  if (fake.mode === 'rate') {
    arkErrorAnswer(res, 429, 'RateLimitExceeded.EndpointRPMExceeded', 'RPM limit exceeded', {
      'retry-after': '7',
    });
    return true;
  }
  if (fake.mode === 'overdue') {
    arkErrorAnswer(
      res,
      403,
      'AccountOverdueError',
      'The request failed because your account has an overdue balance.',
    );
    return true;
  }
  if (fake.mode === 'sensitive') {
    arkErrorAnswer(
      res,
      400,
      'InputTextSensitiveContentDetected',
      'The input text may contain sensitive information.',
    );
    return true;
  }
  return false;
}

const isImageRef = (v: unknown) =>
  typeof v === 'string' &&
  (/^https?:\/\//.test(v) || /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/.test(v));

function checkImageBody(body: Record<string, unknown>) {
  if (typeof body.model !== 'string' || !body.model) fake.violations.push('model missing');
  if (typeof body.prompt !== 'string' || !body.prompt) fake.violations.push('prompt missing');
  if (body.response_format !== undefined && !['url', 'b64_json'].includes(body.response_format as string))
    fake.violations.push('response_format');
  if (body.size !== undefined && !/^(\d+x\d+|[124]K)$/.test(String(body.size))) fake.violations.push('size');
  if (body.image !== undefined) {
    const list = Array.isArray(body.image) ? body.image : [body.image];
    if (!list.every(isImageRef)) fake.violations.push('image must be URL or data:image/<fmt>;base64');
  }
}

function checkTaskBody(body: Record<string, unknown>) {
  if (typeof body.model !== 'string') fake.violations.push('model missing');
  const content = body.content as Record<string, unknown>[];
  if (!Array.isArray(content) || content.length === 0) {
    fake.violations.push('content missing');
    return;
  }
  for (const item of content) {
    if (item.type === 'text' && typeof item.text !== 'string') fake.violations.push('text item without text');
    if (item.type === 'image_url') {
      if (!isImageRef((item.image_url as { url?: unknown })?.url)) fake.violations.push('image_url.url');
      if (
        item.role !== undefined &&
        !['first_frame', 'last_frame', 'reference_image'].includes(item.role as string)
      )
        fake.violations.push(`role ${String(item.role)}`);
    }
  }
  const roles = content.map((c) => c.role).filter(Boolean);
  if (roles.includes('last_frame') && !roles.includes('first_frame'))
    fake.violations.push('last without first');
  if (
    body.ratio !== undefined &&
    !['16:9', '4:3', '1:1', '3:4', '9:16', '21:9', 'adaptive'].includes(body.ratio as string)
  )
    fake.violations.push('ratio');
  if (body.resolution !== undefined && !['480p', '720p', '1080p'].includes(body.resolution as string))
    fake.violations.push('resolution');
  if (body.duration !== undefined && !Number.isInteger(body.duration)) fake.violations.push('duration');
}

/** Starts the stand-in on a free local port; `resetFake` between tests. */
export async function startFakeArk() {
  server = await startVendorServer({
    'POST /api/v3/images/generations': (req, res) => {
      if (refuse(req, res)) return;
      const body = req.json();
      checkImageBody(body);
      sendJson(res, 200, {
        model: body.model,
        created: 1757321139,
        data: [
          {
            url: `https://ark-out.example/image-${server.requests.length}.jpeg`,
            size: body.size ?? '2048x2048',
          },
        ],
        usage: { generated_images: 1, output_tokens: 100, total_tokens: 100 },
      });
    },
    'POST /api/v3/contents/generations/tasks': (req, res) => {
      if (refuse(req, res)) return;
      checkTaskBody(req.json());
      const id = `cgt-20250101-${fake.tasks.size + 1}`;
      fake.tasks.set(id, { polls: 0, outcome: fake.outcome });
      sendJson(res, 200, { id });
    },
    'GET /api/v3/contents/generations/tasks': (req, res) => {
      if (refuse(req, res)) return;
      sendJson(res, 200, { total: 3, items: [] });
    },
    'GET /api/v3/contents/generations/tasks/:id': (req, res) => {
      if (refuse(req, res)) return;
      const id = req.path.split('/').pop() as string;
      const task = fake.tasks.get(id);
      if (!task) {
        arkErrorAnswer(res, 404, 'NotFound', `The specified task ${id} is not found.`);
        return;
      }
      task.polls += 1;
      fake.onPoll?.(task);
      const base = { id, model: 'doubao-seedance-1-0-pro-250528', created_at: 1, updated_at: 2 };
      if (task.polls === 1) return sendJson(res, 200, { ...base, status: 'queued' });
      if (task.polls === 2 || task.outcome === 'forever')
        return sendJson(res, 200, { ...base, status: 'running' });
      if (task.outcome === 'succeeded')
        return sendJson(res, 200, {
          ...base,
          status: 'succeeded',
          content: { video_url: `https://ark-out.example/${id}.mp4` },
          usage: { completion_tokens: 1, total_tokens: 1 },
        });
      if (task.outcome === 'cancelled') return sendJson(res, 200, { ...base, status: 'cancelled' });
      const error =
        task.outcome === 'refused'
          ? {
              code: 'OutputVideoSensitiveContentDetected',
              message: 'The generated video may contain sensitive information.',
            }
          : {
              code: 'InternalServiceError',
              message: 'The service encountered an unexpected internal error.',
            };
      sendJson(res, 200, { ...base, status: 'failed', error });
    },
  });
  return server;
}

export function resetFake() {
  fake.mode = 'ok';
  fake.outcome = 'succeeded';
  fake.tasks.clear();
  fake.violations = [];
  fake.onPoll = null;
  server.requests.length = 0;
}
