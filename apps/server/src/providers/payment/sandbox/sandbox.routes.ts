import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../html';
import {
  readSandboxPayParams,
  SANDBOX_SIGNATURE_HEADER,
  sandboxNotification,
  signSandboxNotification,
} from './sandbox.provider';
import { renderSandboxError, renderSandboxPayPage } from './sandbox-page';

const NOTIFY_TIMEOUT_MS = 10_000;

const payQuery = z.object({
  amount: z.string().optional(),
  subject: z.string().optional(),
  notify: z.string().optional(),
  return: z.string().optional(),
  sign: z.string().optional(),
});
const orderParams = z.strictObject({ orderId: z.string().min(1).max(64) });

/** `url` with `name=value` added to its query, whether or not it has one. */
function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The sandbox vendor's own pages (mounted under /api): its payment page, and the confirm that notifies the
 * merchant server to server, exactly like a real vendor calls back, before sending the payer back.
 */
export function sandboxPayRoutes(secret: () => Promise<Buffer>): FastifyPluginAsyncZod {
  return async (app) => {
    // The confirm is a plain HTML form post; nothing in it is read, but Fastify must accept its content type.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/pay/sandbox/:orderId',
      {
        schema: {
          tags: ['cashier'],
          summary: '沙箱支付页面（模拟第三方支付）',
          params: orderParams,
          querystring: payQuery,
        },
        config: { public: true },
      },
      async (request, reply) => {
        const p = readSandboxPayParams(request.params.orderId, request.query, await secret());
        const page = p
          ? renderSandboxPayPage(p, confirmUrl(request.url), withQuery(p.returnUrl, 'cancelled', '1'))
          : renderSandboxError('支付链接无效', '链接不完整或已被修改，请回到商户重新下单。');
        return reply
          .status(p ? 200 : 400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page);
      },
    );

    app.post(
      '/pay/sandbox/:orderId/confirm',
      {
        schema: {
          tags: ['cashier'],
          summary: '沙箱支付：确认支付并通知商户',
          params: orderParams,
          querystring: payQuery,
        },
        config: { public: true },
      },
      async (request, reply) => {
        const key = await secret();
        const p = readSandboxPayParams(request.params.orderId, request.query, key);
        const page = (status: number, body: string) =>
          reply
            .status(status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(body);
        if (!p)
          return page(400, renderSandboxError('支付链接无效', '链接不完整或已被修改，请回到商户重新下单。'));

        const body = sandboxNotification(p.orderId, p.amountFen);
        let failure: string | null = null;
        try {
          const res = await fetch(p.notifyUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, key),
            },
            body,
            redirect: 'error',
            signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
          });
          if (!res.ok) {
            const answer = (await res.json().catch(() => null)) as { msg?: string } | null;
            failure = `商户返回 HTTP ${res.status}${answer?.msg ? `：${answer.msg}` : ''}`;
          }
        } catch (err) {
          request.log.warn({ err, notifyUrl: p.notifyUrl }, 'sandbox notification failed');
          failure = '无法连接商户的通知地址';
        }
        if (failure) {
          const retry = `<form method="post" action="${escapeHtml(request.url)}"><button class="pay" type="submit">重新通知</button></form>
<a class="cancel" href="${escapeHtml(withQuery(p.returnUrl, 'cancelled', '1'))}">返回商户</a>`;
          return page(502, renderSandboxError('商户未确认收款', `${failure}。请稍后重试。`, retry));
        }
        return reply.redirect(p.returnUrl, 303);
      },
    );
  };
}

/** The confirm action keeps the signed query of the page it is on. */
function confirmUrl(pageUrl: string): string {
  const [path, query = ''] = pageUrl.split('?');
  return `${path}/confirm?${query}`;
}
