import type { ScriptDetail, UpdateScriptBody } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeScript } from './script.api';

/** PATCH /v2/script/projects/:id (title, idea, aspect ratio, canvas). */
export async function updateScript(id: string, body: UpdateScriptBody): Promise<ScriptDetail> {
  return (await apiClient.patch<ScriptDetail>(`/v2/script/projects/${id}`, body)).data;
}

export function useUpdateScript(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateScriptBody) => updateScript(id, body),
    onSuccess: (s) => storeScript(queryClient, s),
  });
}
