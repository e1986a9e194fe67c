import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { PHONE_PATTERN } from '../auth/sms-code.service';
import { userInfoSchema } from '../users/user-info.schema';
import { loadUserInfo } from '../users/users.service';
import {
  listEnterpriseApplications,
  listMyMemberships,
  searchJoinableEnterprises,
} from './enterprises.repository';
import {
  applyForNewEnterprise,
  applyForProjectPermission,
  applyToJoin,
  switchEnterprise,
} from './membership.service';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `请填写${label}`).max(max, `${label}最多 ${max} 个字`);

/** A member's own company calls: apply to join or open a company, switch company, project permission. */
export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/user/applyEnterprise',
      {
        schema: {
          tags: ['enterprise'],
          summary: '申请加入已有企业（join）或申请开通新企业（create）',
          body: z.discriminatedUnion('mode', [
            z.strictObject({ mode: z.literal('join'), enterpriseId: z.number().int().positive() }),
            z.strictObject({
              mode: z.literal('create'),
              name: text('企业名称', 50),
              contactName: text('联系人', 32),
              contactPhone: z.string().regex(PHONE_PATTERN, '请输入正确的手机号'),
              reason: z.string().trim().max(500, '申请说明最多 500 个字').default(''),
            }),
          ]),
          response: { 200: envelopeOf(userInfoSchema) },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const body = request.body;
        if (body.mode === 'join') await applyToJoin(ctx, actor, body.enterpriseId);
        else await applyForNewEnterprise(ctx, actor, body);
        return ok(await loadUserInfo(ctx, actor.userId), '申请已提交，请等待审核');
      },
    );

    app.post(
      '/v1/user/changeEnterprise',
      {
        schema: {
          tags: ['enterprise'],
          summary: '切换到已加入的企业',
          body: z.strictObject({ enterpriseId: z.number().int().positive() }),
          response: { 200: envelopeOf(userInfoSchema) },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        await switchEnterprise(ctx, actor, request.body.enterpriseId);
        return ok(await loadUserInfo(ctx, actor.userId), '已切换企业');
      },
    );

    app.get(
      '/v1/user/enterprises',
      {
        schema: {
          tags: ['enterprise'],
          summary: '我的企业（成员身份与申请）',
          response: {
            200: envelopeOf(
              z.object({
                memberships: z.array(
                  z.object({
                    enterpriseId: z.number(),
                    name: z.string(),
                    enterpriseStatus: z.number(),
                    roleId: z.number(),
                    reviewStatus: z.number(),
                  }),
                ),
                applications: z.array(
                  z.object({
                    id: z.number(),
                    name: z.string(),
                    status: z.number(),
                    reviewNote: z.string().nullable(),
                  }),
                ),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { userId } = requireActor(request.actor);
        const [memberships, applications] = await Promise.all([
          listMyMemberships(ctx.db, userId),
          listEnterpriseApplications(ctx.db, { userId, offset: 0, limit: 20 }),
        ]);
        return ok({
          memberships,
          applications: applications.list.map(({ id, name, status, reviewNote }) => ({
            id,
            name,
            status,
            reviewNote,
          })),
        });
      },
    );

    app.get(
      '/v1/enterprises/search',
      {
        schema: {
          tags: ['enterprise'],
          summary: '按名称查找可加入的企业',
          querystring: z.strictObject({ keyword: z.string().trim().min(2, '请输入至少 2 个字').max(50) }),
          response: {
            200: envelopeOf(z.object({ list: z.array(z.object({ id: z.number(), name: z.string() })) })),
          },
        },
      },
      async (request) => ok({ list: await searchJoinableEnterprises(ctx.db, request.query.keyword) }),
    );

    app.post(
      '/v1/user/permission/project/apply',
      {
        schema: {
          tags: ['enterprise'],
          summary: '申请团队协作（项目制作）权限',
          body: z.strictObject({
            teamName: text('团队名称', 50),
            projectType: text('项目类型', 32),
            reason: text('申请说明', 500),
          }),
          response: { 200: envelopeOf(z.object({ id: z.number(), status: z.number() })) },
        },
      },
      async (request) => {
        const row = await applyForProjectPermission(ctx, requireActor(request.actor), request.body);
        return ok({ id: row.id, status: row.status }, '申请已提交，请等待企业管理员审核');
      },
    );
  };
}
