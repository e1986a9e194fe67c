import type { ScriptVoicing, SetNarrationTimbreBody } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/** POST /v2/script/setNarrationTimbre → the script's voicing with the new narration voice. */
export function setNarrationTimbre(body: SetNarrationTimbreBody): Promise<ScriptVoicing> {
  return apiPost<ScriptVoicing>('/v2/script/setNarrationTimbre', body);
}

export function useSetNarrationTimbre(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timbreId: string) => setNarrationTimbre({ scriptId, timbreId }),
    onSuccess: (voicing) => queryClient.setQueryData(audioKeys.voicing(scriptId), voicing),
  });
}
