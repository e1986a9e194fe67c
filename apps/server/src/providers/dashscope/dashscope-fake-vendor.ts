import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson, startVendorServer } from '../common/test-server';

/*
 * A stand-in for DashScope as 百炼 documents it: async submits that demand X-DashScope-Async, GET /tasks/{id}
 * with PENDING → RUNNING → SUCCEEDED/FAILED (UNKNOWN for ids it does not know), `{ code, message }` errors,
 * and the temporary storage: getPolicy, an OSS PostObject form, oss:// URLs that only resolve with
 * X-DashScope-OssResourceResolve and only for the model named in the policy call.
 */

export const KEY = 'sk-dashscope-test';
export const BASE = '/api/v1';
type Mode = 'ok' | 'rate' | 'auth' | 'inspect' | 'invalid' | 'arrearage';
type Outcome = 'ok' | 'inspect' | 'internal' | 'forever';

export interface Task {
  endpoint: string;
  body: Record<string, unknown>;
  polls: number;
  outcome: Outcome;
}

export const fake = {
  mode: 'ok' as Mode,
  outcome: 'ok' as Outcome,
  tasks: new Map<string, Task>(),
  uploads: new Map<string, { model: string; bytes: string; type: string }>(),
  violations: [] as string[],
  onPoll: null as null | ((task: Task) => void),
};
let server: Awaited<ReturnType<typeof startVendorServer>>;

const errorAnswer = (res: ServerResponse, status: number, code: string, message: string, headers = {}) =>
  sendJson(res, status, { code, message, request_id: 'req-1' }, headers);

function refuse(req: RecordedRequest, res: ServerResponse): boolean {
  if (req.headers.authorization !== `Bearer ${KEY}` || fake.mode === 'auth') {
    errorAnswer(res, 401, 'InvalidApiKey', 'Invalid API-key provided.');
    return true;
  }
  return false;
}

function refuseSubmit(req: RecordedRequest, res: ServerResponse): boolean {
  if (refuse(req, res)) return true;
  if (req.headers['x-dashscope-async'] !== 'enable') {
    errorAnswer(res, 403, 'AccessDenied', 'current user api does not support synchronous calls');
    return true;
  }
  const modes: Partial<Record<Mode, [number, string, string]>> = {
    rate: [429, 'Throttling.RateQuota', 'Requests rate limit exceeded, please try again later.'],
    inspect: [400, 'DataInspectionFailed', 'Input data may contain inappropriate content.'],
    invalid: [400, 'InvalidParameter', 'The size is not match the allowed size'],
    arrearage: [400, 'Arrearage', 'Access denied, please make sure your account is in good standing.'],
  };
  const refusal = modes[fake.mode];
  if (refusal) {
    errorAnswer(res, refusal[0], refusal[1], refusal[2], fake.mode === 'rate' ? { 'retry-after': '3' } : {});
    return true;
  }
  return false;
}

