import {
  CAPABILITIES,
  type Capability,
  type ProviderBody,
  type ProviderView,
  providerBodySchema,
  type Vendor,
} from '@lizi/shared';

/** The drawer's form: models and ComfyUI workflows keyed by capability, workflows as editable JSON text. */
export interface ProviderFormValues {
  vendor: Vendor;
  name: string;
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  capabilities: Capability[];
  models: Partial<Record<Capability, string>>;
  workflows: Partial<Record<Capability, string>>;
  concurrency: number;
  enabled: boolean;
}

/** antd form field name: 'name' or ['models', 'image.generate']. */
export type FieldName = string | [string, string];

export interface FormProblem {
  name: FieldName;
  message: string;
}

/** Vendors whose adapter takes the workflow graph from the settings. */
export const usesWorkflows = (vendor: Vendor) => vendor === 'comfyui';
/** Kling signs requests with an access key and a secret key. */
export const usesSecretKey = (vendor: Vendor) => vendor === 'kling';
/** The local renderer runs on this machine: no address, no key. */
export const usesRemote = (vendor: Vendor) => vendor !== 'local';

export const BASE_URL_PLACEHOLDERS: Record<Vendor, string> = {
  openai: 'https://api.openai.com/v1',
  comfyui: 'http://127.0.0.1:8188',
  ark: 'https://ark.cn-beijing.volces.com/api/v3',
  dashscope: 'https://dashscope.aliyuncs.com/api/v1',
  kling: 'https://api-beijing.klingai.com',
  local: '',
};

function workflowsOf(options: Record<string, unknown> | undefined): Record<string, unknown> {
  const w = options?.workflows;
  return w && typeof w === 'object' && !Array.isArray(w) ? (w as Record<string, unknown>) : {};
}

export function toFormValues(view: ProviderView | null): ProviderFormValues {
  if (!view) {
    return {
      vendor: 'openai',
      name: '',
      baseUrl: '',
      apiKey: '',
      secretKey: '',
      capabilities: [],
      models: {},
      workflows: {},
      concurrency: 2,
      enabled: true,
    };
  }
  const workflows: Partial<Record<Capability, string>> = {};
  for (const [cap, graph] of Object.entries(workflowsOf(view.options))) {
    if ((CAPABILITIES as readonly string[]).includes(cap))
      workflows[cap as Capability] = JSON.stringify(graph, null, 2);
  }
  return {
    vendor: view.vendor,
    name: view.name,
    baseUrl: view.baseUrl,
    apiKey: '',
    secretKey: '',
    capabilities: [...view.capabilities],
    models: { ...view.models },
    workflows,
    concurrency: view.concurrency,
    enabled: view.enabled,
  };
}

/** Parses one workflow text; a Chinese reason when it is not a JSON object. */
export function parseWorkflow(text: string): { value?: Record<string, unknown>; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `JSON 格式不正确：${error instanceof Error ? error.message : ''}`.trim() };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: '工作流必须是 JSON 对象' };
  if (Object.keys(value).length === 0) return { error: '工作流不能为空' };
  return { value: value as Record<string, unknown> };
}

function issueField(path: readonly PropertyKey[]): FieldName {
  const [head, sub] = path.map(String);
  if ((head === 'models' || head === 'workflows') && sub) return [head, sub];
  return head ?? 'name';
}

/**
 * The form → the request body, checked with the shared providerBodySchema (the server's own). Editing: an
 * empty key field means "keep the stored key", so it is left out. Options the form does not edit are kept.
 */
export function toProviderBody(
  values: ProviderFormValues,
  existing: ProviderView | null,
): { body?: ProviderBody; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const caps = values.capabilities;
  const models: Partial<Record<Capability, string>> = {};
  for (const cap of caps) {
    const model = values.models[cap]?.trim();
    if (model) models[cap] = model;
  }
  const { workflows: _dropped, ...otherOptions } = existing?.options ?? {};
  const options: Record<string, unknown> = { ...otherOptions };
  if (usesWorkflows(values.vendor)) {
    const workflows: Record<string, unknown> = {};
    for (const cap of caps) {
      const text = values.workflows[cap]?.trim();
      if (!text) {
        problems.push({ name: ['workflows', cap], message: '请粘贴该能力的 ComfyUI 工作流（API 格式）' });
        continue;
      }
      const parsed = parseWorkflow(text);
      if (parsed.error) problems.push({ name: ['workflows', cap], message: parsed.error });
      else workflows[cap] = parsed.value;
    }
    options.workflows = workflows;
  }
  const apiKey = values.apiKey.trim();
  const secretKey = values.secretKey.trim();
  const candidate = {
    vendor: values.vendor,
    name: values.name,
    baseUrl: usesRemote(values.vendor) ? values.baseUrl.trim() : '',
    ...(apiKey && usesRemote(values.vendor) ? { apiKey } : {}),
    ...(secretKey && usesSecretKey(values.vendor) ? { secretKey } : {}),
    models,
    capabilities: caps,
    concurrency: values.concurrency,
    enabled: values.enabled,
    options,
  };
  const parsed = providerBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push({ name: issueField(issue.path), message: issue.message });
  }
  // A new provider of a keyed vendor without a key could never work: say so before the server does.
  if (!existing && usesRemote(values.vendor) && values.vendor !== 'comfyui' && !apiKey) {
    problems.push({ name: 'apiKey', message: '请填写 API 密钥' });
  }
  if (usesSecretKey(values.vendor) && !secretKey && !(existing?.hasSecretKey ?? false)) {
    problems.push({ name: 'secretKey', message: '可灵需要填写 Secret Key' });
  }
  return problems.length > 0 ? { problems } : { body: candidate, problems };
}

/** The body that only flips `enabled` on a stored provider (keys omitted: kept). */
export function toggleBody(view: ProviderView, enabled: boolean): ProviderBody {
  return {
    vendor: view.vendor,
    name: view.name,
    baseUrl: view.baseUrl,
    models: view.models,
    capabilities: view.capabilities,
    concurrency: view.concurrency,
    enabled,
    options: view.options,
  };
}
