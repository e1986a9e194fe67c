import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { companyMembersKey } from './company-members.api';

export interface MemberRoleBody {
  enterpriseId?: number;
  userId: number;
  /** Company admin (3) or member (4); only the company super admin may change it. */
  roleId: 3 | 4;
}

/** POST /v1/company/members/role */
export function changeMemberRole(body: MemberRoleBody): Promise<null> {
  return apiPost<null>('/v1/company/members/role', body);
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyMembersKey }),
  });
}
