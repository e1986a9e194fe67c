import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from './actor';
import { actOnQrLogin, checkQrLogin, createQrLogin } from './qr-login.service';
import { startSession } from './session.service';

const qrId = z.string().min(8).max(64);

/** Spec §7 ulpQRCode / ulpCheckQRCode, plus the phone-side calls that move the QR along. */
export function qrLoginRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/user/ulpQRCode',
      {
        schema: {
          tags: ['auth'],
          summary: 'App 扫码登录：生成二维码',
          response: {
            200: envelopeOf(
              z.object({
                qrId: z.string(),
                pollToken: z.string(),
                confirmUrl: z.string(),
                expiresIn: z.number(),
              }),
            ),
          },
        },
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => ok(await createQrLogin(ctx, `${request.protocol}://${request.host}`)),
    );

    app.get(
      '/v1/user/ulpCheckQRCode',
      {
        schema: {
          tags: ['auth'],
          summary: 'App 扫码登录：轮询状态（确认后建立会话）',
          querystring: z.strictObject({ qrId, pollToken: z.string().min(8).max(128) }),
          response: {
            200: envelopeOf(
              z.object({ status: z.enum(['waiting', 'scanned', 'confirmed', 'expired', 'cancelled']) }),
            ),
          },
        },
        config: { public: true },
      },
      async (request, reply) => {
        const result = await checkQrLogin(ctx, request.query.qrId, request.query.pollToken);
        if (result.status === 'confirmed' && result.userId) {
          await startSession(ctx, request, reply, result.userId, 'appauth');
        }
        return ok({ status: result.status });
      },
    );

    for (const action of ['scan', 'confirm', 'cancel'] as const) {
      app.post(
        `/v1/user/ulpQRCode/${action}`,
        {
          schema: {
            tags: ['auth'],
            summary: { scan: '手机端：已扫码', confirm: '手机端：确认登录', cancel: '手机端：取消登录' }[
              action
            ],
            body: z.strictObject({ qrId }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (request) => {
          await actOnQrLogin(ctx, request.body.qrId, action, requireActor(request.actor).userId);
          return ok(null);
        },
      );
    }
  };
}
