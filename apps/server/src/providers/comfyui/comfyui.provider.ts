import { randomInt, randomUUID } from 'node:crypto';
import { type Capability, REFERENCE_WEIGHT_DEFAULTS } from '@lizi/shared';
import type { InputFile, ModelProvider, ProviderConfig, ProviderInput, RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import { ComfyUiClient } from './comfyui-client';
import { downloadOutputs } from './comfyui-outputs';
import { type ComfySocket, openComfySocket } from './comfyui-socket';
import { waitForPrompt } from './comfyui-wait';
import {
  fillWorkflow,
  type PlaceholderValue,
  parseWorkflowTemplate,
  placeholderError,
  placeholdersOf,
  type WorkflowGraph,
} from './comfyui-workflow';

/**
 * Placeholders for input files: `{{image}}` is the source, the other roles go by their own name, and the
 * n-th file of a role is `{{reference_2}}` and so on.
 */
const FILE_PLACEHOLDERS: Record<string, InputFile['role']> = {
  image: 'source',
  mask: 'mask',
  reference: 'reference',
  face: 'face',
  person: 'person',
  garment: 'garment',
  first_frame: 'firstFrame',
  last_frame: 'lastFrame',
  video: 'video',
  audio: 'audio',
};

function numberOption(options: Record<string, unknown>, key: string, fallback: number): number {
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The template per capability from `options.workflows`; entries that are not API-format graphs are ignored. */
function workflowsOf(options: Record<string, unknown>): Partial<Record<Capability, WorkflowGraph>> {
  const raw = options.workflows;
  if (!raw || typeof raw !== 'object') return {};
  const out: Partial<Record<Capability, WorkflowGraph>> = {};
  for (const [capability, value] of Object.entries(raw)) {
    const graph = parseWorkflowTemplate(value);
    if (graph) out[capability as Capability] = graph;
  }
  return out;
}

// Latent sizes are multiples of 8; anything else is silently cropped by the VAE.
const multipleOf8 = (n: number) => Math.max(8, Math.round(n / 8) * 8);

function scalarValues(input: ProviderInput): Record<string, PlaceholderValue> {
  const seed = input.extra.seed;
  return {
    prompt: input.prompt ?? '',
    negative_prompt: input.negativePrompt ?? '',
    seed: typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 ? seed : randomInt(0, 2 ** 47),
    width: multipleOf8(input.size?.width ?? 1024),
    height: multipleOf8(input.size?.height ?? 1024),
    count: Math.max(1, Math.floor(input.count)),
    scale: input.scale ?? 2,
    text: input.text ?? '',
    duration: input.durationSeconds ?? 5,
    ...referenceScalars(input),
  };
}

/**
 * Reference weights of spec §3 for templates that use them (IP-Adapter / InstantID style nodes):
 * `{{ref_weight}}`, `{{face_weight}}` and `{{subject_weight}}` as 0–1 fractions of the controls (w is 0–10),
 * `{{chaos}}` (c, 0–100), `{{stylize}}` (s, 0–1000) and `{{raw}}` (true for no house style). Unsent weights
 * take the defaults the web's controls start from.
 */
export function referenceScalars(input: ProviderInput): Record<string, PlaceholderValue> {
  const refs = (input.extra.refs ?? {}) as Partial<Record<keyof typeof REFERENCE_WEIGHT_DEFAULTS, unknown>>;
  const num = (key: 'w' | 'face_w' | 'subject_w' | 'c' | 's') =>
    typeof refs[key] === 'number' ? (refs[key] as number) : REFERENCE_WEIGHT_DEFAULTS[key];
  return {
    ref_weight: num('w') / 100,
    face_weight: num('face_w') / 100,
    subject_weight: num('subject_w') / 100,
    chaos: num('c'),
    stylize: num('s'),
    raw: refs.raw === true,
  };
}

/** `{{reference_2}}` → the second reference file; null for names that are not file placeholders. */
function filePlaceholder(name: string): { role: InputFile['role']; index: number } | null {
  const match = /^([a-z_]+?)(?:_(\d+))?$/.exec(name);
  const role = match ? FILE_PLACEHOLDERS[match[1] as string] : undefined;
  if (!match || !role) return null;
  return { role, index: match[2] ? Number(match[2]) - 1 : 0 };
}

/** Uploads the inputs the template refers to; returns their placeholder values (the names ComfyUI gave them). */
async function uploadInputs(
  client: ComfyUiClient,
  input: ProviderInput,
  names: Set<string>,
  signal: AbortSignal,
): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const wanted = filePlaceholder(name);
    if (!wanted) continue;
    const file = input.files.filter((f) => f.role === wanted.role)[wanted.index];
    if (!file)
      throw new ProviderError('bad_input', `workflow needs {{${name}}} but the task has no such file`, {
        userMessage: '缺少该工作流需要的输入文件',
      });
    values[name] = await client.upload(file, signal);
  }
  return values;
}

