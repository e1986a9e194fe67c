import { CUSTOM_STYLE_ID, styleFeedbackBodySchema } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { renderStylePreviewSvg, seedImageStyles } from '../../db/seed/image-styles.data';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import { insertStyleFeedback, listImageStyles, styleExists } from './image-styles.repository';

const styleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  previewUrl: z.string(),
  posterStyle: z.boolean(),
});

export function imageStylesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/aitools/image/styles',
      {
        schema: {
          tags: ['aitools'],
          summary: '图片风格列表',
          querystring: z.strictObject({ posterStyle: z.enum(['true', 'false']).optional() }),
          response: { 200: envelopeOf(z.object({ items: z.array(styleSchema) })) },
        },
      },
      async (request) => {
        const items = await listImageStyles(ctx.db, { posterOnly: request.query.posterStyle === 'true' });
        return ok({ items });
      },
    );

    // Feedback on a style (spec §7): stored for whoever tunes the style list; the custom style counts too.
    app.post(
      '/v1/aitools/styles/feedback',
      {
        schema: {
          tags: ['aitools'],
          summary: '画风反馈（喜欢 / 不喜欢 + 意见）',
          body: styleFeedbackBodySchema,
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const { styleId, rating, text } = request.body;
        if (styleId !== CUSTOM_STYLE_ID && !(await styleExists(ctx.db, styleId)))
          throw new AppError('VALIDATION_FAILED', 'styleId：画风不存在');
        return ok(
          await insertStyleFeedback(ctx.db, { userId: actor.userId, styleId, rating, text: text ?? '' }),
        );
      },
    );

    // Preview illustrations of the built-in styles, drawn from the same data the seed used.
    app.get(
      '/v1/aitools/image/styles/:id/preview.svg',
      {
        schema: {
          tags: ['aitools'],
          summary: '内置风格预览图',
          params: z.strictObject({ id: z.string().max(64) }),
        },
        config: { public: true },
      },
      async (request, reply) => {
        const style = seedImageStyles.find((s) => s.id === request.params.id);
        if (!style) throw new AppError('NOT_FOUND', '风格预览图不存在');
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(renderStylePreviewSvg(style));
      },
    );
  };
}
