import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { bindPhone } from '../auth/account.service';
import { requireActor } from '../auth/actor';
import { PHONE_PATTERN } from '../auth/sms-code.service';
import { userInfoSchema } from './user-info.schema';
import { loadUserInfo, updateSettings } from './users.service';

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/user/info',
      { schema: { tags: ['user'], summary: '当前用户信息', response: { 200: envelopeOf(userInfoSchema) } } },
      async (request) => {
        // The cashier ticket in the answer is bound to this very session.
        const actor = requireActor(request.actor);
        return ok(await loadUserInfo(ctx, actor.userId, actor.sessionId));
      },
    );

    app.post(
      '/v1/user/bindPhone',
      {
        schema: {
          tags: ['user'],
          summary: '绑定手机号',
          body: z.strictObject({
            phone: z.string().regex(PHONE_PATTERN, '请输入正确的手机号'),
            code: z.string().regex(/^\d{6}$/, '验证码为 6 位数字'),
          }),
          response: { 200: envelopeOf(userInfoSchema) },
        },
      },
      async (request) => {
        const { userId } = requireActor(request.actor);
        await bindPhone(ctx, userId, request.body.phone, request.body.code);
        return ok(await loadUserInfo(ctx, userId), '绑定成功');
      },
    );

    app.post(
      '/v1/user/settings/update',
      {
        schema: {
          tags: ['user'],
          summary: '修改个人设置（姓名、头像）',
          body: z.strictObject({
            realname: z.string().trim().min(1, '请填写姓名').max(32, '姓名最多 32 个字').optional(),
            avatar: z
              .string()
              .max(1024)
              .regex(/^(https?:\/\/|\/)/, '头像需为图片地址')
              .nullable()
              .optional(),
          }),
          response: { 200: envelopeOf(userInfoSchema) },
        },
      },
      async (request) =>
        ok(await updateSettings(ctx, requireActor(request.actor).userId, request.body), '保存成功'),
    );
  };
}
