import type { TaskView } from '@lizi/shared';
import { useFollowedTask } from '../../tasks';
import { storyboardKeys } from '../api/storyboard-keys';

/** A shot's task as it is now; the storyboard is read again once it ends (see useFollowedTask). */
export function useLiveTask(scriptId: string, initial: TaskView | null): TaskView | null {
  return useFollowedTask(initial, storyboardKeys.board(scriptId)) as TaskView | null;
}
