import type { TaskView } from '@lizi/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { type TaskListFilter, tasksKeys } from './task-keys';

export interface TasksPage {
  items: TaskView[];
  total: number;
}

export const TASKS_PAGE_SIZE = 20;

/** GET /v1/tasks?type&status&mediaType&offset&limit, newest first. */
export function fetchTasks(
  filter: TaskListFilter,
  offset: number,
  limit = TASKS_PAGE_SIZE,
): Promise<TasksPage> {
  return apiGet<TasksPage>('/v1/tasks', { params: { ...filter, offset, limit } });
}

/** offset = tasks already loaded, as the points history pages. */
export function nextTasksOffset(pages: readonly TasksPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  const lastEmpty = (pages.at(-1)?.items.length ?? 0) === 0;
  return loaded < total && !lastEmpty ? loaded : undefined;
}

export const tasksListQueryOptions = (filter: TaskListFilter) =>
  infiniteQueryOptions({
    queryKey: tasksKeys.list(filter),
    queryFn: ({ pageParam }) => fetchTasks(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextTasksOffset(pages),
    // The stream keeps loaded pages current; a reopened drawer need not refetch at once.
    staleTime: 30_000,
  });

export function useTasksList(filter: TaskListFilter, enabled = true) {
  return useInfiniteQuery({ ...tasksListQueryOptions(filter), enabled });
}
