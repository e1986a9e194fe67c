import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tasksKeys } from '../../tasks';
import { providersKeys } from './providers-keys';

/** DELETE /v1/admin/providers/:id */
export async function deleteProvider(id: string): Promise<null> {
  const response = await apiClient.delete<null>(`/v1/admin/providers/${encodeURIComponent(id)}`);
  return response.data;
}

export function useDeleteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProvider,
    onSettled: () => {
      // Which task types can run depends on the providers: the toolbox re-reads the catalogue.
      void queryClient.invalidateQueries({ queryKey: tasksKeys.catalogue });
      return queryClient.invalidateQueries({ queryKey: providersKeys.all });
    },
  });
}
