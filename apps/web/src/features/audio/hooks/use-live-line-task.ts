import type { VoiceLineTask } from '@lizi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTask } from '../../tasks';
import { audioKeys } from '../api/audio-keys';

const isFinal = (status: number) => status === 2 || status === 3;

/**
 * A line's voicing task as it is now: `task` events of the stream land in the task cache (useTaskEvents in the
 * workspace), so progress follows live. When the task ends the lines are read again, because the server is
 * what records the new voice as the line's audio.
 */
export function useLiveLineTask(scriptId: string, initial: VoiceLineTask | null): VoiceLineTask | null {
  const running = initial && !isFinal(initial.status) ? initial.id : null;
  const live = useTask(running);
  const task: VoiceLineTask | null =
    running && live.data
      ? {
          id: live.data.id,
          status: live.data.status,
          progress: live.data.progress,
          errorMsg: live.data.errorMsg,
        }
      : initial;
  const queryClient = useQueryClient();
  const wasRunning = useRef(false);
  const final = task ? isFinal(task.status) : true;
  useEffect(() => {
    if (!final) wasRunning.current = true;
    else if (wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: audioKeys.voicing(scriptId) });
    }
  }, [final, queryClient, scriptId]);
  return task;
}
