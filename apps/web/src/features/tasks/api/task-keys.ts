import type { TaskStatusValue } from '@lizi/shared';

/** What a task list is filtered by; part of its query key, so every filter has its own cache entry. */
export interface TaskListFilter {
  status?: TaskStatusValue;
  type?: string;
  mediaType?: 'image' | 'video' | 'audio';
}

/** Query keys of the tasks feature; the stream updates the entries under them in place (task-cache.ts). */
export const tasksKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (filter: TaskListFilter) => ['tasks', 'list', filter] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  activeCount: ['tasks', 'activeCount'] as const,
  catalogue: ['tasks', 'catalogue'] as const,
};
