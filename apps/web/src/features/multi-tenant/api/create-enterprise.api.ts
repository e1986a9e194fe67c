import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { platformEnterprisesKey } from './platform-enterprises.api';

export interface CreateEnterpriseBody {
  name: string;
  contactName?: string;
  contactPhone?: string;
  autoIssue: boolean;
  /** An existing account that becomes the company's super admin. */
  superAdminUsername?: string;
}

/** POST /v1/platform/enterprises */
export function createEnterprise(body: CreateEnterpriseBody): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/v1/platform/enterprises', body);
}

export function useCreateEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnterprise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformEnterprisesKey }),
  });
}
