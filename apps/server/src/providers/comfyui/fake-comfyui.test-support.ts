import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { type Handler, sendJson, startVendorServer } from '../common/test-server';

/*
 * A stand-in for a ComfyUI host, written from its server.py and execution.py rather than from the adapter:
 * POST /upload/image (multipart `image`, `overwrite`, `type`) → {name, subfolder, type}; POST /prompt
 * {prompt, client_id} → {prompt_id, number, node_errors} or 400 {error, node_errors}; GET /history/{id} → {}
 * until the prompt is done, then {id: {prompt, outputs, status}}; GET /queue → {queue_running, queue_pending}
 * with items [number, prompt_id, prompt, extra_data, outputs]; GET /view?filename&subfolder&type → bytes;
 * GET /system_stats; and /ws?clientId= sending {type, data} JSON frames to the client that queued the prompt.
 */

export type Script = 'success' | 'error' | 'hang';

interface HistoryEntry {
  prompt: unknown[];
  outputs: Record<string, Record<string, unknown>>;
  status: {
    status_str: 'success' | 'error';
    completed: boolean;
    messages: [string, Record<string, unknown>][];
  };
}

export const OUTPUT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function startFakeComfyUi(options: { key: string; websocket: boolean }) {
  const violations: string[] = [];
  const uploads = new Map<string, { bytes: Buffer; mime: string; fields: Record<string, string> }>();
  const prompts: {
    prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    client_id: string;
  }[] = [];
  const history = new Map<string, HistoryEntry>();
  const running = new Map<string, unknown[]>();
  const files = new Map<string, Buffer>([
    ['output//lizi_00001_.png', OUTPUT_PNG],
    ['output//lizi_00002_.png', Buffer.concat([OUTPUT_PNG, Buffer.from([0])])],
    ['temp//ComfyUI_temp_aaaa_00001_.png', Buffer.from('preview')],
    ['output/video/lizi_00001.mp4', Buffer.from('fake mp4')],
  ]);
  const sockets = new Map<string, WebSocket>();
  const state = {
    script: 'success' as Script,
    /** What the graph's output nodes report when it succeeds. */
    outputs: {
      '9': {
        images: [
          { filename: 'lizi_00001_.png', subfolder: '', type: 'output' },
          { filename: 'lizi_00002_.png', subfolder: '', type: 'output' },
        ],
      },
      '10': { images: [{ filename: 'ComfyUI_temp_aaaa_00001_.png', subfolder: '', type: 'temp' }] },
    } as Record<string, Record<string, unknown>>,
    /** Answer POST /prompt with this instead of queueing. */
    promptAnswer: null as null | {
      status: number;
      body: unknown;
      raw?: string;
      headers?: Record<string, string>;
    },
    /** Cut the client's websocket right after execution starts (a proxy timing out, a host restart). */
    dropSocket: false,
    socketConnections: 0,
    socketsOpen: 0,
  };

  const checkAuth = (headers: IncomingMessage['headers'], what: string) => {
    if (headers.authorization !== `Bearer ${options.key}`) violations.push(`${what} without the Bearer key`);
  };
  const send = (clientId: string, type: string, data: Record<string, unknown>) => {
    const socket = sockets.get(clientId);
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type, data }));
  };
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function execute(promptId: string, clientId: string, number: number, prompt: unknown) {
    running.set(promptId, [number, promptId, prompt, { client_id: clientId }, ['9']]);
    if (state.script === 'hang') return;
    const messages: [string, Record<string, unknown>][] = [];
    const emit = (type: string, data: Record<string, unknown>, keep = false) => {
      send(clientId, type, data);
      if (keep) messages.push([type, data]);
    };
    await later(5);
    emit('execution_start', { prompt_id: promptId, timestamp: 1 }, true);
    emit('execution_cached', { nodes: [], prompt_id: promptId, timestamp: 1 }, true);
    if (state.dropSocket) sockets.get(clientId)?.terminate();
    emit('executing', { node: '3', display_node: '3', prompt_id: promptId });
    if (state.script === 'error') {
      const error = {
        prompt_id: promptId,
        node_id: '3',
        node_type: 'KSampler',
        executed: ['4', '5', '6', '7'],
        exception_message: 'CUDA out of memory. Tried to allocate 2.00 GiB',
        exception_type: 'torch.OutOfMemoryError',
        traceback: ['  File "execution.py", line 1'],
        current_inputs: {},
        current_outputs: {},
      };
      emit('execution_error', error, true);
      finish(promptId, {
        prompt: [number, promptId, prompt],
        outputs: {},
        status: { status_str: 'error', completed: false, messages },
      });
      emit('executing', { node: null, prompt_id: promptId });
      return;
    }
    for (let step = 1; step <= 4; step += 1) {
      await later(2);
      emit('progress', { value: step, max: 4, prompt_id: promptId, node: '3' });
    }
    // A binary preview frame, as ComfyUI sends during sampling.
    sockets.get(clientId)?.send(Buffer.from([0, 0, 0, 1, 0xff, 0xd8]));
    emit('executing', { node: '9', display_node: '9', prompt_id: promptId });
    emit('executed', { node: '9', display_node: '9', output: state.outputs['9'] ?? {}, prompt_id: promptId });
    emit('execution_success', { prompt_id: promptId, timestamp: 2 }, true);
    // Newer ComfyUI sends execution_success before the history entry is written.
    await later(20);
    finish(promptId, {
      prompt: [number, promptId, prompt],
      outputs: state.outputs,
      status: { status_str: 'success', completed: true, messages },
    });
    emit('executing', { node: null, prompt_id: promptId });
  }

  function finish(promptId: string, entry: HistoryEntry) {
    running.delete(promptId);
    history.set(promptId, entry);
  }

  const routes: Record<string, Handler> = {
    'POST /upload/image': async (req, res) => {
      checkAuth(req.headers, 'upload');
      const form = await new Response(req.body, {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const image = form.get('image');
      if (!(image instanceof File) || !image.name) {
        res.writeHead(400).end();
        return;
      }
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
      uploads.set(image.name, { bytes: Buffer.from(await image.arrayBuffer()), mime: image.type, fields });
      sendJson(res, 200, { name: image.name, subfolder: '', type: fields.type ?? 'input' });
    },
    'POST /prompt': (req, res) => {
      checkAuth(req.headers, 'prompt');
      if (state.promptAnswer) {
        const { status, body, raw, headers } = state.promptAnswer;
        if (raw !== undefined)
          res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(raw);
        else sendJson(res, status, body, headers);
        return;
      }
      const body = req.json();
      if (!body.prompt || typeof body.prompt !== 'object') {
        sendJson(res, 400, {
          error: { type: 'no_prompt', message: 'No prompt provided', details: '' },
          node_errors: {},
        });
        return;
      }
      if (JSON.stringify(body.prompt).includes('{{')) violations.push('prompt still holds placeholders');
      prompts.push(body);
      const promptId = randomUUID();
      const number = prompts.length;
      sendJson(res, 200, { prompt_id: promptId, number, node_errors: {} });
      void execute(promptId, body.client_id, number, body.prompt);
    },
    'GET /history/:id': (req, res) => {
      checkAuth(req.headers, 'history');
      const id = decodeURIComponent(req.path.split('/').pop() ?? '');
      const entry = history.get(id);
      sendJson(res, 200, entry ? { [id]: entry } : {});
    },
    'GET /queue': (req, res) => {
      checkAuth(req.headers, 'queue');
      sendJson(res, 200, { queue_running: [...running.values()], queue_pending: [] });
    },
    'GET /view': (req, res) => {
      checkAuth(req.headers, 'view');
      const key = `${req.query.get('type')}/${req.query.get('subfolder')}/${req.query.get('filename')}`;
      const bytes = files.get(key);
      if (!bytes) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes);
    },
    'GET /system_stats': (req, res) => {
      if (req.headers.authorization !== `Bearer ${options.key}`) {
        res.writeHead(401).end('Unauthorized');
        return;
      }
      sendJson(res, 200, {
        system: { os: 'posix', ram_total: 1, ram_free: 1, comfyui_version: '0.3.43', python_version: '3.11' },
        devices: [{ name: 'cuda:0 NVIDIA GeForce RTX 4090 : cudaMallocAsync', type: 'cuda', index: 0 }],
      });
    },
  };

  const vendor = await startVendorServer(routes);
  let wss: WebSocketServer | null = null;
  if (options.websocket) {
    wss = new WebSocketServer({ server: vendor.server, path: '/ws' });
    wss.on('connection', (socket, req) => {
      checkAuth(req.headers, 'websocket');
      state.socketConnections += 1;
      state.socketsOpen += 1;
      socket.on('close', () => {
        state.socketsOpen -= 1;
      });
      const clientId = new URL(req.url ?? '/', 'http://local').searchParams.get('clientId') ?? randomUUID();
      sockets.set(clientId, socket);
      socket.send(
        JSON.stringify({
          type: 'status',
          data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId },
        }),
      );
    });
  }

  return {
    url: vendor.url,
    requests: vendor.requests,
    state,
    violations,
    uploads,
    prompts,
    history,
    running,
    /** A prompt another worker queued: running now, finished with `entry` once `finishPrompt` is called. */
    addRunning(promptId: string) {
      running.set(promptId, [0, promptId, {}, {}, ['9']]);
    },
    finishPrompt(promptId: string) {
      finish(promptId, {
        prompt: [0, promptId, {}],
        outputs: state.outputs,
        status: { status_str: 'success', completed: true, messages: [] },
      });
    },
    async close() {
      for (const socket of wss?.clients ?? []) socket.terminate();
      wss?.close();
      vendor.server.closeAllConnections();
      await vendor.close();
    },
  };
}
