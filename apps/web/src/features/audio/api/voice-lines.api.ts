import type { VoiceLinesBody, VoiceLinesResult } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/** POST /v2/script/lines/voice: one gcaudio-tts task per line (all voiced lines when lineIds is absent). */
export function voiceLines(body: VoiceLinesBody): Promise<VoiceLinesResult> {
  return apiPost<VoiceLinesResult>('/v2/script/lines/voice', body);
}

/** POST /v2/script/lines/{lineId}/voice: re-voice one line. */
export function voiceOneLine(scriptId: string, lineId: string): Promise<VoiceLinesResult> {
  return apiPost<VoiceLinesResult>(`/v2/script/lines/${encodeURIComponent(lineId)}/voice`, { scriptId });
}

export function useVoiceLines(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineIds: string[] | null) =>
      lineIds?.length === 1
        ? voiceOneLine(scriptId, lineIds[0] as string)
        : voiceLines({ scriptId, ...(lineIds ? { lineIds } : {}) }),
    // The lines now name their new tasks: read them again so each row follows its task live.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioKeys.voicing(scriptId) }),
  });
}
