import type { SubmitTaskBody, TaskView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { applyTaskUpdate } from '../task-cache';

/** POST /v1/tasks: the cost is reserved at once (400403 when short, handled by the global hook). */
export function submitTask(body: SubmitTaskBody): Promise<TaskView> {
  return apiPost<TaskView>('/v1/tasks', body);
}

/** A fresh key for one submit: a network retry of the same submit is charged once (DESIGN.md §5). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useSubmitTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTask,
    onSuccess: (task) => applyTaskUpdate(queryClient, task),
  });
}
