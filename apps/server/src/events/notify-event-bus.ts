import type { FastifyBaseLogger } from 'fastify';
import { type EventBus, ListenerRegistry, type UserEvent } from './event-bus';

/** The NOTIFY channel of user events. */
export const USER_EVENTS_CHANNEL = 'lizi_user_events';
// NOTIFY payloads are limited to 8000 bytes; events carry ids and small numbers only.
const MAX_PAYLOAD = 7900;

/** How a bus listens and notifies: a dedicated PostgreSQL connection, or the embedded PGlite instance. */
export interface NotifyTransport {
  listen(onPayload: (payload: string) => void): Promise<void>;
  /** Sends several payloads in one statement. */
  notify(payloads: string[]): Promise<void>;
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
  // Events published in the same turn of the event loop go out in one NOTIFY statement: every NOTIFY takes
  // PostgreSQL's global notify lock at commit, so one statement per burst instead of one per event keeps busy
  // spend traffic from queueing on it. Only a user's latest balance in a burst matters; older ones are dropped.
  let pending: { key: string | null; payload: string }[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    const batch = pending;
    pending = [];
    flushing = null;
    await transport.notify(batch.map((p) => p.payload));
  };
  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ u: userId, e: event });
      if (payload.length > MAX_PAYLOAD) throw new Error('event payload too large for NOTIFY');
      const key = event.type === 'balance' ? `balance:${userId}` : null;
      if (key) pending = pending.filter((p) => p.key !== key);
      pending.push({ key, payload });
      flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
      await flushing;
    },
    subscribe: (userId, listener) => registry.add(userId, listener),
    close: () => transport.close(),
  };
}
