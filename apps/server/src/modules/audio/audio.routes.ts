import { setNarrationTimbreBodySchema, voiceLinesBodySchema } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import {
  scriptVoicing,
  setScriptNarrationTimbre,
  timbreDetail,
  timbreStyles,
  voiceLines,
} from './audio.service';

// Views are declared in packages/shared creation/audio-api.ts; the response schema only checks the envelope.
const anyData = envelopeOf(z.any());

/** 音色与配音 (spec §7 aitools audio calls; line voicing of the creation pipeline). */
export function audioRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['audio'];
    app.get(
      '/v1/aitools/audio/timbre/styles',
      { schema: { tags, summary: '音色库（按风格分组）', response: { 200: anyData } } },
      async (request) => {
        requireActor(request.actor);
        return ok(await timbreStyles(ctx));
      },
    );
    app.get(
      '/v1/aitools/audio/timbre/:id',
      {
        schema: {
          tags,
          summary: '音色详情与试听（首次请求时生成试听）',
          params: z.strictObject({ id: z.string().min(1).max(64) }),
          response: { 200: anyData },
        },
      },
      async (request) => {
        requireActor(request.actor);
        return ok(await timbreDetail(ctx, request.params.id));
      },
    );
    app.get(
      '/v2/script/lines/audio',
      {
        schema: {
          tags,
          summary: '剧本台词与配音',
          querystring: z.strictObject({ scriptId: z.uuid({ error: '剧本编号无效' }) }),
          response: { 200: anyData },
        },
      },
      async (request) => ok(await scriptVoicing(ctx, requireActor(request.actor), request.query.scriptId)),
    );
    app.post(
      '/v2/script/lines/voice',
      {
        schema: {
          tags,
          summary: '为台词配音（每句一个配音任务）',
          body: voiceLinesBodySchema,
          response: { 200: anyData },
        },
      },
      async (request) => ok(await voiceLines(ctx, requireActor(request.actor), request.body)),
    );
    app.post(
      '/v2/script/lines/:lineId/voice',
      {
        schema: {
          tags,
          summary: '重新为一句台词配音',
          params: z.strictObject({ lineId: z.uuid({ error: '台词编号无效' }) }),
          body: z.strictObject({ scriptId: z.uuid({ error: '剧本编号无效' }) }),
          response: { 200: anyData },
        },
      },
      async (request) =>
        ok(
          await voiceLines(ctx, requireActor(request.actor), {
            scriptId: request.body.scriptId,
            lineIds: [request.params.lineId],
          }),
        ),
    );
    app.post(
      '/v2/script/setNarrationTimbre',
      {
        schema: {
          tags,
          summary: '设置旁白音色',
          body: setNarrationTimbreBodySchema,
          response: { 200: anyData },
        },
      },
      async (request) => ok(await setScriptNarrationTimbre(ctx, requireActor(request.actor), request.body)),
    );
  };
}
