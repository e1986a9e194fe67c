import { ErrorCode } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { checkHealth } from './health.service';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['system'], summary: '健康检查：数据库与队列' }, config: { public: true } },
      async (_request, reply) => {
        const report = await checkHealth(ctx);
        if (report.status !== 'ok') {
          return reply.status(503).send({
            code: ErrorCode.SERVICE_UNAVAILABLE,
            msg: '服务暂不可用：数据库或队列异常',
            data: report,
          });
        }
        return { code: 0, msg: 'ok', data: report };
      },
    );
  };
}
