import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { platformEnterprisesKey } from './platform-enterprises.api';

export type EnterpriseAction = 'disable' | 'delete' | 'restore';

/** POST /v1/platform/enterprises/:id/status */
export function changeEnterpriseStatus(id: number, action: EnterpriseAction): Promise<null> {
  return apiPost<null>(`/v1/platform/enterprises/${id}/status`, { action });
}

export function useChangeEnterpriseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: EnterpriseAction }) =>
      changeEnterpriseStatus(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformEnterprisesKey }),
  });
}
