import { WORK_CATEGORIES } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { signFileUrl } from '../files/file-urls';
import { fileViewSchema } from '../files/files.routes';
import { userInfoSchema } from '../users/user-info.schema';
import { loadUserInfo } from '../users/users.service';
import { applyNoWatermark, downloadTarget, favoriteWork, listOwnWorks } from './works.service';

const workViewSchema = z.object({
  id: z.string(),
  category: z.enum(WORK_CATEGORIES),
  title: z.string(),
  favorite: z.boolean(),
  taskId: z.string().nullable(),
  taskType: z.string().nullable(),
  file: fileViewSchema,
  createAt: z.number(),
});
const idParams = z.strictObject({ id: z.uuid({ error: 'id：作品编号无效' }) });

/** Personal works (/work/{category}/{history|favorite}), favourites, downloads and the watermark-free application. */
export function worksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['works'];
    app.get(
      '/v1/works',
      {
        schema: {
          tags,
          summary: '我的作品（category；favorite=1 只看收藏）',
          querystring: z.strictObject({
            category: z.enum(WORK_CATEGORIES, { error: 'category：作品类型无效' }).optional(),
            favorite: z.enum(['0', '1']).optional(),
            offset: z.coerce.number().int().min(0).default(0),
            limit: z.coerce.number().int().min(1).max(100).default(24),
          }),
          response: { 200: envelopeOf(z.object({ items: z.array(workViewSchema), total: z.number() })) },
        },
      },
      async (request) => {
        const { favorite, ...rest } = request.query;
        return ok(
          await listOwnWorks(ctx, requireActor(request.actor), { ...rest, favorite: favorite === '1' }),
        );
      },
    );
    app.post(
      '/v1/works/:id/favorite',
      {
        schema: {
          tags,
          summary: '收藏或取消收藏',
          params: idParams,
          body: z.strictObject({ favorite: z.boolean({ error: 'favorite：请传 true 或 false' }) }),
          response: { 200: envelopeOf(workViewSchema) },
        },
      },
      async (request) =>
        ok(await favoriteWork(ctx, requireActor(request.actor), request.params.id, request.body.favorite)),
    );
    app.get(
      '/v1/works/:id/download',
      {
        schema: {
          tags,
          summary: '下载作品（申请去水印通过后为无可见水印版本，隐式标识始终保留）',
          params: idParams,
        },
      },
      async (request, reply) => {
        const { file, variant } = await downloadTarget(ctx, requireActor(request.actor), request.params.id);
        return reply.redirect(`${await signFileUrl(ctx, file.id, variant, 600)}&download=1`, 302);
      },
    );
    app.post(
      '/v1/user/watermark/apply',
      {
        schema: {
          tags: ['user'],
          summary: '申请无水印下载（需同意用户协议）',
          body: z.strictObject({
            noWatermark: z.literal('OPEN', { error: 'noWatermark：只能为 OPEN' }),
            agree: z.literal(true, { error: 'agree：请先阅读并同意《用户协议》' }),
          }),
          response: { 200: envelopeOf(userInfoSchema) },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        await applyNoWatermark(ctx, actor, request.ip);
        return ok(await loadUserInfo(ctx, actor.userId, actor.sessionId), '申请成功');
      },
    );
  };
}
