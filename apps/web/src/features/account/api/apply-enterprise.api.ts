import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';
import { myEnterprisesQueryKey } from './my-enterprises.api';

export type ApplyEnterpriseBody =
  | { mode: 'join'; enterpriseId: number }
  | { mode: 'create'; name: string; contactName: string; contactPhone: string; reason: string };

/**
 * POST /v1/user/applyEnterprise: join an existing company (the membership becomes pending and current) or
 * ask the platform to open a new one. Answers with the refreshed user info.
 */
export function applyEnterprise(body: ApplyEnterpriseBody): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/applyEnterprise', body);
}

export function useApplyEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyEnterprise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myEnterprisesQueryKey }),
  });
}
