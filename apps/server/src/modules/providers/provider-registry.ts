import { CAPABILITY_LABELS, type Capability, type Vendor } from '@lizi/shared';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { ModelProvider, ProviderConfig } from '../../providers/model-provider';
import type { KeyCipher } from './key-cipher';
import { listProviderRows, type ProviderRow } from './providers.repository';

export type ProviderSource = 'db' | 'env' | 'builtin';

export interface ResolvedProvider {
  config: ProviderConfig;
  source: ProviderSource;
  enabled: boolean;
  provider: ModelProvider;
  updatedAt: Date | null;
}

export type ProviderFactory = (config: ProviderConfig) => ModelProvider;

/** What this machine can do without a vendor: capability → null when available, else the reason it is not. */
export type LocalCapabilities = () => Partial<Record<Capability, string | null>>;

/**
 * Every model provider the engine may use: back-office entries (keys decrypted), env entries and the built-in
 * local one. Rebuilt at most every few seconds, so a worker process on another machine sees back-office
 * changes without a restart; an API process invalidates at once after a change.
 */
export interface ProviderRegistry {
  all(): Promise<ResolvedProvider[]>;
  byId(id: string): Promise<ResolvedProvider | null>;
  /** The provider that serves a capability: back office first, then env, then local. */
  forCapability(capability: Capability): Promise<ResolvedProvider | null>;
  /** Chinese: what to configure so the capability works. */
  missingReason(capability: Capability): Promise<string>;
  invalidate(): void;
}

const RELOAD_MS = 5_000;

export function createProviderRegistry(deps: {
  config: AppConfig;
  db: Database;
  cipher: KeyCipher;
  factories: Record<Vendor, ProviderFactory>;
  localCapabilities: LocalCapabilities;
}): ProviderRegistry {
  let cached: { at: number; list: Promise<ResolvedProvider[]> } | null = null;

  const load = async (): Promise<ResolvedProvider[]> => {
    const rows = await listProviderRows(deps.db);
    const fromDb = rows.flatMap((row) => {
      try {
        const config = configOfRow(row, deps.cipher);
        return [
          {
            config,
            source: 'db' as const,
            enabled: row.enabled,
            provider: deps.factories[config.vendor](config),
            updatedAt: row.updatedAt,
          },
        ];
      } catch {
        // A key that no longer decrypts (master key changed) disables that entry rather than the registry.
        return [];
      }
    });
    const fromEnv = envConfigs(deps.config).map((config) => ({
      config,
      source: 'env' as const,
      enabled: true,
      provider: deps.factories[config.vendor](config),
      updatedAt: null,
    }));
    const local = localConfig(deps.config, deps.localCapabilities);
    const builtin = local
      ? [
          {
            config: local,
            source: 'builtin' as const,
            enabled: true,
            provider: deps.factories.local(local),
            updatedAt: null,
          },
        ]
      : [];
    return [...fromDb, ...fromEnv, ...builtin];
  };

  const all = () => {
    if (!cached || Date.now() - cached.at > RELOAD_MS) {
      const list = load();
      cached = { at: Date.now(), list };
      list.catch(() => {
        cached = null;
      });
    }
    return cached.list;
  };

  return {
    all,
    async byId(id) {
      return (await all()).find((p) => p.config.id === id) ?? null;
    },
    async forCapability(capability) {
      return (await all()).find((p) => p.enabled && p.provider.capabilities.includes(capability)) ?? null;
    },
    async missingReason(capability) {
      const localReason = deps.localCapabilities()[capability];
      const name = CAPABILITY_LABELS[capability];
      const hint = localReason ? `（${localReason}）` : '';
      return `未配置「${name}」的模型服务${hint}，请平台管理员在「平台后台 › 模型服务」中添加支持该能力的服务，或设置相应的环境变量`;
    },
    invalidate() {
      cached = null;
    },
  };
}

function configOfRow(row: ProviderRow, cipher: KeyCipher): ProviderConfig {
  return {
    id: row.id,
    vendor: row.vendor as Vendor,
    name: row.name,
    baseUrl: row.baseUrl,
    apiKey: row.apiKeyEnc ? cipher.decrypt(row.apiKeyEnc) : null,
    secretKey: row.secretKeyEnc ? cipher.decrypt(row.secretKeyEnc) : null,
    models: row.models as ProviderConfig['models'],
    capabilities: row.capabilities as Capability[],
    concurrency: row.concurrency,
    options: row.options as Record<string, unknown>,
  };
}

function envConfigs(config: AppConfig): ProviderConfig[] {
  const env = config.providersFromEnv;
  const list: ProviderConfig[] = [];
  const base = { secretKey: null, concurrency: 2, options: {} };
  if (env.openai)
    list.push({
      ...base,
      id: 'env-openai',
      vendor: 'openai',
      name: 'OpenAI 兼容接口（环境变量）',
      baseUrl: env.openai.baseUrl,
      apiKey: env.openai.apiKey,
      models: {
        chat: env.openai.chatModel,
        'image.generate': env.openai.imageModel,
        'image.edit': env.openai.imageModel,
        'image.inpaint': env.openai.imageModel,
        'audio.tts': env.openai.ttsModel,
      },
      capabilities: ['chat', 'image.generate', 'image.edit', 'image.inpaint', 'audio.tts'],
    });
  if (env.comfyui)
    list.push({
      ...base,
      id: 'env-comfyui',
      vendor: 'comfyui',
      name: 'ComfyUI（环境变量）',
      baseUrl: env.comfyui.baseUrl,
      apiKey: null,
      models: {},
      capabilities: [],
    });
  if (env.ark)
    list.push({
      ...base,
      id: 'env-ark',
      vendor: 'ark',
      name: '火山方舟（环境变量）',
      baseUrl: env.ark.baseUrl,
      apiKey: env.ark.apiKey,
      models: {},
      capabilities: ['image.generate', 'image.edit', 'video.generate', 'video.fromImage'],
    });
  if (env.dashscope)
    list.push({
      ...base,
      id: 'env-dashscope',
      vendor: 'dashscope',
      name: '阿里云百炼（环境变量）',
      baseUrl: env.dashscope.baseUrl,
      apiKey: env.dashscope.apiKey,
      models: {},
      capabilities: [
        'image.generate',
        'image.edit',
        'image.inpaint',
        'image.upscale',
        'image.tryon',
        'video.generate',
        'video.fromImage',
        'video.lipsync',
      ],
    });
  if (env.kling)
    list.push({
      ...base,
      id: 'env-kling',
      vendor: 'kling',
      name: '可灵（环境变量）',
      baseUrl: env.kling.baseUrl,
      apiKey: env.kling.accessKey,
      secretKey: env.kling.secretKey,
      models: {},
      capabilities: ['video.generate', 'video.fromImage', 'video.lipsync', 'image.tryon'],
    });
  return list;
}

function localConfig(config: AppConfig, localCapabilities: LocalCapabilities): ProviderConfig | null {
  if (!config.providersFromEnv.local) return null;
  const capabilities = Object.entries(localCapabilities())
    .filter(([, reason]) => reason === null)
    .map(([cap]) => cap as Capability);
  return {
    id: 'local',
    vendor: 'local',
    name: '本机处理',
    baseUrl: '',
    apiKey: null,
    secretKey: null,
    models: {},
    capabilities,
    concurrency: 1,
    options: {},
  };
}
