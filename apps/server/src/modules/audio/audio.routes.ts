import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** 音色与配音. Filled in by issue 6 (creation pipeline). */
export function audioRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
