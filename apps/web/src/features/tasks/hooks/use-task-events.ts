import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onStreamEvent, STREAM_OPEN_EVENT } from '../../../lib/stream-events';
import { tasksKeys } from '../api/task-keys';
import { applyTaskUpdate, isTaskView } from '../task-cache';

/** Data younger than this was fetched after the (re)connect anyway: refetching it would only double the load. */
const RESYNC_MIN_AGE_MS = 3_000;

let users = 0;
let unsubscribe: (() => void) | null = null;

function subscribe(queryClient: QueryClient): () => void {
  const offTask = onStreamEvent('task', (data) => {
    if (isTaskView(data)) applyTaskUpdate(queryClient, data);
  });
  // Events sent while the stream was down are lost: after a reconnect, refetch what may have missed them.
  const offOpen = onStreamEvent(STREAM_OPEN_EVENT, () => {
    void queryClient.invalidateQueries({
      queryKey: tasksKeys.all,
      predicate: (query) => Date.now() - query.state.dataUpdatedAt > RESYNC_MIN_AGE_MS,
    });
  });
  return () => {
    offTask();
    offOpen();
  };
}

/**
 * `task` events of the user's stream → the TanStack caches. Every component that shows live tasks calls
 * this; one subscription serves them all, and it ends when the last of them unmounts.
 */
export function useTaskEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    users += 1;
    unsubscribe ??= subscribe(queryClient);
    return () => {
      users -= 1;
      if (users === 0) {
        unsubscribe?.();
        unsubscribe = null;
      }
    };
  }, [queryClient]);
}
