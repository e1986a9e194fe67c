import type { TaskView } from '@lizi/shared';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tasksKeys } from './api/task-keys';
import type { TasksPage } from './api/tasks-list.api';
import { applyTaskUpdate, isNewer, isTaskView, mergeTaskIntoPages } from './task-cache';

const task = (over: Partial<TaskView> = {}): TaskView => ({
  id: 't1',
  type: 'gcimg-storyboard-hd',
  typeLabel: '图片超分',
  mediaType: 'image',
  status: 1,
  progress: 10,
  count: 1,
  costPoints: 5,
  params: {},
  outputs: [],
  provider: 'local',
  errorCode: null,
  errorMsg: null,
  createAt: 100,
  finishAt: null,
  retryOf: null,
  ...over,
});

const pages = (...lists: TaskView[][]): InfiniteData<TasksPage, number> => ({
  pages: lists.map((items) => ({ items, total: lists.flat().length })),
  pageParams: lists.map((_, i) => i * 20),
});

describe('task cache', () => {
  it('recognises a task payload', () => {
    expect(isTaskView(task())).toBe(true);
    expect(isTaskView({ id: 'x' })).toBe(false);
    expect(isTaskView('task')).toBe(false);
  });

  it('replaces a loaded task where it is', () => {
    const data = pages(
      [task({ id: 'a', createAt: 300 }), task({ id: 't1' })],
      [task({ id: 'c', createAt: 50 })],
    );
    const next = mergeTaskIntoPages(data, task({ progress: 60 }), {});
    expect(next.pages[0]?.items[1]?.progress).toBe(60);
    expect(next.pages[0]?.items).toHaveLength(2);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('puts a new task on top only when it matches the filter and is the newest', () => {
    const data = pages([task({ id: 'a', createAt: 100 })]);
    const fresh = task({ id: 'n', createAt: 200, status: 0 });
    expect(mergeTaskIntoPages(data, fresh, {}).pages[0]?.items.map((t) => t.id)).toEqual(['n', 'a']);
    expect(mergeTaskIntoPages(data, fresh, {}).pages[0]?.total).toBe(2);
    expect(mergeTaskIntoPages(data, fresh, { status: 3 })).toBe(data);
    expect(mergeTaskIntoPages(data, task({ id: 'old', createAt: 10 }), {})).toBe(data);
  });

  it('never rolls a finished task back, nor progress backwards', () => {
    expect(isNewer(task({ status: 2, progress: 100 }), task({ status: 1, progress: 90 }))).toBe(true);
    expect(isNewer(task({ progress: 50 }), task({ progress: 40 }))).toBe(true);
    expect(isNewer(task({ progress: 50 }), task({ progress: 70 }))).toBe(false);
    expect(isNewer(task({ status: 1 }), task({ status: 3 }))).toBe(false);
  });

  it('writes an update into the detail and every loaded list without fetching', () => {
    const client = new QueryClient();
    client.setQueryData(tasksKeys.list({}), pages([task()]));
    client.setQueryData(tasksKeys.list({ status: 3 }), pages([]));
    applyTaskUpdate(client, task({ progress: 80 }));
    expect(client.getQueryData<TaskView>(tasksKeys.detail('t1'))?.progress).toBe(80);
    const all = client.getQueryData<InfiniteData<TasksPage, number>>(tasksKeys.list({}));
    expect(all?.pages[0]?.items[0]?.progress).toBe(80);
    applyTaskUpdate(client, task({ status: 3, progress: 80, errorMsg: '超时' }));
    const failed = client.getQueryData<InfiniteData<TasksPage, number>>(tasksKeys.list({ status: 3 }));
    expect(failed?.pages[0]?.items[0]?.errorMsg).toBe('超时');
    // A late progress event after the failure changes nothing.
    applyTaskUpdate(client, task({ progress: 90 }));
    expect(client.getQueryData<TaskView>(tasksKeys.detail('t1'))?.status).toBe(3);
  });
});
