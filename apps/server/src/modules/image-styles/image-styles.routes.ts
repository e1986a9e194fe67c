import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { renderStylePreviewSvg, seedImageStyles } from '../../db/seed/image-styles.data';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { listImageStyles } from './image-styles.repository';

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
