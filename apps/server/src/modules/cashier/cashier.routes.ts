import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { serverRoot } from '../../lib/paths';
import { createPaymentChannel, type PaymentChannel } from '../../providers/payment';
import { requireActor } from '../auth/actor';
import { secretKey } from '../secrets/secrets.repository';
import { acceptPaymentNotice, createTopUpOrder, getOwnOrder } from './cashier.service';
import { CASHIER_PACKAGE_IDS, CASHIER_PACKAGES } from './cashier-packages';
import { checkTicket, TICKET_INVOKER, ticketForCaller } from './ticket.service';

const ticketField = z.string().min(1, '缺少收银凭证').max(512, '收银凭证格式有误');

const orderSchema = z.object({
  orderId: z.string(),
  status: z.enum(['created', 'paid', 'closed']),
  points: z.number(),
  amountFen: z.number(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});

/** Where the payer's browser came from; behind a proxy TRUST_PROXY=1 makes this the public origin. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A browser script from browser/, served with a content hash as ETag; the web's 10-minute ?v= busts caches. */
function browserScript(file: string) {
  const body = readFileSync(path.join(serverRoot(), 'src/modules/cashier/browser', file), 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('cache-control', 'public, max-age=600')
      .header('etag', etag)
      .type('application/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  };
}

/**
 * The cashier API (mounted under /api): packages, tickets (spec §5), orders, vendor notifications, the
 * cashier script of spec §4 and the script of the cashier page; plus the vendor's own pages when it is the
 * built-in sandbox.
 */
export function cashierRoutes(
  ctx: AppContext,
  channel: PaymentChannel | null = createPaymentChannel(ctx.config, (name) => secretKey(ctx.db, name)),
): FastifyPluginAsyncZod {
  const provider = channel?.provider ?? null;
  return async (app) => {
    app.get(
      '/v1/cashier/packages',
      {
        schema: {
          tags: ['cashier'],
          summary: '充值套餐（金额单位：分）',
          response: {
            200: envelopeOf(
              z.array(
                z.object({
                  id: z.string(),
                  points: z.number(),
                  amountFen: z.number(),
                  badge: z.string().nullable(),
                }),
              ),
            ),
          },
        },
        config: { public: true },
      },
      async () => ok([...CASHIER_PACKAGES]),
    );

    app.get(
      '/v1/cashier/ticket',
      {
        schema: {
          tags: ['cashier'],
          summary: '为当前登录会话签发新的收银凭证（仅 App 用户）',
          response: { 200: envelopeOf(z.object({ ticket: z.string() })) },
        },
      },
      async (request) => ok({ ticket: await ticketForCaller(ctx, requireActor(request.actor)) }),
    );

    app.post(
      '/v1/cashier/ticket/check',
      {
        schema: {
          tags: ['cashier'],
          summary: '校验收银凭证（invoker 固定为 webgame）',
          body: z.strictObject({
            invoker: z.literal(TICKET_INVOKER, { error: `只能是 ${TICKET_INVOKER}` }),
            ticket: ticketField,
          }),
          response: { 200: envelopeOf(z.object({ valid: z.literal(true), userId: z.number() })) },
        },
      },
      async (request) => {
        const { userId } = await checkTicket(ctx, requireActor(request.actor), request.body.ticket);
        return ok({ valid: true as const, userId });
      },
    );

    app.post(
      '/v1/cashier/orders',
      {
        schema: {
          tags: ['cashier'],
          summary: '创建充值订单，返回支付页面地址（仅 App 用户，需有效收银凭证）',
          body: z.strictObject({
            packageId: z.enum(CASHIER_PACKAGE_IDS, { error: '套餐不存在' }),
            ticket: ticketField,
          }),
          response: { 200: envelopeOf(z.object({ orderId: z.string(), payUrl: z.string() })) },
        },
      },
      async (request) => {
        const origin = requestOrigin(request);
        const order = await createTopUpOrder(ctx, provider, requireActor(request.actor), request.body, {
          origin,
          notifyBase: ctx.config.payment.notifyBaseUrl || origin,
        });
        return ok(order);
      },
    );

    app.get(
      '/v1/cashier/orders/:orderId',
      {
        schema: {
          tags: ['cashier'],
          summary: '查询自己的充值订单状态',
          params: z.strictObject({ orderId: z.string().min(1).max(64) }),
          response: { 200: envelopeOf(orderSchema) },
        },
      },
      async (request) => ok(await getOwnOrder(ctx, requireActor(request.actor), request.params.orderId)),
    );

    // Vendor notifications are signed over their exact bytes: this scope keeps every body as raw text.
    await app.register(async (scope) => {
      const notify = scope.withTypeProvider<ZodTypeProvider>();
      notify.removeAllContentTypeParsers();
      notify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      notify.post(
        '/v1/cashier/notify/:provider',
        {
          schema: {
            tags: ['cashier'],
            summary: '支付渠道的异步通知（服务器之间调用，按渠道验签）',
            params: z.strictObject({ provider: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, '渠道名称有误') }),
          },
          config: { public: true },
        },
        async (request, reply) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          await acceptPaymentNotice(ctx, provider, request.params.provider, raw, request.headers);
          const ack = provider?.ack ?? { contentType: 'application/json; charset=utf-8', body: '{}' };
          return reply.type(ack.contentType).send(ack.body);
        },
      );
    });

    app.get(
      '/cashier/sdk.js',
      {
        schema: { tags: ['cashier'], summary: '收银台脚本（window.LiziCashier）' },
        config: { public: true },
      },
      browserScript('cashier-sdk.js'),
    );
    app.get(
      '/cashier/page.js',
      { schema: { tags: ['cashier'], summary: '收银台页面脚本' }, config: { public: true } },
      browserScript('cashier-page.js'),
    );

    if (channel?.routes) await app.register(channel.routes);
  };
}
