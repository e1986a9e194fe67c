import {
  roleCreateBodySchema,
  roleCreateByAiBodySchema,
  roleEditByAiBodySchema,
  roleIdBodySchema,
  roleIdQuerySchema,
  roleReplaceBodySchema,
  roleRetryBodySchema,
  roleSaveBodySchema,
  roleUpdateTimbreBodySchema,
  scriptIdQuerySchema,
  setImageStyleBodySchema,
} from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { REF_OPTIONS } from './ref-options';
import {
  createRoleImageByAi,
  editRoleImageByAi,
  replaceRoleImage,
  retryRoleImage,
  roleImageHistory,
  roleImageHistoryItem,
} from './role-images.service';
import {
  createRole,
  listRoleImages,
  listRoles,
  referenceList,
  removeRole,
  roleImageStyles,
  saveRole,
  setImageStyle,
  updateRoleTimbre,
} from './roles.service';

/** 角色与画风: the /v2/script/roles… and style calls of spec §7 (shapes in packages/shared role-api.ts). */
export function rolesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['roles'];
    const base = '/v2/script/roles';

    app.get(
      `${base}/list`,
      { schema: { tags, summary: '剧本的角色', querystring: scriptIdQuerySchema } },
      async (req) => ok({ items: await listRoles(ctx, requireActor(req.actor), req.query.scriptId) }),
    );
    app.get(
      `${base}/image/list`,
      { schema: { tags, summary: '角色形象与最新生成任务', querystring: scriptIdQuerySchema } },
      async (req) => ok({ items: await listRoleImages(ctx, requireActor(req.actor), req.query.scriptId) }),
    );
    app.post(
      `${base}/create`,
      { schema: { tags, summary: '手动添加角色', body: roleCreateBodySchema } },
      async (req) => ok(await createRole(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      `${base}/save`,
      { schema: { tags, summary: '保存角色设定与参考', body: roleSaveBodySchema } },
      async (req) => ok(await saveRole(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      `${base}/delete`,
      { schema: { tags, summary: '删除角色', body: roleIdBodySchema } },
      async (req) => ok(await removeRole(ctx, requireActor(req.actor), req.body.roleId)),
    );
    app.post(
      `${base}/updateTimbre`,
      { schema: { tags, summary: '设置角色音色', body: roleUpdateTimbreBodySchema } },
      async (req) =>
        ok(await updateRoleTimbre(ctx, requireActor(req.actor), req.body.roleId, req.body.timbreId)),
    );
    app.post(
      `${base}/image/createByAi`,
      { schema: { tags, summary: 'AI 生成角色形象（扣制作栗）', body: roleCreateByAiBodySchema } },
      async (req) => ok(await createRoleImageByAi(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      `${base}/image/editByAi`,
      { schema: { tags, summary: 'AI 修改角色形象（扣制作栗）', body: roleEditByAiBodySchema } },
      async (req) => ok(await editRoleImageByAi(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      `${base}/image/retry`,
      { schema: { tags, summary: '重新生成（新任务，再次扣制作栗）', body: roleRetryBodySchema } },
      async (req) => ok(await retryRoleImage(ctx, requireActor(req.actor), req.body.roleId, req.body.hisId)),
    );
    app.post(
      `${base}/image/replace`,
      { schema: { tags, summary: '选用生成结果或上传图片作为角色形象', body: roleReplaceBodySchema } },
      async (req) => ok(await replaceRoleImage(ctx, requireActor(req.actor), req.body)),
    );
    app.get(
      `${base}/image/gcHistory`,
      { schema: { tags, summary: '角色形象生成记录', querystring: roleIdQuerySchema } },
      async (req) => ok({ items: await roleImageHistory(ctx, requireActor(req.actor), req.query.roleId) }),
    );
    app.get(
      `${base}/image/gcHistory/:hisId`,
      {
        schema: {
          tags,
          summary: '一条生成记录',
          params: z.strictObject({ hisId: z.uuid({ error: 'hisId：生成记录编号无效' }) }),
        },
      },
      async (req) => ok(await roleImageHistoryItem(ctx, requireActor(req.actor), req.params.hisId)),
    );
    app.get(`${base}/refOptions`, { schema: { tags, summary: '参考参数控件' } }, async (req) => {
      requireActor(req.actor);
      return ok(REF_OPTIONS);
    });
    app.get(
      `${base}/refList`,
      { schema: { tags, summary: '镜头可用的参考图', querystring: scriptIdQuerySchema } },
      async (req) => ok(await referenceList(ctx, requireActor(req.actor), req.query.scriptId)),
    );
    app.get(`${base}/imageStyles`, { schema: { tags, summary: '角色画风（含自定义风格）' } }, async (req) => {
      requireActor(req.actor);
      return ok({ items: await roleImageStyles(ctx) });
    });
    app.post(
      '/v2/script/setImageStyle',
      {
        schema: {
          tags,
          summary: '设置剧本画风（CUSTOM_STYEL 需填写风格描述）',
          body: setImageStyleBodySchema,
        },
      },
      async (req) => ok(await setImageStyle(ctx, requireActor(req.actor), req.body)),
    );
  };
}
