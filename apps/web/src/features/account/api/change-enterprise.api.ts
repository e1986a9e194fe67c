import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

/** POST /v1/user/changeEnterprise: switch to a company the user is an approved member of. */
export function changeEnterprise(enterpriseId: number): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/changeEnterprise', { enterpriseId });
}

export function useChangeEnterprise() {
  return useMutation({ mutationFn: changeEnterprise });
}
