import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** 分镜与分镜视频. Filled in by issue 6 (creation pipeline). */
export function storyboardRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