/**
 * The adapter for a self-hosted ComfyUI: each capability runs the back office's workflow template (API
 * format) with the task's values filled in. Inputs are uploaded, the prompt queued with a client id whose
 * websocket reports progress and the end, the outputs fetched from /view. The prompt id is saved at once, so a
 * successor worker resumes by waiting on /history instead of queueing the graph a second time.
 * Options: `workflows` (capability → graph), `pollIntervalMs`, `socketCheckIntervalMs`, `timeoutMs`,
 * `socketConnectTimeoutMs`.
 */
export function createComfyUiProvider(config: ProviderConfig): ModelProvider {
  const client = new ComfyUiClient(config.baseUrl, config.apiKey);
  const { options } = config;
  const workflows = workflowsOf(options);
  const wait = {
    pollIntervalMs: numberOption(options, 'pollIntervalMs', 2_000),
    socketCheckIntervalMs: numberOption(options, 'socketCheckIntervalMs', 15_000),
    timeoutMs: numberOption(options, 'timeoutMs', 30 * 60_000),
  };
  const connectTimeoutMs = numberOption(options, 'socketConnectTimeoutMs', 10_000);

  async function submit(template: WorkflowGraph, input: ProviderInput, ctx: RunContext) {
    const names = placeholdersOf(template);
    const scalars = scalarValues(input);
    // Check the template before spending an upload on it.
    const unknown = [...names].find((name) => !Object.hasOwn(scalars, name) && !filePlaceholder(name));
    if (unknown) throw placeholderError(unknown);
    const workflow = fillWorkflow(template, {
      ...scalars,
      ...(await uploadInputs(client, input, names, ctx.signal)),
    });
    const clientId = randomUUID();
    const socket = await openComfySocket(
      client.socketUrl(clientId),
      client.headers(),
      ctx.signal,
      connectTimeoutMs,
    );
    if (!socket) ctx.log.warn({ provider: config.id }, 'ComfyUI websocket unavailable; polling /history');
    try {
      const promptId = await client.queuePrompt(workflow, clientId, ctx.signal);
      await ctx.saveProviderTaskId(promptId);
      return { promptId, socket };
    } catch (err) {
      socket?.close();
      throw err;
    }
  }

  return {
    id: config.id,
    vendor: 'comfyui',
    capabilities: config.capabilities.filter((c) => workflows[c]),

    async run(capability, input, ctx) {
      const template = workflows[capability];
      if (!template)
        throw new ProviderError(
          'not_configured',
          `comfyui provider ${config.id} has no workflow for ${capability}`,
          {
            userMessage: 'ComfyUI 未配置该功能的工作流',
          },
        );
      let promptId = ctx.resumeProviderTaskId;
      let socket: ComfySocket | null = null;
      if (!promptId) ({ promptId, socket } = await submit(template, input, ctx));
      else ctx.log.info({ providerTaskId: promptId }, 'resuming ComfyUI prompt from /history');
      try {
        const entry = await waitForPrompt(client, promptId, socket, ctx, wait);
        return { files: await downloadOutputs(client, entry, ctx), providerTaskId: promptId };
      } finally {
        // Only our view of the prompt ends here: an abort may be a worker shutting down, and the successor
        // resumes the same prompt, so it is not cancelled on the host.
        socket?.close();
      }
    },

    async testConnection(signal) {
      const stats = await client.systemStats(signal);
      const device = stats.devices?.[0]?.name;
      const version = stats.system?.comfyui_version;
      return {
        ok: true as const,
        detail: ['连接成功', version && `ComfyUI ${version}`, device && `设备 ${device}`]
          .filter(Boolean)
          .join('，'),
      };
    },
  };
}
