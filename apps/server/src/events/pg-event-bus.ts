import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type EventBus, ListenerRegistry, type UserEvent } from './event-bus';

const CHANNEL = 'lizi_user_events';
// NOTIFY payloads are limited to 8000 bytes; events carry ids and small numbers only.
const MAX_PAYLOAD = 7900;

/**
 * LISTEN on one dedicated connection per process; publish with pg_notify through the pool. The connection is
 * re-established with backoff if it drops, so a database restart does not silence live balances for good.
 */
export async function createPgEventBus(
  url: string,
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const registry = new ListenerRegistry();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { u, e } = JSON.parse(msg.payload) as { u: number; e: UserEvent };
        registry.dispatch(u, e);
      } catch (err) {
        log.warn({ err }, 'bad event payload');
      }
    });
    c.on('error', (err) => {
      log.warn({ err }, 'event bus connection lost');
      c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(), retryMs);
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
    retryMs = 500;
  };
  const reconnect = async () => {
    try {
      await connect();
    } catch (err) {
      retryMs = Math.min(retryMs * 2, 10_000);
      log.warn({ err, retryMs }, 'event bus reconnect failed');
      if (!closed) setTimeout(() => void reconnect(), retryMs);
    }
  };
  await connect();

  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ u: userId, e: event });
      if (payload.length > MAX_PAYLOAD) throw new Error('event payload too large for NOTIFY');
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: (userId, listener) => registry.add(userId, listener),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
