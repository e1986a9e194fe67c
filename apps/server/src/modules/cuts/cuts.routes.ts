import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** 成片剪辑与导出. Filled in by issue 6 (creation pipeline). */
export function cutsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
