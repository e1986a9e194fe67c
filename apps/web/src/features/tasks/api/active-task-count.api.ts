import { TaskStatus } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { tasksKeys } from './task-keys';
import type { TasksPage } from './tasks-list.api';

/** Queued + running tasks, for the header badge: two one-item pages of GET /v1/tasks, only their totals. */
export async function fetchActiveTaskCount(): Promise<number> {
  const [queued, running] = await Promise.all(
    [TaskStatus.NOT_STARTED, TaskStatus.IN_PROGRESS].map((status) =>
      apiGet<TasksPage>('/v1/tasks', { params: { status, offset: 0, limit: 1 } }),
    ),
  );
  return (queued?.total ?? 0) + (running?.total ?? 0);
}

export const activeTaskCountQueryOptions = () =>
  queryOptions({ queryKey: tasksKeys.activeCount, queryFn: fetchActiveTaskCount, staleTime: 30_000 });

export function useActiveTaskCount(enabled = true) {
  return useQuery({ ...activeTaskCountQueryOptions(), enabled });
}
