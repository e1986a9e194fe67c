/**
 * Fan-out of the user's event stream to any feature. The points feature owns the one SSE connection
 * (spec §4: a single stream per tab); other features listen here instead of opening their own, and never
 * depend on the points feature for it.
 */

/** Emitted (with null) by the stream owner on every successful (re)connect, so listeners can resync. */
export const STREAM_OPEN_EVENT = 'stream:open';

type StreamListener = (data: unknown) => void;

const listeners = new Map<string, Set<StreamListener>>();

/** Subscribes to one event type (`task`, `balance`, …); returns the unsubscribe function. */
export function onStreamEvent(type: string, listener: StreamListener): () => void {
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Called by the stream owner for every event it receives. A failing listener does not stop the others. */
export function emitStreamEvent(type: string, data: unknown): void {
  for (const listener of [...(listeners.get(type) ?? [])]) {
    try {
      listener(data);
    } catch (error) {
      console.error('[stream] listener failed', type, error);
    }
  }
}
