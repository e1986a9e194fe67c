import type { FastifyBaseLogger } from 'fastify';
import { type EventBus, ListenerRegistry, type UserEvent } from './event-bus';

/** The NOTIFY channel of user events. SQL may notify it directly (the spend statement does). */
export const USER_EVENTS_CHANNEL = 'lizi_user_events';
// NOTIFY payloads are limited to 8000 bytes; events carry ids and small numbers only.
const MAX_PAYLOAD = 7900;

/** How a bus listens and notifies: a dedicated PostgreSQL connection, or the embedded PGlite instance. */
export interface NotifyTransport {
  listen(onPayload: (payload: string) => void): Promise<void>;
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Events travel as NOTIFY payloads `{u: userId, e: event}` on one channel. On PostgreSQL that reaches every
 * process; on PGlite it stays in the one process. Either way a NOTIFY issued inside a transaction is delivered
 * only if it commits, so a rolled-back change is never announced.
 */
export async function createNotifyEventBus(
  transport: NotifyTransport,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const registry = new ListenerRegistry();
  await transport.listen((payload) => {
    try {
      const { u, e } = JSON.parse(payload) as { u: number; e: UserEvent };
      registry.dispatch(u, e);
    } catch (err) {
      log.warn({ err }, 'bad event payload');
    }
  });
  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ u: userId, e: event });
      if (payload.length > MAX_PAYLOAD) throw new Error('event payload too large for NOTIFY');
      await transport.notify(payload);
    },
    subscribe: (userId, listener) => registry.add(userId, listener),
    close: () => transport.close(),
  };
}
