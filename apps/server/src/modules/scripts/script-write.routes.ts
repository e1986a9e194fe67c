import { aiWriteBodySchema, type ScriptWriteEvents } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isAppError } from '../../lib/app-error';
import { requireActor } from '../auth/actor';
import { claimScriptWrite, runScriptWrite } from './script-write.service';

/** Proxies drop a silent stream; the model may think for a while before its first token. */
const KEEPALIVE_MS = 15_000;

/**
 * POST …/:id/write answers with text/event-stream (the browser reads it with fetch + a stream reader, as
 * EventSource cannot POST). Refusals (no provider, too few points, a write already running) happen before
 * the stream opens and are ordinary JSON envelopes, so the web's global 400403 handling applies to them.
 * Closing the connection aborts the model call and refunds.
 */
export function scriptWriteRoute(ctx: AppContext, base: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${base}/:id/write`,
      {
        schema: {
          tags: ['scripts'],
          summary: 'AI 写剧本（text/event-stream：start、delta、done、error）',
          params: z.strictObject({ id: z.uuid({ error: 'id：剧本编号无效' }) }),
          body: aiWriteBodySchema,
        },
      },
      async (request, reply) => {
        const job = await claimScriptWrite(ctx, requireActor(request.actor), request.params.id);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        const controller = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) controller.abort(new Error('client closed the write stream'));
        });
        const send = <K extends keyof ScriptWriteEvents>(event: K, data: ScriptWriteEvents[K]) => {
          if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        };
        const keepalive = setInterval(() => !res.writableEnded && res.write(': keepalive\n\n'), KEEPALIVE_MS);
        send('start', { cost: job.cost });
        try {
          const script = await runScriptWrite(ctx, job, request.body, controller.signal, (text) =>
            send('delta', { text }),
          );
          send('done', { script });
        } catch (err) {
          send('error', {
            code: isAppError(err) ? err.code : 500001,
            msg: isAppError(err) ? err.message : '剧本生成失败，请稍后重试',
          });
        } finally {
          clearInterval(keepalive);
          res.end();
        }
      },
    );
  };
}
