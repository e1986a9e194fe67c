import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { platformEnterprisesKey } from './platform-enterprises.api';

/** POST /v1/platform/enterprises/:id/autoIssue: whether the company's members get points every day. */
export function setEnterpriseAutoIssue(id: number, autoIssue: boolean): Promise<null> {
  return apiPost<null>(`/v1/platform/enterprises/${id}/autoIssue`, { autoIssue });
}

export function useSetEnterpriseAutoIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoIssue }: { id: number; autoIssue: boolean }) =>
      setEnterpriseAutoIssue(id, autoIssue),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformEnterprisesKey }),
  });
}
