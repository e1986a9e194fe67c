import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** 剧本项目与剧本内容. Filled in by issue 6 (creation pipeline). */
export function scriptsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
