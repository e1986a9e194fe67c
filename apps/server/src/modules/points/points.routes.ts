import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { pageOf, pageQuery } from '../../lib/pagination';
import { requireActor } from '../auth/actor';
import { applyForPoints } from './grants.service';
import { listPointsApplications } from './points.repository';
import { getBalance, getCostSetting, getHistory } from './points.service';

export const balanceSchema = z.object({
  total: z.number(),
  applyIntegral: z.number(),
  giftIntegral: z.number(),
  totalPoints: z.number(),
  details: z.array(z.object({ pointType: z.number(), points: z.number() })),
});

export const pointsApplicationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  realname: z.string(),
  amount: z.number(),
  grantedAmount: z.number().nullable(),
  reason: z.string(),
  status: z.number(),
  reviewNote: z.string().nullable(),
  createdAt: z.date(),
});

/** A member's own points: balance, cost settings, history, applications (spec §7). */
export function pointsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/user/points/balance',
      { schema: { tags: ['points'], summary: '制作栗余额', response: { 200: envelopeOf(balanceSchema) } } },
      async (request) => ok(await getBalance(ctx, requireActor(request.actor).userId)),
    );

    app.get(
      '/v1/user/points/cost/setting',
      {
        schema: {
          tags: ['points'],
          summary: '制作栗消耗设置：taskCosts 与各项默认值',
          response: {
            200: envelopeOf(
              z
                .object({ taskCosts: z.array(z.object({ key: z.string(), costPoints: z.number() })) })
                .catchall(z.number()),
            ),
          },
        },
      },
      // The schema types the flat keys as numbers beside taskCosts; TypeScript cannot express that mix exactly.
      async () => ok((await getCostSetting(ctx)) as never),
    );

    app.get(
      '/v1/user/points/cost/history',
      {
        schema: {
          tags: ['points'],
          summary: '制作栗明细（costType 0 全部 1 消耗 2 获得；offset 为已加载条数）',
          querystring: z.strictObject({
            costType: z.coerce
              .number()
              .int()
              .refine((v): v is 0 | 1 | 2 => v === 0 || v === 1 || v === 2, '只能是 0、1 或 2')
              .default(0),
            ...pageQuery,
          }),
          response: {
            200: envelopeOf(
              z.object({
                list: z.array(
                  z.object({ id: z.number(), usage: z.string(), createAt: z.number(), points: z.number() }),
                ),
                hasMore: z.boolean(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { costType, offset, limit } = request.query;
        return ok(
          await getHistory(ctx, requireActor(request.actor).userId, costType as 0 | 1 | 2, offset, limit),
        );
      },
    );

    app.post(
      '/v1/user/points/apply',
      {
        schema: {
          tags: ['points'],
          summary: '向企业申请制作栗',
          body: z.strictObject({
            amount: z
              .number()
              .int('申请数量需为整数')
              .min(1, '申请数量至少为 1')
              .max(100_000, '单次最多申请 100000'),
            reason: z.string().trim().min(1, '请填写申请理由').max(500, '申请理由最多 500 个字'),
          }),
          response: { 200: envelopeOf(z.object({ id: z.number(), status: z.number() })) },
        },
      },
      async (request) => {
        const row = await applyForPoints(
          ctx,
          requireActor(request.actor),
          request.body.amount,
          request.body.reason,
        );
        return ok({ id: row.id, status: row.status }, '申请成功');
      },
    );

    app.get(
      '/v1/user/points/applications',
      {
        schema: {
          tags: ['points'],
          summary: '我的制作栗申请',
          querystring: z.strictObject(pageQuery),
          response: { 200: envelopeOf(pageOf(pointsApplicationSchema)) },
        },
      },
      async (request) =>
        ok(
          await listPointsApplications(ctx.db, {
            userId: requireActor(request.actor).userId,
            ...request.query,
          }),
        ),
    );
  };
}
