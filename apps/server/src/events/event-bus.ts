/** A live event for one user's browser streams (spec §4 event stream: balance; issue 5 adds task). */
export interface UserEvent {
  type: 'balance' | 'task';
  data: unknown;
}

export type UserEventListener = (event: UserEvent) => void;

/**
 * Fan-out of user events to every process that holds a stream for that user. PostgreSQL: LISTEN/NOTIFY, so an
 * event published by a worker reaches a browser connected to another server. Embedded: in-process.
 */
export interface EventBus {
  publish(userId: number, event: UserEvent): Promise<void>;
  subscribe(userId: number, listener: UserEventListener): () => void;
  close(): Promise<void>;
}

/** Local listeners per user, shared by both implementations. */
export class ListenerRegistry {
  private readonly byUser = new Map<number, Set<UserEventListener>>();

  add(userId: number, listener: UserEventListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  dispatch(userId: number, event: UserEvent): void {
    for (const listener of this.byUser.get(userId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
