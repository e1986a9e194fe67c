import { STREAM } from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireActor } from '../auth/actor';
import { toBalanceView } from './balance';
import { getBalance } from './points.service';

/** The browser's 3 s liveness timer needs a ping well inside it (spec §9). */
export const PING_INTERVAL_MS = 1_000;

/**
 * GET /api/v1/user/stream (spec §4, §7): text/event-stream with `ping` every second and `balance` whenever
 * the user's balance changes in any process (events/). The current balance is sent first so a reconnecting
 * client never shows a stale number.
 */
export function streamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      STREAM.path.replace(/^\/api/, ''),
      { schema: { tags: ['points'], summary: '实时事件流（ping、balance）' } },
      async (request, reply) => {
        const { userId } = requireActor(request.actor);
        const initial = await getBalance(ctx, userId);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        const send = (event: string, data: unknown) => {
          res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        };
        send('balance', initial);
        const ping = setInterval(() => send('ping', { t: Date.now() }), PING_INTERVAL_MS);
        const unsubscribe = ctx.events.subscribe(userId, (e) => {
          // Balance events carry the two buckets only (small NOTIFY payloads); the stream sends the full view.
          if (e.type === 'balance') {
            const b = e.data as { applyIntegral: number; giftIntegral: number };
            send('balance', toBalanceView(Number(b.applyIntegral), Number(b.giftIntegral)));
          } else send(e.type, e.data);
        });
        const close = () => {
          clearInterval(ping);
          unsubscribe();
        };
        request.raw.on('close', close);
        res.on('error', close);
      },
    );
  };
}
