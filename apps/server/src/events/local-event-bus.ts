import { type EventBus, ListenerRegistry } from './event-bus';

/** The embedded setup has one process, so an in-memory registry is the whole bus. */
export function createLocalEventBus(): EventBus {
  const registry = new ListenerRegistry();
  return {
    async publish(userId, event) {
      // Deliver on the next tick, as a NOTIFY would, so publishers never run listener code inline.
      queueMicrotask(() => registry.dispatch(userId, event));
    },
    subscribe: (userId, listener) => registry.add(userId, listener),
    async close() {},
  };
}
