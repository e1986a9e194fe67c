import { isFinalTaskStatus, type TaskView } from '@lizi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTask } from '../../tasks';
import { storyboardKeys } from '../api/storyboard-keys';

/**
 * A shot's task as it is now: the stream writes task events into the task cache (useTaskEvents in the
 * workspace), so this follows progress live. When the task ends, the storyboard is refetched, because what
 * the shot shows (its newest result) is worked out by the server.
 */
export function useLiveTask(scriptId: string, initial: TaskView | null): TaskView | null {
  const running = initial && !isFinalTaskStatus(initial.status) ? initial.id : null;
  const live = useTask(running);
  const task = running && live.data ? live.data : initial;
  const queryClient = useQueryClient();
  const wasRunning = useRef(false);
  const final = task ? isFinalTaskStatus(task.status) : true;
  useEffect(() => {
    if (!final) wasRunning.current = true;
    else if (wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: storyboardKeys.board(scriptId) });
    }
  }, [final, queryClient, scriptId]);
  return task;
}
