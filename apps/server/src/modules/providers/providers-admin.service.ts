import type { ProviderBody, ProviderView } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isProviderError } from '../../providers/provider-error';
import type { ResolvedProvider } from './provider-registry';
import {
  deleteProviderRow,
  findProviderRow,
  insertProviderRow,
  type ProviderInsert,
  updateProviderRow,
} from './providers.repository';

type ParsedBody = Required<Omit<ProviderBody, 'apiKey' | 'secretKey'>> &
  Pick<ProviderBody, 'apiKey' | 'secretKey'>;

export async function listProviders(ctx: AppContext): Promise<ProviderView[]> {
  return (await ctx.providers.all()).map(viewOf);
}

export async function createProvider(ctx: AppContext, body: ParsedBody): Promise<ProviderView> {
  requireBaseUrl(body);
  const row = await insertProviderRow(ctx.db, {
    ...fieldsOf(body),
    ...keyFields(ctx, body.apiKey, body.secretKey),
  });
  return reload(ctx, row.id);
}

export async function updateProvider(ctx: AppContext, id: string, body: ParsedBody): Promise<ProviderView> {
  if (!isUuid(id)) throw readOnly();
  const existing = await findProviderRow(ctx.db, id);
  if (!existing) throw new AppError('NOT_FOUND', '模型服务不存在');
  requireBaseUrl(body);
  // An omitted key keeps the stored one; an empty string removes it.
  const keys: Partial<ProviderInsert> = {};
  if (body.apiKey !== undefined) Object.assign(keys, keyFields(ctx, body.apiKey, undefined));
  if (body.secretKey !== undefined)
    keys.secretKeyEnc = body.secretKey ? ctx.keyCipher.encrypt(body.secretKey) : null;
  await updateProviderRow(ctx.db, id, { ...fieldsOf(body), ...keys });
  return reload(ctx, id);
}

export async function deleteProvider(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw readOnly();
  if (!(await deleteProviderRow(ctx.db, id))) throw new AppError('NOT_FOUND', '模型服务不存在');
  ctx.providers.invalidate();
}

export async function testProvider(ctx: AppContext, id: string): Promise<{ ok: boolean; detail: string }> {
  const resolved = await ctx.providers.byId(id);
  if (!resolved) throw new AppError('NOT_FOUND', '模型服务不存在');
  try {
    const result = await resolved.provider.testConnection(AbortSignal.timeout(20_000));
    return { ok: true, detail: result.detail };
  } catch (err) {
    ctx.log.warn({ err, provider: id }, 'provider connection test failed');
    return {
      ok: false,
      detail: isProviderError(err)
        ? `${err.userMessage}（${err.detail.slice(0, 200)}）`
        : `连接失败：${(err as Error).message}`,
    };
  }
}

function fieldsOf(body: ParsedBody) {
  return {
    vendor: body.vendor,
    name: body.name,
    baseUrl: body.baseUrl.replace(/\/+$/, ''),
    models: body.models,
    capabilities: body.capabilities,
    concurrency: body.concurrency,
    enabled: body.enabled,
    options: body.options,
  };
}

function keyFields(
  ctx: AppContext,
  apiKey: string | undefined,
  secretKey: string | undefined,
): Partial<ProviderInsert> {
  const fields: Partial<ProviderInsert> = {};
  if (apiKey !== undefined) {
    fields.apiKeyEnc = apiKey ? ctx.keyCipher.encrypt(apiKey) : null;
    fields.apiKeyLast4 = apiKey ? apiKey.slice(-4) : null;
  }
  if (secretKey) fields.secretKeyEnc = ctx.keyCipher.encrypt(secretKey);
  return fields;
}

function requireBaseUrl(body: ParsedBody) {
  if (body.vendor !== 'local' && !body.baseUrl)
    throw new AppError('VALIDATION_FAILED', 'baseUrl：请填写接口地址');
  if (body.vendor === 'local')
    throw new AppError('VALIDATION_FAILED', 'vendor：本机处理为内置服务，无需添加');
}

async function reload(ctx: AppContext, id: string): Promise<ProviderView> {
  ctx.providers.invalidate();
  const resolved = await ctx.providers.byId(id);
  if (!resolved) throw new AppError('INTERNAL');
  const row = await findProviderRow(ctx.db, id);
  return { ...viewOf(resolved), keyPreview: row?.apiKeyLast4 ? `••••${row.apiKeyLast4}` : null };
}

export function viewOf(p: ResolvedProvider): ProviderView {
  const key = p.config.apiKey;
  return {
    id: p.config.id,
    vendor: p.config.vendor,
    name: p.config.name,
    baseUrl: p.config.baseUrl,
    keyPreview: key ? `••••${key.slice(-4)}` : null,
    hasSecretKey: !!p.config.secretKey,
    models: p.config.models,
    capabilities: p.config.capabilities,
    concurrency: p.config.concurrency,
    enabled: p.enabled,
    options: p.config.options,
    source: p.source,
    updateAt: p.updatedAt ? Math.floor(p.updatedAt.getTime() / 1000) : null,
  };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const readOnly = () => new AppError('TASK_STATE_CONFLICT', '环境变量或内置的模型服务不能在此修改');
