import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { publicAppConfig } from './app-config.service';

const appConfigSchema = z.object({
  siteVariant: z.enum(['default', 'class', 'open', 'show']),
  env: z.enum(['production', 'test']),
  disabledFeatures: z.array(z.string()),
  tutorialUrl: z.string(),
  communityQrUrl: z.string(),
  appName: z.string(),
  ulpAppKey: z.string(),
  ulpBaseUrl: z.string(),
  cashierScriptUrl: z.string(),
});

export function appConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/app/config',
      {
        schema: {
          tags: ['app'],
          summary: '站点配置（站点变体、关闭的功能）',
          response: { 200: envelopeOf(appConfigSchema) },
        },
        config: { public: true },
      },
      async (request) => ok(publicAppConfig(ctx.config, request.hostname)),
    );
  };
}
