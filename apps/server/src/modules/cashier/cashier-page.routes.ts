import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCashierPage, renderCashierResult } from './cashier-page';

const page = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The cashier's HTML pages, outside /api (mounted at the root): the overlay's iframe shows /cashier, the
 * payment vendor returns the browser to /cashier/result. Same origin as the app, so the CSP's frame-ancestors
 * 'self' and script-src 'self' hold without exceptions. The pages call the API with the session cookie.
 */
export function cashierPageRoutes(): FastifyPluginAsyncZod {
  const selectPage = renderCashierPage();
  return async (app) => {
    app.get(
      '/cashier',
      {
        schema: { tags: ['cashier'], summary: '收银台页面（?ticket=…）', hide: true },
      },
      async (_request, reply) => reply.headers(page).send(selectPage),
    );
    app.get(
      '/cashier/result',
      {
        schema: {
          tags: ['cashier'],
          summary: '支付结果页面',
          hide: true,
          querystring: z.object({
            orderId: z.string().regex(/^[\w-]{1,64}$/, '订单号有误'),
            cancelled: z.string().optional(),
          }),
        },
      },
      async (request, reply) =>
        reply.headers(page).send(renderCashierResult(request.query.orderId, request.query.cancelled === '1')),
    );
  };
}
