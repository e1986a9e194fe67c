import type { ProviderBody, ProviderView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tasksKeys } from '../../tasks';
import { providersKeys } from './providers-keys';

/** POST /v1/admin/providers (create) or PUT /v1/admin/providers/:id (apiKey / secretKey omitted = keep). */
export async function saveProvider(id: string | null, body: ProviderBody): Promise<ProviderView> {
  const response = id
    ? await apiClient.put<ProviderView>(`/v1/admin/providers/${encodeURIComponent(id)}`, body)
    : await apiClient.post<ProviderView>('/v1/admin/providers', body);
  return response.data;
}

export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProviderBody }) => saveProvider(id, body),
    onSuccess: () => {
      // Which task types can run depends on the providers: the toolbox re-reads the catalogue.
      void queryClient.invalidateQueries({ queryKey: tasksKeys.catalogue });
      return queryClient.invalidateQueries({ queryKey: providersKeys.all });
    },
  });
}
