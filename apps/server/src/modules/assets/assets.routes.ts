import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** 资产库与空镜. Filled in by issue 6 (creation pipeline). */
export function assetsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