/** Every oss:// URL must come from an upload for the same model and travel with the resolve header. */
function checkOssUrls(req: RecordedRequest, body: Record<string, unknown>) {
  const urls = JSON.stringify(body).match(/oss:\/\/[^"]+/g) ?? [];
  if (urls.length > 0 && req.headers['x-dashscope-ossresourceresolve'] !== 'enable')
    fake.violations.push('oss:// without X-DashScope-OssResourceResolve');
  for (const url of urls) {
    const upload = fake.uploads.get(url.slice('oss://'.length));
    if (!upload) fake.violations.push(`unknown ${url}`);
    else if (upload.model !== body.model)
      fake.violations.push(`${url} uploaded for ${upload.model}, used by ${body.model}`);
  }
}

const REQUIRED_INPUT: Record<string, (input: Record<string, unknown>) => string[]> = {
  text2image: (i) => (typeof i.prompt === 'string' ? [] : ['prompt']),
  image2image: (i) =>
    i.function
      ? [
          ...(['description_edit', 'description_edit_with_mask', 'super_resolution'].includes(
            i.function as string,
          )
            ? []
            : ['function']),
          ...(typeof i.base_image_url === 'string' ? [] : ['base_image_url']),
          ...(i.function === 'description_edit_with_mask' && typeof i.mask_image_url !== 'string'
            ? ['mask_image_url']
            : []),
        ]
      : [
          ...(typeof i.person_image_url === 'string' ? [] : ['person_image_url']),
          ...(i.top_garment_url || i.bottom_garment_url ? [] : ['garment']),
        ],
  'video-synthesis': (i) =>
    typeof i.prompt === 'string' || typeof i.img_url === 'string' ? [] : ['prompt or img_url'],
  keyframes: (i) =>
    typeof i.first_frame_url === 'string' && typeof i.last_frame_url === 'string' ? [] : ['frames'],
  retalk: (i) =>
    typeof i.video_url === 'string' && typeof i.audio_url === 'string' ? [] : ['video_url/audio_url'],
};

function submitRoute(endpoint: string) {
  return (req: RecordedRequest, res: ServerResponse) => {
    if (refuseSubmit(req, res)) return;
    const body = req.json();
    if (typeof body.model !== 'string') fake.violations.push('model');
    const input = (body.input ?? {}) as Record<string, unknown>;
    for (const missing of REQUIRED_INPUT[endpoint]?.(input) ?? [])
      fake.violations.push(`${endpoint}: ${missing}`);
    checkOssUrls(req, body);
    const id = `task-${fake.tasks.size + 1}`;
    fake.tasks.set(id, { endpoint, body, polls: 0, outcome: fake.outcome });
    sendJson(res, 200, { request_id: 'req-2', output: { task_id: id, task_status: 'PENDING' } });
  };
}

function finalOutput(task: Task): Record<string, unknown> {
  const n = Number((task.body.parameters as Record<string, unknown>)?.n ?? 1);
  if (
    task.endpoint === 'text2image' ||
    (task.endpoint === 'image2image' && (task.body.input as Record<string, unknown>).function)
  )
    return {
      results: Array.from({ length: n }, (_, i) => ({
        url: `https://ds-out.example/${task.body.model}-${i}.png`,
      })),
    };
  if (task.endpoint === 'image2image') return { image_url: 'https://ds-out.example/tryon.jpg' };
  return { video_url: `https://ds-out.example/${task.endpoint}.mp4` };
}

/** Starts the stand-in on a free local port; `resetFake` between tests. */
export async function startFakeDashScope() {
  server = await startVendorServer({
    [`POST ${BASE}/services/aigc/text2image/image-synthesis`]: submitRoute('text2image'),
    [`POST ${BASE}/services/aigc/image2image/image-synthesis`]: submitRoute('image2image'),
    [`POST ${BASE}/services/aigc/video-generation/video-synthesis`]: submitRoute('video-synthesis'),
    [`POST ${BASE}/services/aigc/image2video/video-synthesis`]: submitRoute('keyframes'),
    [`POST ${BASE}/services/aigc/image2video/video-synthesis/`]: submitRoute('retalk'),
    [`GET ${BASE}/tasks/`]: (req, res) => {
      if (refuse(req, res)) return;
      sendJson(res, 200, {
        request_id: 'req-3',
        data: [],
        total: 4,
        total_page: 4,
        page_no: 1,
        page_size: 1,
      });
    },
    [`GET ${BASE}/tasks/:id`]: (req, res) => {
      if (refuse(req, res)) return;
      const id = req.path.split('/').pop() as string;
      const task = fake.tasks.get(id);
      if (!task)
        return sendJson(res, 200, { request_id: 'r', output: { task_id: id, task_status: 'UNKNOWN' } });
      task.polls += 1;
      fake.onPoll?.(task);
      const n = Number((task.body.parameters as Record<string, unknown>)?.n ?? 1);
      const output = { task_id: id, submit_time: '2025-01-01 10:00:00.000' };
      if (task.polls === 1)
        return sendJson(res, 200, { request_id: 'r', output: { ...output, task_status: 'PENDING' } });
      if (task.polls === 2 || task.outcome === 'forever')
        return sendJson(res, 200, {
          request_id: 'r',
          output: {
            ...output,
            task_status: 'RUNNING',
            task_metrics: { TOTAL: n * 2, SUCCEEDED: n, FAILED: 0 },
          },
        });
      if (task.outcome === 'ok')
        return sendJson(res, 200, {
          request_id: 'r',
          output: { ...output, task_status: 'SUCCEEDED', ...finalOutput(task) },
        });
      const [code, message] =
        task.outcome === 'inspect'
          ? ['DataInspectionFailed', 'Output data may contain inappropriate content.']
          : ['InternalError.Algo', 'An internal error occurred during execution.'];
      sendJson(res, 200, { request_id: 'r', output: { ...output, task_status: 'FAILED', code, message } });
    },
    [`GET ${BASE}/uploads`]: (req, res) => {
      if (refuse(req, res)) return;
      if (req.query.get('action') !== 'getPolicy' || !req.query.get('model'))
        fake.violations.push('getPolicy query');
      sendJson(res, 200, {
        request_id: 'req-4',
        data: {
          policy: `policy-for:${req.query.get('model')}`,
          signature: 'signature-1',
          upload_dir: 'dashscope-instant/abc123/2025-01-01/x1',
          upload_host: `${server.url}/oss`,
          expire_in_seconds: 300,
          max_file_size_mb: 100,
          capacity_limit_mb: 999999,
          oss_access_key_id: 'LTAI-oss-test',
          x_oss_object_acl: 'private',
          x_oss_forbid_overwrite: 'true',
        },
      });
    },
    'POST /oss': async (req, res) => {
      const form = await new Request('http://oss.local/', {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
        body: req.body,
      }).formData();
      const names = [...form.keys()];
      const expected = {
        OSSAccessKeyId: 'LTAI-oss-test',
        Signature: 'signature-1',
        'x-oss-object-acl': 'private',
        'x-oss-forbid-overwrite': 'true',
        success_action_status: '200',
      };
      for (const [k, v] of Object.entries(expected))
        if (form.get(k) !== v) fake.violations.push(`oss field ${k}`);
      if (names[names.length - 1] !== 'file') fake.violations.push('oss: file must be the last field');
      const key = String(form.get('key'));
      if (!key.startsWith('dashscope-instant/abc123/2025-01-01/x1/'))
        fake.violations.push('oss key outside upload_dir');
      if (fake.uploads.has(key)) {
        res
          .writeHead(409, { 'content-type': 'application/xml' })
          .end('<Error><Code>FileAlreadyExists</Code></Error>');
        return;
      }
      const file = form.get('file') as File;
      const model = String(form.get('policy')).replace('policy-for:', '');
      fake.uploads.set(key, { model, bytes: await file.text(), type: file.type });
      res.writeHead(200).end();
    },
  });
  return server;
}

export function resetFake() {
  fake.mode = 'ok';
  fake.outcome = 'ok';
  fake.tasks.clear();
  fake.uploads.clear();
  fake.violations = [];
  fake.onPoll = null;
  server.requests.length = 0;
}
