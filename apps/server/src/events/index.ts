import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { EventBus } from './event-bus';
import { createNotifyEventBus } from './notify-event-bus';
import { pgliteTransport, postgresTransport } from './transports';

export type { EventBus, UserEvent, UserEventListener } from './event-bus';
export { USER_EVENTS_CHANNEL } from './notify-event-bus';

export function openEventBus(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<EventBus> {
  if (handle.driver === 'postgres' && handle.url && handle.pool) {
    return createNotifyEventBus(postgresTransport(handle.url, handle.pool, log), log);
  }
  if (!handle.pglite) throw new Error('embedded database handle without a PGlite instance');
  return createNotifyEventBus(pgliteTransport(handle.pglite), log);
}
