import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cutKeys } from './cut-keys';

/** DELETE /v2/cuts/{id}. */
export async function deleteCut(id: string): Promise<void> {
  await apiClient.delete(`/v2/cuts/${encodeURIComponent(id)}`);
}

export function useDeleteCut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCut,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: cutKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: cutKeys.lists });
    },
  });
}
