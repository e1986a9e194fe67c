import multipart from '@fastify/multipart';
import {
  addSceneBodySchema,
  createScriptBodySchema,
  lineEditBodySchema,
  reorderLinesBodySchema,
  SCRIPT_EXCEL_MAX_BYTES,
  sceneFieldsSchema,
  setStepBodySchema,
  updateScriptBodySchema,
} from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { pageQuery } from '../../lib/pagination';
import { requireActor } from '../auth/actor';
import {
  addScene,
  editHistory,
  editLine,
  removeScene,
  reorderLines,
  undoEdit,
  updateSceneFields,
} from './script-edits.service';
import { buildTemplate } from './script-excel';
import { scriptWriteRoute } from './script-write.routes';
import {
  createScript,
  deleteScript,
  getScript,
  importExcel,
  listOwnScripts,
  setStep,
  updateScriptSettings,
} from './scripts.service';

const idParams = z.strictObject({ id: z.uuid({ error: 'id：剧本编号无效' }) });
const sceneParams = idParams.extend({ sceneId: z.uuid({ error: 'sceneId：场次编号无效' }) });
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 剧本项目（创作流程的项目）与剧本内容: projects, stages, AI write, Excel, hand edits with undo. */
export function scriptsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: SCRIPT_EXCEL_MAX_BYTES, files: 1, fields: 2 } });
    const tags = ['scripts'];
    const base = '/v2/script/projects';

    app.post(base, { schema: { tags, summary: '新建剧本项目', body: createScriptBodySchema } }, async (req) =>
      ok(await createScript(ctx, requireActor(req.actor), req.body)),
    );
    app.get(
      base,
      { schema: { tags, summary: '我的剧本项目（最近更新在前）', querystring: z.strictObject(pageQuery) } },
      async (req) =>
        ok(await listOwnScripts(ctx, requireActor(req.actor), req.query.offset, req.query.limit)),
    );
    app.get(
      `${base}/:id`,
      { schema: { tags, summary: '剧本详情（分集、分场、台词）', params: idParams } },
      async (req) => ok(await getScript(ctx, requireActor(req.actor), req.params.id)),
    );
    app.patch(
      `${base}/:id`,
      { schema: { tags, summary: '修改剧本设置', params: idParams, body: updateScriptBodySchema } },
      async (req) => ok(await updateScriptSettings(ctx, requireActor(req.actor), req.params.id, req.body)),
    );
    app.delete(`${base}/:id`, { schema: { tags, summary: '删除剧本项目', params: idParams } }, async (req) =>
      ok(await deleteScript(ctx, requireActor(req.actor), req.params.id)),
    );
    app.patch(
      `${base}/:id/step`,
      {
        schema: { tags, summary: '进入创作步骤（检查前置条件）', params: idParams, body: setStepBodySchema },
      },
      async (req) => ok(await setStep(ctx, requireActor(req.actor), req.params.id, req.body.step)),
    );

    await app.register(scriptWriteRoute(ctx, base));

    app.get(
      '/v2/script/excel/template',
      { schema: { tags, summary: '下载剧本 Excel 导入模板' } },
      async (_req, reply) => {
        const data = await buildTemplate();
        return reply
          .header('content-type', XLSX_MIME)
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent('剧本导入模板.xlsx')}`,
          )
          .send(data);
      },
    );
    app.post(
      `${base}/:id/import`,
      { schema: { tags, summary: '导入 Excel 剧本（multipart 字段 file，替换现有内容）', params: idParams } },
      async (req) => {
        const actor = requireActor(req.actor);
        const part = await req.file().catch(() => undefined);
        if (part?.fieldname !== 'file')
          throw new AppError('VALIDATION_FAILED', 'file：请选择要导入的 Excel 文件');
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `file：Excel 文件不能超过 ${SCRIPT_EXCEL_MAX_BYTES / 1024 / 1024} MB`,
          );
        }
        return ok(await importExcel(ctx, actor, req.params.id, data));
      },
    );

    app.post(
      `${base}/:id/lines/edit`,
      {
        schema: {
          tags,
          summary: '编辑台词（replace / delete / add，可撤销）',
          params: idParams,
          body: lineEditBodySchema,
        },
      },
      async (req) => ok(await editLine(ctx, requireActor(req.actor), req.params.id, req.body)),
    );
    app.post(
      `${base}/:id/lines/reorder`,
      { schema: { tags, summary: '调整一场戏的台词顺序', params: idParams, body: reorderLinesBodySchema } },
      async (req) =>
        ok(
          await reorderLines(ctx, requireActor(req.actor), req.params.id, req.body.sceneId, req.body.lineIds),
        ),
    );
    app.post(
      `${base}/:id/scenes`,
      { schema: { tags, summary: '添加场次', params: idParams, body: addSceneBodySchema } },
      async (req) => ok(await addScene(ctx, requireActor(req.actor), req.params.id, req.body)),
    );
    app.patch(
      `${base}/:id/scenes/:sceneId`,
      { schema: { tags, summary: '修改场次', params: sceneParams, body: sceneFieldsSchema } },
      async (req) =>
        ok(
          await updateSceneFields(ctx, requireActor(req.actor), req.params.id, req.params.sceneId, req.body),
        ),
    );
    app.delete(
      `${base}/:id/scenes/:sceneId`,
      { schema: { tags, summary: '删除场次（连同台词，可撤销）', params: sceneParams } },
      async (req) => ok(await removeScene(ctx, requireActor(req.actor), req.params.id, req.params.sceneId)),
    );
    app.get(
      `${base}/:id/edits`,
      { schema: { tags, summary: '修改记录（最新在前）', params: idParams } },
      async (req) => ok(await editHistory(ctx, requireActor(req.actor), req.params.id)),
    );
    app.post(
      `${base}/:id/edits/undo`,
      { schema: { tags, summary: '撤销最近一次修改', params: idParams } },
      async (req) => ok(await undoEdit(ctx, requireActor(req.actor), req.params.id)),
    );
  };
}
