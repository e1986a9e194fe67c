import { buildCutBodySchema, CUT_KINDS, saveCutBodySchema } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { capcutZip, projectZip } from './cut-packages';
import { buildCut, cutSrt, exportCut, getCut, listCuts, removeCut, saveCut } from './cuts.service';
import { zipStream } from './zip-stream';

// Views are declared in packages/shared creation/cut-api.ts; the response schema only checks the envelope.
const anyData = envelopeOf(z.any());
const idParams = z.strictObject({ id: z.uuid({ error: '剪辑编号无效' }) });
/** RFC 5987 so Chinese titles survive as download names. */
const attachment = (name: string) =>
  `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** 成片剪辑与导出 (/media, /narration, /shortStudio). */
export function cutsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cuts'];
    app.get(
      '/v2/cuts',
      {
        schema: {
          tags,
          summary: '我的剪辑',
          querystring: z.strictObject({
            scriptId: z.uuid({ error: '剧本编号无效' }).optional(),
            kind: z.enum(CUT_KINDS, { error: '剪辑类型无效' }).optional(),
          }),
          response: { 200: anyData },
        },
      },
      async (request) => ok(await listCuts(ctx, requireActor(request.actor), request.query)),
    );
    app.post(
      '/v2/cuts/build',
      {
        schema: {
          tags,
          summary: '从剧本分镜生成时间线',
          body: buildCutBodySchema,
          response: { 200: anyData },
        },
      },
      async (request) => ok(await buildCut(ctx, requireActor(request.actor), request.body)),
    );
    app.get(
      '/v2/cuts/:id',
      { schema: { tags, summary: '剪辑详情', params: idParams, response: { 200: anyData } } },
      async (request) => ok(await getCut(ctx, requireActor(request.actor), request.params.id)),
    );
    app.put(
      '/v2/cuts/:id',
      {
        schema: {
          tags,
          summary: '保存剪辑',
          params: idParams,
          body: saveCutBodySchema,
          response: { 200: anyData },
        },
      },
      async (request) => ok(await saveCut(ctx, requireActor(request.actor), request.params.id, request.body)),
    );
    app.delete(
      '/v2/cuts/:id',
      { schema: { tags, summary: '删除剪辑', params: idParams, response: { 200: anyData } } },
      async (request) => {
        await removeCut(ctx, requireActor(request.actor), request.params.id);
        return ok(null);
      },
    );
    app.post(
      '/v2/cuts/:id/export',
      {
        schema: {
          tags,
          summary: '导出成片（提交一个视频合成任务）',
          params: idParams,
          body: z.strictObject({ idempotencyKey: z.string().min(1).max(100).optional() }).optional(),
          response: { 200: anyData },
        },
      },
      async (request) =>
        ok(
          await exportCut(ctx, requireActor(request.actor), request.params.id, request.body?.idempotencyKey),
        ),
    );
    app.get(
      '/v2/cuts/:id/srt',
      { schema: { tags, summary: '导出 SRT 字幕', params: idParams } },
      async (request, reply) => {
        const { title, srt } = await cutSrt(ctx, requireActor(request.actor), request.params.id);
        return reply
          .header('content-type', 'application/x-subrip; charset=utf-8')
          .header('content-disposition', attachment(`${title}.srt`))
          .send(srt);
      },
    );
    app.get(
      '/v2/cuts/:id/project.zip',
      { schema: { tags, summary: '导出项目包（剧本、镜头、配音、字幕、成片）', params: idParams } },
      async (request, reply) => {
        const { title, entries } = await projectZip(ctx, requireActor(request.actor), request.params.id);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachment(`${title}-项目包.zip`))
          .send(zipStream(entries));
      },
    );
    app.get(
      '/v2/cuts/:id/capcut.zip',
      { schema: { tags, summary: '导出剪映草稿', params: idParams } },
      async (request, reply) => {
        const { title, entries } = await capcutZip(ctx, requireActor(request.actor), request.params.id);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachment(`${title}-剪映草稿.zip`))
          .send(zipStream(entries));
      },
    );
  };
}
