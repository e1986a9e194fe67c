import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { companyMembersKey } from './company-members.api';

export type MemberAction = 'approve' | 'reject' | 'delete' | 'restore';

export interface MemberReviewBody {
  enterpriseId?: number;
  userId: number;
  action: MemberAction;
}

/** POST /v1/company/members/review */
export function reviewMember(body: MemberReviewBody): Promise<null> {
  return apiPost<null>('/v1/company/members/review', body);
}

export function useReviewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyMembersKey }),
  });
}
