import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type NotifyTransport, USER_EVENTS_CHANNEL } from './notify-event-bus';

/** One statement, one commit, for a whole batch of events. */
const NOTIFY_MANY = 'select pg_notify($1, p) from unnest($2::text[]) as p';

/**
 * LISTEN on one dedicated connection per process, NOTIFY through the pool. The connection is re-established
 * with backoff if it drops, so a database restart does not silence live balances for good.
 */
export function postgresTransport(url: string, pool: pg.Pool, log: FastifyBaseLogger): NotifyTransport {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let deliver: (payload: string) => void = () => undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === USER_EVENTS_CHANNEL && msg.payload) deliver(msg.payload);
    });
    c.on('error', (err) => {
      log.warn({ err }, 'event bus connection lost');
      c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(), retryMs);
    });
    await c.connect();
    await c.query(`listen ${USER_EVENTS_CHANNEL}`);
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

  return {
    async listen(onPayload) {
      deliver = onPayload;
      await connect();
    },
    async notify(payloads) {
      await pool.query(NOTIFY_MANY, [USER_EVENTS_CHANNEL, payloads]);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite delivers NOTIFY to its own listeners in-process. */
export function pgliteTransport(pglite: PGlite): NotifyTransport {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async listen(onPayload) {
      unlisten = await pglite.listen(USER_EVENTS_CHANNEL, onPayload);
    },
    async notify(payloads) {
      await pglite.query(NOTIFY_MANY, [USER_EVENTS_CHANNEL, payloads]);
    },
    async close() {
      await unlisten?.().catch(() => undefined);
    },
  };
}
