import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isAppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { captchaSvg, issueCipher } from './cipher.service';
import { safeRedirect } from './redirect';
import { endSession, startSession } from './session.service';
import { redeemUlpToken, ulpLogin } from './ulp.service';

const optional = z.string().max(4096).optional();

/**
 * The built-in unified login service of spec §7. The web can be pointed at an external one with ULP_BASE_URL;
 * these paths then simply go unused.
 */
export function ulpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/user/cipher',
      {
        schema: {
          tags: ['auth'],
          summary: '获取登录加密公钥（一次性 cipher_id，10 分钟有效）',
          response: {
            200: envelopeOf(z.object({ cipher_id: z.string(), public_key: z.string(), message: z.string() })),
          },
        },
        config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async () => ok(await issueCipher(ctx)),
    );

    app.get(
      '/v1/user/captcha',
      {
        schema: {
          tags: ['auth'],
          summary: '图形验证码（与 cipher_id 绑定）',
          querystring: z.strictObject({ cipher_id: z.string().min(1).max(64) }),
        },
        config: { public: true },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await captchaSvg(ctx, request.query.cipher_id)),
    );

    app.get(
      '/v2/user/login',
      {
        schema: {
          tags: ['auth'],
          summary: '统一登录：账号密码（RSA 加密）换取一次性 token',
          querystring: z.strictObject({
            app_key: optional,
            cipher_id: optional,
            login_data: optional,
            redirect_url: optional,
          }),
          response: { 200: envelopeOf(z.object({ token: z.string() })) },
        },
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => ok(await ulpLogin(ctx, request.query, request.ip)),
    );

    // The /auth step: a browser navigation, so failures go back to the login page rather than to JSON.
    app.get(
      '/ulp/auth',
      {
        schema: {
          tags: ['auth'],
          summary: '统一登录回跳：用 ulp_token 建立会话并跳转',
          querystring: z.strictObject({ ulp_token: optional, redirect_url: optional }),
        },
        config: { public: true },
      },
      async (request, reply) => {
        const target = safeRedirect(request.query.redirect_url, request.host);
        try {
          const row = await redeemUlpToken(ctx, request.query.ulp_token);
          await startSession(ctx, request, reply, row.userId, row.channel);
          return reply.redirect(target, 302);
        } catch (err) {
          if (!isAppError(err)) throw err;
          const back = new URLSearchParams({ redirect: target, error: err.message });
          return reply.redirect(`/LoginView?${back}`, 302);
        }
      },
    );

    app.get(
      '/ulp/logout',
      {
        schema: {
          tags: ['auth'],
          summary: '统一登录退出：结束会话并跳回',
          querystring: z.strictObject({ app_key: optional, use_ulp_login: optional, redirect_url: optional }),
        },
        config: { public: true },
      },
      async (request, reply) => {
        await endSession(ctx, reply, request.actor?.sessionId);
        const target = safeRedirect(request.query.redirect_url ?? '/LoginView', request.host);
        return reply.redirect(target, 302);
      },
    );

    app.post(
      '/v1/user/logout',
      {
        schema: { tags: ['auth'], summary: '退出登录', response: { 200: envelopeOf(z.null()) } },
        config: { public: true },
      },
      async (request, reply) => {
        await endSession(ctx, reply, request.actor?.sessionId);
        return ok(null);
      },
    );
  };
}
