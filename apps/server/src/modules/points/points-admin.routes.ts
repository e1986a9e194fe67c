import { COMPANY_ADMIN_ROLES, PLATFORM_ADMIN_ROLES } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { pageOf, pageQuery } from '../../lib/pagination';
import { companyScope, requireActor } from '../auth/actor';
import { findEnterprise } from '../enterprises/enterprises.repository';
import { creditEnterprisePool, grantToMember, reviewPointsApplication } from './grants.service';
import { listPointsApplications, listPoolLedger } from './points.repository';
import { pointsApplicationSchema } from './points.routes';

const companyRoles = [...COMPANY_ADMIN_ROLES, ...PLATFORM_ADMIN_ROLES];
const enterpriseId = z.coerce.number().int().positive().optional();
const amount = z.number().int('数量需为整数').min(1, '数量至少为 1').max(10_000_000, '数量过大');
const note = z.string().trim().max(100, '备注最多 100 个字').default('');

const poolEntrySchema = z.object({
  id: z.number(),
  delta: z.number(),
  kind: z.string(),
  usage: z.string(),
  poolAfter: z.number(),
  memberName: z.string().nullable(),
  createdAt: z.date(),
});

/** Company pool, grants and points applications (enterprise back office); pool credits (platform). */
export function pointsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/company/points/pool',
      {
        schema: {
          tags: ['company-admin'],
          summary: '企业制作栗池余额与流水',
          querystring: z.strictObject({ enterpriseId, ...pageQuery }),
          response: { 200: envelopeOf(z.object({ pool: z.number(), ledger: pageOf(poolEntrySchema) })) },
        },
        config: { roles: companyRoles },
      },
      async (request) => {
        const { enterpriseId: requested, offset, limit } = request.query;
        const scope = companyScope(requireActor(request.actor), requested);
        const enterprise = await findEnterprise(ctx.db, scope);
        if (!enterprise) throw new AppError('NOT_FOUND', '企业不存在');
        return ok({
          pool: enterprise.pointsPool,
          ledger: await listPoolLedger(ctx.db, scope, offset, limit),
        });
      },
    );

    app.post(
      '/v1/company/points/grant',
      {
        schema: {
          tags: ['company-admin'],
          summary: '从企业制作栗池分配给成员',
          body: z.strictObject({ enterpriseId, userId: z.number().int().positive(), amount, note }),
          response: { 200: envelopeOf(z.null()) },
        },
        config: { roles: companyRoles },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const scope = companyScope(actor, request.body.enterpriseId);
        await grantToMember(ctx, actor, scope, request.body.userId, request.body.amount, request.body.note);
        return ok(null, '分配成功');
      },
    );

    app.get(
      '/v1/company/points/applications',
      {
        schema: {
          tags: ['company-admin'],
          summary: '成员的制作栗申请',
          querystring: z.strictObject({
            enterpriseId,
            status: z.coerce.number().int().min(1).max(4).optional(),
            ...pageQuery,
          }),
          response: { 200: envelopeOf(pageOf(pointsApplicationSchema)) },
        },
        config: { roles: companyRoles },
      },
      async (request) => {
        const { enterpriseId: requested, ...filter } = request.query;
        const scope = companyScope(requireActor(request.actor), requested);
        return ok(await listPointsApplications(ctx.db, { enterpriseId: scope, ...filter }));
      },
    );

    app.post(
      '/v1/company/points/applications/review',
      {
        schema: {
          tags: ['company-admin'],
          summary: '审核制作栗申请（通过即从企业池发放，可少于申请数量）',
          body: z.strictObject({
            enterpriseId,
            id: z.number().int().positive(),
            action: z.enum(['approve', 'reject']),
            grantedAmount: amount.optional(),
            note: z.string().trim().max(200).optional(),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
        config: { roles: companyRoles },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const { enterpriseId: requested, ...input } = request.body;
        await reviewPointsApplication(ctx, actor, companyScope(actor, requested), input);
        return ok(null, '操作成功');
      },
    );

    app.post(
      '/v1/platform/enterprises/:id/points',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '为企业制作栗池充值',
          params: z.strictObject({ id: z.coerce.number().int().positive() }),
          body: z.strictObject({ amount, note }),
          response: { 200: envelopeOf(z.null()) },
        },
        config: { roles: PLATFORM_ADMIN_ROLES },
      },
      async (request) => {
        await creditEnterprisePool(
          ctx,
          requireActor(request.actor),
          request.params.id,
          request.body.amount,
          request.body.note,
        );
        return ok(null, '充值成功');
      },
    );
  };
}
