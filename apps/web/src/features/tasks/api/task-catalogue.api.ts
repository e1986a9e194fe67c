import type { TaskCatalogueItem, TaskType } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { tasksKeys } from './task-keys';

/** GET /v1/tasks/catalogue: which task types can run on this deployment, and why not when they cannot. */
export function fetchTaskCatalogue(): Promise<TaskCatalogueItem[]> {
  return apiGet<TaskCatalogueItem[]>('/v1/tasks/catalogue');
}

export const taskCatalogueQueryOptions = () =>
  queryOptions({ queryKey: tasksKeys.catalogue, queryFn: fetchTaskCatalogue, staleTime: 60_000 });

/** The catalogue entry of one type; `undefined` while loading or when the server does not list it. */
export function useTaskCatalogueItem(type: TaskType) {
  const query = useQuery(taskCatalogueQueryOptions());
  return { ...query, item: query.data?.find((entry) => entry.type === type) };
}
