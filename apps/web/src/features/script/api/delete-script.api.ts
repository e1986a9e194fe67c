import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { scriptKeys } from './script-keys';

/** DELETE /v2/script/projects/:id (soft delete). */
export async function deleteScript(id: string): Promise<void> {
  await apiClient.delete(`/v2/script/projects/${id}`);
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScript,
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: scriptKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: scriptKeys.lists });
    },
  });
}
