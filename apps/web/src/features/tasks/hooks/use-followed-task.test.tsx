// @vitest-environment jsdom
import type { TaskView } from '@lizi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tasksKeys } from '../api/task-keys';
import { useFollowedTask } from './use-followed-task';

const VIEW_KEY = ['storyboard', 'board', 'script-1'];
const summary = { id: 'task-1', status: 0 } as const;

function setup(liveStatus: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The stream already wrote the task's end into the cache before the view's summary was drawn.
  client.setQueryData(tasksKeys.detail('task-1'), { id: 'task-1', status: liveStatus } as TaskView);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { invalidate, wrapper };
}

describe('useFollowedTask', () => {
  it('reads the view again when the live task has ended though the summary never showed it running', async () => {
    const { invalidate, wrapper } = setup(2);
    const { result } = renderHook(() => useFollowedTask(summary, VIEW_KEY), { wrapper });
    expect(result.current?.status).toBe(2);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: VIEW_KEY }));
  });

  it('leaves the view alone while the task runs', async () => {
    const { invalidate, wrapper } = setup(1);
    const { result } = renderHook(() => useFollowedTask(summary, VIEW_KEY), { wrapper });
    expect(result.current?.status).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
