import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zhCN } from 'zod/v4/locales';
import type { AppContext } from './app-context';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { assetsRoutes } from './modules/assets/assets.routes';
import { audioRoutes } from './modules/audio/audio.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { registerAuth } from './modules/auth/auth.plugin';
import { qrLoginRoutes } from './modules/auth/qr-login.routes';
import { ulpRoutes } from './modules/auth/ulp.routes';
import { cashierRoutes } from './modules/cashier/cashier.routes';
import { cashierPageRoutes } from './modules/cashier/cashier-page.routes';
import { cutsRoutes } from './modules/cuts/cuts.routes';
import { companyAdminRoutes } from './modules/enterprises/company-admin.routes';
import { enterpriseRoutes } from './modules/enterprises/enterprise.routes';
import { platformAdminRoutes } from './modules/enterprises/platform-admin.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageStylesRoutes } from './modules/image-styles/image-styles.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { pointsAdminRoutes } from './modules/points/points-admin.routes';
import { streamRoutes } from './modules/points/stream.routes';
import { providersAdminRoutes } from './modules/providers/providers-admin.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { scriptsRoutes } from './modules/scripts/scripts.routes';
import { storyboardRoutes } from './modules/storyboard/storyboard.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { usersRoutes } from './modules/users/users.routes';
import { worksRoutes } from './modules/works/works.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './web/spa';

// Validation messages in Chinese, everywhere zod speaks.
z.config(zhCN());

/**
 * Builds the HTTP app around an already-open context. The server entry and the tests both use this, so
 * what the tests inject is exactly what production serves.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  await registerSecurity(app, ctx.config);
  await app.register(cookie);
  registerAuth(app, ctx);
  await app.register(swagger, {
    openapi: {
      info: {
        title: '栗子工坊 API',
        version: '0.1.0',
        description: '所有接口返回 { code, msg, data }，code 为 0 表示成功。',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(appConfigRoutes(ctx));
      await api.register(imageStylesRoutes(ctx));
      await api.register(ulpRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(qrLoginRoutes(ctx));
      await api.register(usersRoutes(ctx));
      await api.register(enterpriseRoutes(ctx));
      await api.register(companyAdminRoutes(ctx));
      await api.register(platformAdminRoutes(ctx));
      await api.register(pointsRoutes(ctx));
      await api.register(pointsAdminRoutes(ctx));
      await api.register(streamRoutes(ctx));
      await api.register(cashierRoutes(ctx));
      await api.register(filesRoutes(ctx));
      await api.register(tasksRoutes(ctx));
      await api.register(worksRoutes(ctx));
      await api.register(providersAdminRoutes(ctx));
      // The creation pipeline (issue 6).
      await api.register(scriptsRoutes(ctx));
      await api.register(rolesRoutes(ctx));
      await api.register(assetsRoutes(ctx));
      await api.register(storyboardRoutes(ctx));
      await api.register(audioRoutes(ctx));
      await api.register(cutsRoutes(ctx));
    },
    { prefix: '/api' },
  );
  await app.register(cashierPageRoutes());

  await registerSpa(app, ctx.config);
  return app;
}
