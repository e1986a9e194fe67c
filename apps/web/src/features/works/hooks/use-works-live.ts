import { TaskStatus } from '@lizi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onStreamEvent } from '../../../lib/stream-events';
import { worksKeys } from '../api/works-keys';

/**
 * While a works page is open, a task finishing anywhere (its `task` event with status 2) adds works: refetch
 * the lists once per burst of finishing tasks.
 */
export function useWorksLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = onStreamEvent('task', (data) => {
      const status = (data as { status?: unknown } | null)?.status;
      if (status !== TaskStatus.RESOLVED || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: worksKeys.lists });
      }, 600);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
