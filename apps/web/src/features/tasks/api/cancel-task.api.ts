import type { TaskView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { applyTaskUpdate } from '../task-cache';

/** POST /v1/tasks/:id/cancel: a queued or running task stops and its cost is refunded. */
export function cancelTask(id: string): Promise<TaskView> {
  return apiPost<TaskView>(`/v1/tasks/${encodeURIComponent(id)}/cancel`);
}

export function useCancelTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelTask, onSuccess: (task) => applyTaskUpdate(queryClient, task) });
}
