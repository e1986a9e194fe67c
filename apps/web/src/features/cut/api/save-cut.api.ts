import type { CutView, SaveCutBody } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeCut } from './cut.api';

/** PUT /v2/cuts/{id}: the whole timeline and settings (validated by the server; files must be mine). */
export async function saveCut(id: string, body: SaveCutBody): Promise<CutView> {
  return (await apiClient.put<CutView>(`/v2/cuts/${encodeURIComponent(id)}`, body)).data;
}

export function useSaveCut(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCutBody) => saveCut(id, body),
    onSuccess: (cut) => storeCut(queryClient, cut),
  });
}
