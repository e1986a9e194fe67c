import { listTasksQuerySchema, submitTaskBodySchema } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { fileViewSchema } from '../files/files.routes';
import { cancelTask, getTask, listOwnTasks, retryTask, submitTask, taskCatalogue } from './tasks.service';

const taskViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  mediaType: z.enum(['image', 'video', 'audio']),
  status: z.number(),
  progress: z.number(),
  count: z.number(),
  costPoints: z.number(),
  params: z.record(z.string(), z.unknown()),
  outputs: z.array(fileViewSchema.extend({ workId: z.string().nullable() })),
  provider: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMsg: z.string().nullable(),
  createAt: z.number(),
  finishAt: z.number().nullable(),
  retryOf: z.string().nullable(),
});

const idParams = z.strictObject({ id: z.uuid({ error: 'id：任务编号无效' }) });

/** Generation tasks (spec §3 task types, §4 progress): submit, follow, cancel, retry. */
export function tasksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['tasks'];
    app.get(
      '/v1/tasks/catalogue',
      {
        schema: {
          tags,
          summary: '可用的任务类型、单价与未配置原因',
          response: {
            200: envelopeOf(
              z.array(
                z.object({
                  type: z.string(),
                  label: z.string(),
                  capability: z.string(),
                  mediaType: z.enum(['image', 'video', 'audio']),
                  unitCost: z.number(),
                  maxCount: z.number(),
                  available: z.boolean(),
                  reason: z.string().nullable(),
                  providers: z.array(z.string()),
                }),
              ),
            ),
          },
        },
      },
      async () => ok(await taskCatalogue(ctx)),
    );
    app.post(
      '/v1/tasks',
      {
        schema: {
          tags,
          summary: '提交生成任务（预扣制作栗；余额不足返回 400403）',
          body: submitTaskBodySchema,
          response: { 200: envelopeOf(taskViewSchema) },
        },
      },
      async (request) => ok(await submitTask(ctx, requireActor(request.actor), request.body)),
    );
    app.get(
      '/v1/tasks',
      {
        schema: {
          tags,
          summary: '我的任务',
          querystring: listTasksQuerySchema,
          response: { 200: envelopeOf(z.object({ items: z.array(taskViewSchema), total: z.number() })) },
        },
      },
      async (request) => ok(await listOwnTasks(ctx, requireActor(request.actor), request.query)),
    );
    app.get(
      '/v1/tasks/:id',
      {
        schema: {
          tags,
          summary: '任务详情',
          params: idParams,
          response: { 200: envelopeOf(taskViewSchema) },
        },
      },
      async (request) => ok(await getTask(ctx, requireActor(request.actor), request.params.id)),
    );
    app.post(
      '/v1/tasks/:id/cancel',
      {
        schema: {
          tags,
          summary: '取消任务（退还制作栗）',
          params: idParams,
          response: { 200: envelopeOf(taskViewSchema) },
        },
      },
      async (request) => ok(await cancelTask(ctx, requireActor(request.actor), request.params.id)),
    );
    app.post(
      '/v1/tasks/:id/retry',
      {
        schema: {
          tags,
          summary: '重试失败的任务（新任务，重新扣费）',
          params: idParams,
          response: { 200: envelopeOf(taskViewSchema) },
        },
      },
      async (request) => ok(await retryTask(ctx, requireActor(request.actor), request.params.id)),
    );
  };
}
