import { CAPABILITIES, PLATFORM_ADMIN_ROLES, providerBodySchema, VENDORS } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import {
  createProvider,
  deleteProvider,
  listProviders,
  testProvider,
  updateProvider,
} from './providers-admin.service';

const config = { roles: PLATFORM_ADMIN_ROLES };
const idParams = z.strictObject({ id: z.string().min(1).max(64) });

const providerViewSchema = z.object({
  id: z.string(),
  vendor: z.enum(VENDORS),
  name: z.string(),
  baseUrl: z.string(),
  keyPreview: z.string().nullable(),
  hasSecretKey: z.boolean(),
  models: z.partialRecord(z.enum(CAPABILITIES), z.string()),
  capabilities: z.array(z.enum(CAPABILITIES)),
  concurrency: z.number(),
  enabled: z.boolean(),
  options: z.record(z.string(), z.unknown()),
  source: z.enum(['db', 'env', 'builtin']),
  updateAt: z.number().nullable(),
});

/** Platform back office › 模型服务: vendors, keys (stored encrypted), models and capabilities. */
export function providersAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['platform-admin'];
    app.get(
      '/v1/admin/providers',
      {
        schema: { tags, summary: '模型服务列表', response: { 200: envelopeOf(z.array(providerViewSchema)) } },
        config,
      },
      async () => ok(await listProviders(ctx)),
    );
    app.post(
      '/v1/admin/providers',
      {
        schema: {
          tags,
          summary: '添加模型服务',
          body: providerBodySchema,
          response: { 200: envelopeOf(providerViewSchema) },
        },
        config,
      },
      async (request) => ok(await createProvider(ctx, request.body)),
    );
    app.put(
      '/v1/admin/providers/:id',
      {
        schema: {
          tags,
          summary: '修改模型服务（不传密钥则保留）',
          params: idParams,
          body: providerBodySchema,
          response: { 200: envelopeOf(providerViewSchema) },
        },
        config,
      },
      async (request) => ok(await updateProvider(ctx, request.params.id, request.body)),
    );
    app.delete(
      '/v1/admin/providers/:id',
      {
        schema: { tags, summary: '删除模型服务', params: idParams, response: { 200: envelopeOf(z.null()) } },
        config,
      },
      async (request) => {
        await deleteProvider(ctx, request.params.id);
        return ok(null);
      },
    );
    app.post(
      '/v1/admin/providers/:id/test',
      {
        schema: {
          tags,
          summary: '测试连接',
          params: idParams,
          response: { 200: envelopeOf(z.object({ ok: z.boolean(), detail: z.string() })) },
        },
        config,
      },
      async (request) => ok(await testProvider(ctx, request.params.id)),
    );
  };
}
