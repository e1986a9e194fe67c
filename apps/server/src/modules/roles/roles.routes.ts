import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** 角色与画风. Filled in by issue 6 (creation pipeline). */
export function rolesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
