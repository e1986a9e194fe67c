import type { VoiceLineTask } from '@lizi/shared';
import { useFollowedTask } from '../../tasks';
import { audioKeys } from '../api/audio-keys';

/** A line's voicing task as it is now; the lines are read again once it ends (see useFollowedTask). */
export function useLiveLineTask(scriptId: string, initial: VoiceLineTask | null): VoiceLineTask | null {
  const task: VoiceLineTask | null = useFollowedTask(initial, audioKeys.voicing(scriptId));
  return task && { id: task.id, status: task.status, progress: task.progress, errorMsg: task.errorMsg };
}
