import { COMPANY_ADMIN_ROLES, PLATFORM_ADMIN_ROLES } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { pageOf, pageQuery } from '../../lib/pagination';
import { companyScope, requireActor } from '../auth/actor';
import { maskPhone } from '../users/user-info';
import {
  actOnMember,
  changeMemberRole,
  listCompanyMembers,
  listProjectApplications,
  reviewProjectApplication,
} from './company-admin.service';

// Platform admins may open any company's back office (with enterpriseId); company admins only their own.
const roles = [...COMPANY_ADMIN_ROLES, ...PLATFORM_ADMIN_ROLES];
const enterpriseId = z.coerce.number().int().positive().optional();

const memberSchema = z.object({
  userId: z.number(),
  username: z.string().nullable(),
  realname: z.string(),
  phoneMask: z.string().nullable(),
  avatar: z.string().nullable(),
  roleId: z.number(),
  reviewStatus: z.number(),
  appliedAt: z.date(),
  reviewedAt: z.date().nullable(),
});

/** Enterprise back office: members (review, delete, roles) and project-permission applications. */
export function companyAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/company/members',
      {
        schema: {
          tags: ['company-admin'],
          summary: '成员列表（按审核状态筛选）',
          querystring: z.strictObject({
            enterpriseId,
            status: z.coerce.number().int().min(0).max(4).optional(),
            keyword: z.string().trim().max(50).optional(),
            ...pageQuery,
          }),
          response: { 200: envelopeOf(pageOf(memberSchema)) },
        },
        config: { roles },
      },
      async (request) => {
        const { enterpriseId: requested, ...filter } = request.query;
        const scope = companyScope(requireActor(request.actor), requested);
        const page = await listCompanyMembers(ctx, scope, filter);
        return ok({
          total: page.total,
          list: page.list.map(({ phone, ...m }) => ({ ...m, phoneMask: maskPhone(phone) })),
        });
      },
    );

    app.post(
      '/v1/company/members/review',
      {
        schema: {
          tags: ['company-admin'],
          summary: '成员审核：通过 / 拒绝 / 删除 / 恢复',
          body: z.strictObject({
            enterpriseId,
            userId: z.number().int().positive(),
            action: z.enum(['approve', 'reject', 'delete', 'restore']),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
        config: { roles },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const scope = companyScope(actor, request.body.enterpriseId);
        await actOnMember(ctx, actor, scope, request.body.userId, request.body.action);
        return ok(null, '操作成功');
      },
    );

    app.post(
      '/v1/company/members/role',
      {
        schema: {
          tags: ['company-admin'],
          summary: '调整成员角色（企业管理员 3 / 普通成员 4）',
          body: z.strictObject({
            enterpriseId,
            userId: z.number().int().positive(),
            roleId: z.union([z.literal(3), z.literal(4)]),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
        config: { roles },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const scope = companyScope(actor, request.body.enterpriseId);
        await changeMemberRole(ctx, actor, scope, request.body.userId, request.body.roleId);
        return ok(null, '角色已更新');
      },
    );

    app.get(
      '/v1/company/projectApplications',
      {
        schema: {
          tags: ['company-admin'],
          summary: '团队协作权限申请列表',
          querystring: z.strictObject({
            enterpriseId,
            status: z.coerce.number().int().min(1).max(4).optional(),
            ...pageQuery,
          }),
          response: {
            200: envelopeOf(
              pageOf(
                z.object({
                  id: z.number(),
                  userId: z.number(),
                  realname: z.string(),
                  teamName: z.string(),
                  projectType: z.string(),
                  reason: z.string(),
                  status: z.number(),
                  reviewNote: z.string().nullable(),
                  createdAt: z.date(),
                }),
              ),
            ),
          },
        },
        config: { roles },
      },
      async (request) => {
        const { enterpriseId: requested, ...filter } = request.query;
        return ok(
          await listProjectApplications(ctx, companyScope(requireActor(request.actor), requested), filter),
        );
      },
    );

    app.post(
      '/v1/company/projectApplications/review',
      {
        schema: {
          tags: ['company-admin'],
          summary: '审核团队协作权限申请',
          body: z.strictObject({
            enterpriseId,
            id: z.number().int().positive(),
            action: z.enum(['approve', 'reject']),
            note: z.string().trim().max(200).optional(),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
        config: { roles },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const scope = companyScope(actor, request.body.enterpriseId);
        await reviewProjectApplication(
          ctx,
          actor,
          scope,
          request.body.id,
          request.body.action,
          request.body.note,
        );
        return ok(null, '操作成功');
      },
    );
  };
}
