import type { CreationStep, ScriptDetail } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeScript } from './script.api';

/** PATCH /v2/script/projects/:id/step: the server checks the step's prerequisites (409 with the reason). */
export async function setScriptStep(id: string, step: CreationStep): Promise<ScriptDetail> {
  return (await apiClient.patch<ScriptDetail>(`/v2/script/projects/${id}/step`, { step })).data;
}

export function useSetScriptStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: CreationStep) => setScriptStep(id, step),
    onSuccess: (s) => storeScript(queryClient, s),
  });
}
