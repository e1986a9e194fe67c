import type { CutView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { applyTaskUpdate } from '../../tasks';
import { storeCut } from './cut.api';

/** POST /v2/cuts/{id}/export: ONE gcvideo-merge task carrying the saved timeline (charged like any task). */
export function exportCut(id: string, idempotencyKey: string): Promise<CutView> {
  return apiPost<CutView>(`/v2/cuts/${encodeURIComponent(id)}/export`, { idempotencyKey });
}

export function useExportCut(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => exportCut(id, idempotencyKey),
    onSuccess: (cut) => {
      storeCut(queryClient, cut);
      if (cut.exportTask) applyTaskUpdate(queryClient, cut.exportTask);
    },
  });
}
