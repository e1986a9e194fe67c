import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { VIDEO_MAX_BYTES } from '../../media/upload-check';
import { requireActor } from '../auth/actor';
import { openForServe, saveUpload } from './files.service';

export const fileViewSchema = z.object({
  id: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration: z.number().nullable(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  name: z.string().nullable(),
});

/** Uploads (content-checked) and file delivery with ranges, for owners and signed URLs. */
export function filesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 4 } });

    app.post(
      '/v1/files',
      {
        schema: {
          tags: ['files'],
          summary: '上传文件（multipart 字段 file；按内容识别类型）',
          response: { 200: envelopeOf(fileViewSchema) },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const part = await request.file().catch(() => undefined);
        if (part?.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', 'file：请选择要上传的文件');
        const dir = await mkdtemp(join(tmpdir(), 'lizi-upload-'));
        const path = join(dir, 'upload');
        try {
          await pipeline(part.file, createWriteStream(path));
          if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'file：文件超过大小上限');
          return ok(await saveUpload(ctx, actor, { path, filename: part.filename }));
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );

    app.get(
      '/v1/files/:id',
      {
        schema: {
          tags: ['files'],
          summary: '读取文件（本人，或携带有效签名）',
          params: z.strictObject({ id: z.uuid({ error: 'id：文件编号无效' }) }),
          querystring: z.strictObject({
            variant: z.enum(['main', 'thumb', 'clean']).default('main'),
            exp: z.coerce.number().int().optional(),
            sig: z.string().max(64).optional(),
            download: z.enum(['0', '1']).optional(),
          }),
        },
        config: { public: true },
      },
      async (request, reply) => {
        const { variant, exp, sig, download } = request.query;
        const { row, key, mime } = await openForServe(ctx, request.actor, request.params.id, {
          variant,
          exp,
          sig,
        });
        const name = row.name ?? `${row.id}`;
        const disposition = `${download === '1' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(name)}`;
        const presigned = await ctx.storage.presignGet(
          key,
          600,
          download === '1' ? { downloadName: name } : undefined,
        );
        if (presigned) return reply.redirect(presigned, 302);
        const range = parseRange(request.headers.range);
        const stat = await ctx.storage.stat(key);
        if (!stat) throw new AppError('NOT_FOUND', '文件不存在');
        reply
          .header('content-type', mime)
          .header('content-disposition', disposition)
          .header('accept-ranges', 'bytes');
        reply.header('cache-control', 'private, max-age=3600');
        if (range && range.start < stat.size) {
          const end = Math.min(range.end ?? stat.size - 1, stat.size - 1);
          const { body } = await ctx.storage.get(key, { start: range.start, end });
          reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${end}/${stat.size}`)
            .header('content-length', end - range.start + 1);
          return reply.send(body);
        }
        const { body } = await ctx.storage.get(key);
        reply.header('content-length', stat.size);
        return reply.send(body);
      },
    );
  };
}

function parseRange(header: string | undefined): { start: number; end?: number } | null {
  const m = header ? /^bytes=(\d+)-(\d*)$/.exec(header) : null;
  if (!m) return null;
  return { start: Number(m[1]), end: m[2] ? Number(m[2]) : undefined };
}
