import {
  chooseFileBodySchema,
  draftStoryboardBodySchema,
  generateShotImagesBodySchema,
  generateShotVideosBodySchema,
  insertShotBodySchema,
  renumberShotsBodySchema,
  reorderShotsBodySchema,
  type ShotBatchResult,
  type ShotView,
  type StoryboardView,
  shotEditableSchema,
  type VideoModelList,
} from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { generateShotImages, generateShotVideos } from './shot-media.service';
import {
  chooseShotFile,
  editShot,
  getStoryboard,
  insertShot,
  removeShot,
  renumberShots,
  reorderShots,
} from './shots.service';
import { draftStoryboard } from './storyboard-draft.service';
import { listVideoModels } from './video-models';

// The views are documented in packages/shared/src/creation/storyboard-api.ts; the envelope passes them whole.
const viewOf = <T>(shape: z.ZodRawShape) => z.looseObject(shape) as unknown as z.ZodType<T>;
const storyboardSchema = envelopeOf(viewOf<StoryboardView>({ shots: z.array(z.looseObject({})) }));
const shotSchema = envelopeOf(viewOf<ShotView>({ id: z.string() }));
const batchSchema = envelopeOf(
  viewOf<ShotBatchResult>({ submitted: z.array(z.looseObject({})), cost: z.number() }),
);
const shotParams = z.strictObject({ id: z.uuid({ error: 'id：镜头编号无效' }) });

/** 分镜与分镜视频 (issue 6 §4–§5). Rules live in the services; every call is scoped to the caller's script. */
export function storyboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['storyboard'];
    const actorOf = (request: { actor: Parameters<typeof requireActor>[0] }) => requireActor(request.actor);

    app.get(
      '/v2/storyboard/shots',
      {
        schema: {
          tags,
          summary: '剧本的分镜（镜头、任务状态、所选画面与视频）',
          querystring: z.strictObject({ scriptId: z.uuid({ error: 'scriptId：剧本编号无效' }) }),
          response: { 200: storyboardSchema },
        },
      },
      async (request) => ok(await getStoryboard(ctx, actorOf(request), request.query.scriptId)),
    );
    app.post(
      '/v2/storyboard/shots',
      {
        schema: {
          tags,
          summary: '在指定位置插入镜头',
          body: insertShotBodySchema,
          response: { 200: storyboardSchema },
        },
      },
      async (request) => ok(await insertShot(ctx, actorOf(request), request.body)),
    );
    app.patch(
      '/v2/storyboard/shots/:id',
      {
        schema: {
          tags,
          summary: '编辑镜头',
          params: shotParams,
          body: shotEditableSchema,
          response: { 200: shotSchema },
        },
      },
      async (request) => ok(await editShot(ctx, actorOf(request), request.params.id, request.body)),
    );
    app.delete(
      '/v2/storyboard/shots/:id',
      {
        schema: {
          tags,
          summary: '删除镜头（后续镜头前移）',
          params: shotParams,
          response: { 200: storyboardSchema },
        },
      },
      async (request) => ok(await removeShot(ctx, actorOf(request), request.params.id)),
    );
    app.post(
      '/v2/storyboard/shots/reorder',
      {
        schema: {
          tags,
          summary: '调整镜头顺序（给出完整新顺序）',
          body: reorderShotsBodySchema,
          response: { 200: storyboardSchema },
        },
      },
      async (request) => ok(await reorderShots(ctx, actorOf(request), request.body)),
    );
    app.post(
      '/v2/storyboard/shots/renumber',
      {
        schema: {
          tags,
          summary: '重新编号（1..n）',
          body: renumberShotsBodySchema,
          response: { 200: storyboardSchema },
        },
      },
      async (request) => ok(await renumberShots(ctx, actorOf(request), request.body.scriptId)),
    );
    for (const kind of ['image', 'video'] as const) {
      app.post(
        `/v2/storyboard/shots/:id/${kind}/choose`,
        {
          schema: {
            tags,
            summary: kind === 'image' ? '选择镜头画面（生成结果或自己上传的图片）' : '选择镜头视频',
            params: shotParams,
            body: chooseFileBodySchema,
            response: { 200: shotSchema },
          },
        },
        async (request) =>
          ok(await chooseShotFile(ctx, actorOf(request), request.params.id, kind, request.body)),
      );
    }
    app.post(
      '/v2/storyboard/draft',
      {
        schema: {
          tags,
          summary: 'AI 拆分镜（按 gcimg-promptv3-auto 扣费，失败退还）',
          body: draftStoryboardBodySchema,
          response: { 200: storyboardSchema },
        },
      },
      async (request) => ok(await draftStoryboard(ctx, actorOf(request), request.body)),
    );
    app.post(
      '/v2/storyboard/images',
      {
        schema: {
          tags,
          summary: '批量生成镜头画面（全部或所选；余额不足整批不提交）',
          body: generateShotImagesBodySchema,
          response: { 200: batchSchema },
        },
      },
      async (request) => ok(await generateShotImages(ctx, actorOf(request), request.body)),
    );
    app.post(
      '/v2/storyboard/videos',
      {
        schema: {
          tags,
          summary: '批量生成镜头视频（图生视频；单独重试失败的镜头）',
          body: generateShotVideosBodySchema,
          response: { 200: batchSchema },
        },
      },
      async (request) => ok(await generateShotVideos(ctx, actorOf(request), request.body)),
    );
    app.get(
      '/v1/aitools/video/model/list',
      {
        schema: {
          tags,
          summary: '可用的视频模型（按已配置的模型服务）',
          response: {
            200: envelopeOf(
              viewOf<VideoModelList>({ items: z.array(z.looseObject({})), hint: z.string().nullable() }),
            ),
          },
        },
      },
      async () => ok(await listVideoModels(ctx)),
    );
  };
}
