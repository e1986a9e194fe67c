import { PLATFORM_ADMIN_ROLES } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { pageOf, pageQuery } from '../../lib/pagination';
import { requireActor } from '../auth/actor';
import { PHONE_PATTERN } from '../auth/sms-code.service';
import {
  changeEnterpriseStatus,
  createEnterprise,
  listAllEnterprises,
  listApplications,
  reviewEnterpriseApplication,
  setAutoIssue,
} from './platform-admin.service';

const config = { roles: PLATFORM_ADMIN_ROLES };
const idParams = z.strictObject({ id: z.coerce.number().int().positive() });

const enterpriseSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  autoIssue: z.boolean(),
  pointsPool: z.number(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  memberCount: z.number(),
  createdAt: z.date(),
});

/** Platform back office: companies and the applications to open new ones. */
export function platformAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/platform/enterprises',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '企业列表（status 0 全部 1 正常 2 停用 3 删除）',
          querystring: z.strictObject({
            status: z.coerce.number().int().min(0).max(3).default(0),
            keyword: z.string().trim().max(50).optional(),
            ...pageQuery,
          }),
          response: { 200: envelopeOf(pageOf(enterpriseSchema)) },
        },
        config,
      },
      async (request) => ok(await listAllEnterprises(ctx, request.query)),
    );

    app.post(
      '/v1/platform/enterprises',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '新建企业',
          body: z.strictObject({
            name: z.string().trim().min(1, '请填写企业名称').max(50, '企业名称最多 50 个字'),
            contactName: z.string().trim().max(32).optional(),
            contactPhone: z.string().regex(PHONE_PATTERN, '请输入正确的手机号').optional(),
            autoIssue: z.boolean().default(false),
            superAdminUsername: z.string().trim().min(1).max(32).optional(),
          }),
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
        config,
      },
      async (request) => ok({ id: (await createEnterprise(ctx, request.body)).id }, '企业已创建'),
    );

    app.post(
      '/v1/platform/enterprises/:id/status',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '停用 / 删除 / 恢复企业',
          params: idParams,
          body: z.strictObject({ action: z.enum(['disable', 'delete', 'restore']) }),
          response: { 200: envelopeOf(z.null()) },
        },
        config,
      },
      async (request) => {
        await changeEnterpriseStatus(ctx, request.params.id, request.body.action);
        return ok(null, '操作成功');
      },
    );

    app.post(
      '/v1/platform/enterprises/:id/autoIssue',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '设置企业是否每日自动发放制作栗',
          params: idParams,
          body: z.strictObject({ autoIssue: z.boolean() }),
          response: { 200: envelopeOf(z.null()) },
        },
        config,
      },
      async (request) => {
        await setAutoIssue(ctx, request.params.id, request.body.autoIssue);
        return ok(null, '设置已保存');
      },
    );

    app.get(
      '/v1/platform/enterpriseApplications',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '企业开通申请列表',
          querystring: z.strictObject({
            status: z.coerce.number().int().min(1).max(4).optional(),
            ...pageQuery,
          }),
          response: {
            200: envelopeOf(
              pageOf(
                z.object({
                  id: z.number(),
                  name: z.string(),
                  contactName: z.string(),
                  contactPhone: z.string(),
                  reason: z.string(),
                  status: z.number(),
                  reviewNote: z.string().nullable(),
                  applicant: z.string(),
                  createdAt: z.date(),
                }),
              ),
            ),
          },
        },
        config,
      },
      async (request) => ok(await listApplications(ctx, request.query)),
    );

    app.post(
      '/v1/platform/enterpriseApplications/:id/review',
      {
        schema: {
          tags: ['platform-admin'],
          summary: '审核企业开通申请（通过即创建企业，申请人成为企业超级管理员）',
          params: idParams,
          body: z.strictObject({
            action: z.enum(['approve', 'reject']),
            note: z.string().trim().max(200).optional(),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
        config,
      },
      async (request) => {
        await reviewEnterpriseApplication(
          ctx,
          requireActor(request.actor),
          request.params.id,
          request.body.action,
          request.body.note,
        );
        return ok(null, '操作成功');
      },
    );
  };
}
