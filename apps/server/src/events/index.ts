import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { EventBus } from './event-bus';
import { createLocalEventBus } from './local-event-bus';
import { createPgEventBus } from './pg-event-bus';

export type { EventBus, UserEvent, UserEventListener } from './event-bus';

export function openEventBus(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<EventBus> {
  if (handle.driver === 'postgres' && handle.url && handle.pool)
    return createPgEventBus(handle.url, handle.pool, log);
  return Promise.resolve(createLocalEventBus());
}
