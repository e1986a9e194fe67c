import { isFinalTaskStatus, type TaskView } from '@lizi/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTask } from '../api/task.api';

/**
 * A task shown inside another view (a shot, a voiced line) that the server summarised when the view was read.
 * While that summary says the task runs, the task cache — fed by the stream's `task` events — gives its live
 * state; once the live task has ended, the view is read again, because what the view shows next (the new
 * picture, the new voice) is the server's to work out.
 *
 * The view is refetched whenever the summary is behind the live task, not only after seeing the task run:
 * a fast provider can finish before the view's first read after the submit, and then no running state is
 * ever seen.
 */
export function useFollowedTask<T extends { id: string; status: number }>(
  summary: T | null,
  viewKey: QueryKey,
): T | TaskView | null {
  const running = summary && !isFinalTaskStatus(summary.status) ? summary.id : null;
  const live = useTask(running);
  const settled = running && live.data && isFinalTaskStatus(live.data.status) ? running : null;
  const queryClient = useQueryClient();
  const key = JSON.stringify(viewKey);
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
  }, [settled, key, queryClient]);
  return running && live.data ? live.data : summary;
}
