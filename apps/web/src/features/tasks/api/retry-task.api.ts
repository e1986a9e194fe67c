import type { TaskView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { applyTaskUpdate } from '../task-cache';

/** POST /v1/tasks/:id/retry: a failed task runs again as a new task, charged again. */
export function retryTask(id: string): Promise<TaskView> {
  return apiPost<TaskView>(`/v1/tasks/${encodeURIComponent(id)}/retry`);
}

export function useRetryTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryTask, onSuccess: (task) => applyTaskUpdate(queryClient, task) });
}
