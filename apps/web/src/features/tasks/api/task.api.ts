import { isFinalTaskStatus, type TaskView } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { tasksKeys } from './task-keys';

/** Only a safety net: the stream pushes every change; this catches a stream that is down for a while. */
const FALLBACK_POLL_MS = 15_000;

/** GET /v1/tasks/:id */
export function fetchTask(id: string): Promise<TaskView> {
  return apiGet<TaskView>(`/v1/tasks/${encodeURIComponent(id)}`);
}

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tasksKeys.detail(id),
    queryFn: () => fetchTask(id),
    staleTime: 10_000,
    refetchInterval: (query) =>
      query.state.data && isFinalTaskStatus(query.state.data.status) ? false : FALLBACK_POLL_MS,
  });

/** One task, followed live (the stream writes into this cache entry). */
export function useTask(id: string | null | undefined) {
  return useQuery({ ...taskQueryOptions(id ?? ''), enabled: Boolean(id) });
}
