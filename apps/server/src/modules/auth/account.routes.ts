import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { userInfoSchema } from '../users/user-info.schema';
import { loadUserInfo } from '../users/users.service';
import { loginWithPhone, registerWithAccount, registerWithPhone } from './account.service';
import { startSession } from './session.service';
import { PHONE_PATTERN, sendSmsCode } from './sms-code.service';

const phone = z.string().regex(PHONE_PATTERN, '请输入正确的手机号');
const smsCode = z.string().regex(/^\d{6}$/, '验证码为 6 位数字');
const realname = z.string().trim().min(1, '请填写姓名').max(32, '姓名最多 32 个字');

const registerBody = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('phone'), phone, code: smsCode, realname }),
  z.strictObject({
    channel: z.literal('oa'),
    cipher_id: z.string().min(1).max(64),
    register_data: z.string().min(1).max(4096),
  }),
]);

/** Sign-in and sign-up outside the unified login: phone codes, phone login, registration. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/user/phone/code',
      {
        schema: {
          tags: ['auth'],
          summary: '发送短信验证码（login 登录 / register 注册 / bind 绑定手机）',
          body: z.strictObject({ phone, scene: z.enum(['login', 'register', 'bind']) }),
          response: { 200: envelopeOf(z.object({ resendAfterSeconds: z.number() })) },
        },
        config: { public: true },
      },
      async (request) => {
        if (request.body.scene === 'bind' && !request.actor)
          throw new AppError('SESSION_INVALID', '请先登录');
        await sendSmsCode(ctx, request.body.phone, request.body.scene, request.ip);
        return ok({ resendAfterSeconds: 60 }, '验证码已发送');
      },
    );

    app.post(
      '/v1/user/login',
      {
        schema: {
          tags: ['auth'],
          summary: '手机验证码登录',
          body: z.strictObject({ channel: z.literal('phone'), phone, code: smsCode }),
          response: { 200: envelopeOf(userInfoSchema) },
        },
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const user = await loginWithPhone(ctx, request.body.phone, request.body.code);
        await startSession(ctx, request, reply, user.id, 'phone');
        return ok(await loadUserInfo(ctx, user.id));
      },
    );

    app.post(
      '/v1/user/register',
      {
        schema: {
          tags: ['auth'],
          summary: '注册（phone 手机号 / oa 账号密码，RSA 加密）',
          body: registerBody,
          response: { 200: envelopeOf(userInfoSchema) },
        },
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const body = request.body;
        const user =
          body.channel === 'phone'
            ? await registerWithPhone(ctx, body)
            : await registerWithAccount(ctx, body);
        await startSession(ctx, request, reply, user.id, body.channel);
        return ok(await loadUserInfo(ctx, user.id), '注册成功');
      },
    );
  };
}
