import { z } from 'zod';
import { CAPABILITIES, VENDORS } from './capabilities';

/**
 * The platform back office's model-provider settings (role 1 only):
 *
 *   GET    /api/v1/admin/providers            → ProviderView[] (env-configured ones too, read-only)
 *   POST   /api/v1/admin/providers            ProviderBody → ProviderView
 *   PUT    /api/v1/admin/providers/:id        ProviderBody (apiKey/secretKey omitted = keep) → ProviderView
 *   DELETE /api/v1/admin/providers/:id        → null
 *   POST   /api/v1/admin/providers/:id/test   → { ok, detail }
 *
 * Keys are stored encrypted (AES-256-GCM with LIZI_MASTER_KEY) and never sent back; the view shows the last 4.
 */
export const providerBodySchema = z
  .object({
    vendor: z.enum(VENDORS, { error: '请选择服务商' }),
    name: z
      .string({ error: '请填写名称' })
      .trim()
      .min(1, { error: '请填写名称' })
      .max(64, { error: '名称不能超过 64 字' }),
    baseUrl: z.url({ error: '接口地址格式不正确' }).or(z.literal('')).default(''),
    apiKey: z.string().max(512, { error: '密钥过长' }).optional(),
    secretKey: z.string().max(512, { error: '密钥过长' }).optional(),
    models: z.partialRecord(z.enum(CAPABILITIES), z.string().max(128)).default({}),
    capabilities: z
      .array(z.enum(CAPABILITIES, { error: '能力无效' }))
      .min(1, { error: '请至少选择一项能力' }),
    concurrency: z
      .number()
      .int()
      .min(1, { error: '并发至少为 1' })
      .max(64, { error: '并发最多 64' })
      .default(2),
    enabled: z.boolean().default(true),
    /** Vendor-specific settings, e.g. { workflows: { 'image.generate': {…API-format JSON…} } } for ComfyUI. */
    options: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type ProviderBody = z.input<typeof providerBodySchema>;

export interface ProviderView {
  id: string;
  vendor: (typeof VENDORS)[number];
  name: string;
  baseUrl: string;
  /** '••••abcd' when a key is stored, null when none. */
  keyPreview: string | null;
  hasSecretKey: boolean;
  models: Partial<Record<(typeof CAPABILITIES)[number], string>>;
  capabilities: (typeof CAPABILITIES)[number][];
  concurrency: number;
  enabled: boolean;
  options: Record<string, unknown>;
  /** `env` entries come from environment variables and cannot be edited here. */
  source: 'db' | 'env' | 'builtin';
  updateAt: number | null;
}
