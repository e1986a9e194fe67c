import type { TaskView } from '@lizi/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type TaskListFilter, tasksKeys } from './api/task-keys';
import type { TasksPage } from './api/tasks-list.api';

/** A stream payload is only trusted as a task when it has the fields every view reads. */
export function isTaskView(data: unknown): data is TaskView {
  if (typeof data !== 'object' || data === null) return false;
  const t = data as Partial<TaskView>;
  return (
    typeof t.id === 'string' &&
    typeof t.type === 'string' &&
    typeof t.status === 'number' &&
    typeof t.progress === 'number' &&
    Array.isArray(t.outputs)
  );
}

export function matchesFilter(task: TaskView, filter: TaskListFilter): boolean {
  return (
    (filter.status === undefined || filter.status === task.status) &&
    (filter.type === undefined || filter.type === task.type) &&
    (filter.mediaType === undefined || filter.mediaType === task.mediaType)
  );
}

/**
 * One task into the pages of one list, in place: an entry already loaded is replaced where it is (rows do not
 * jump while the person looks at them); a task newer than everything loaded and matching the filter goes on
 * top. Anything else is left for the next fetch of that list. Returns the same object when nothing changed.
 */
export function mergeTaskIntoPages(
  data: InfiniteData<TasksPage, number>,
  task: TaskView,
  filter: TaskListFilter,
): InfiniteData<TasksPage, number> {
  let found = false;
  const pages = data.pages.map((page) => {
    const index = page.items.findIndex((item) => item.id === task.id);
    if (index === -1) return page;
    found = true;
    const items = page.items.slice();
    items[index] = task;
    return { ...page, items };
  });
  if (found) return { ...data, pages };
  const first = data.pages[0];
  if (!first || !matchesFilter(task, filter)) return data;
  const newest = first.items[0];
  if (newest && newest.createAt > task.createAt) return data;
  return {
    ...data,
    pages: [{ items: [task, ...first.items], total: first.total + 1 }, ...data.pages.slice(1)],
  };
}

function findCached(queryClient: QueryClient, id: string): TaskView | undefined {
  const detail = queryClient.getQueryData<TaskView>(tasksKeys.detail(id));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<InfiniteData<TasksPage, number>>({
    queryKey: tasksKeys.lists,
  })) {
    for (const page of data?.pages ?? []) {
      const hit = page.items.find((item) => item.id === id);
      if (hit) return hit;
    }
  }
  return undefined;
}

let countTimer: ReturnType<typeof setTimeout> | null = null;

/** Status changes come in bursts (a batch finishing): one count refetch per burst, not one per event. */
function refreshActiveCountSoon(queryClient: QueryClient): void {
  if (countTimer) return;
  countTimer = setTimeout(() => {
    countTimer = null;
    void queryClient.invalidateQueries({ queryKey: tasksKeys.activeCount });
  }, 400);
}

/**
 * Writes a task (pushed by the stream, or returned by submit / cancel / retry) into every cache that shows
 * it — its detail entry and each loaded list — without refetching. Progress ticks change no status, so only a
 * status change (or a task seen for the first time) refreshes the running-task count.
 */
export function applyTaskUpdate(queryClient: QueryClient, task: TaskView): void {
  const previous = findCached(queryClient, task.id);
  // An older event arriving late must not roll a finished task back to "running".
  if (previous && isNewer(previous, task)) return;
  queryClient.setQueryData(tasksKeys.detail(task.id), task);
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<TasksPage, number>>({
    queryKey: tasksKeys.lists,
  })) {
    if (!data) continue;
    const filter = (key[2] ?? {}) as TaskListFilter;
    const next = mergeTaskIntoPages(data, task, filter);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  if (!previous || previous.status !== task.status) refreshActiveCountSoon(queryClient);
}

/** Final states never go back; within a state, progress only grows. */
export function isNewer(current: TaskView, incoming: TaskView): boolean {
  const rank = (t: TaskView) => (t.status >= 2 ? 2 : t.status);
  if (rank(current) !== rank(incoming)) return rank(current) > rank(incoming);
  return rank(current) < 2 && current.progress > incoming.progress;
}
